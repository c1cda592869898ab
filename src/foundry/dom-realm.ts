// DOM checks that hold across browser windows. On Foundry v14 an ApplicationV2 can be popped out
// into another browser window (https://foundryvtt.com/api/v14/interfaces/foundry.applications.types.DetachedWindowOptions.html);
// its elements then belong to that window's realm, where `el instanceof HTMLElement` (this window's
// class) is false. These tests read the node itself instead.

/** Whether a value is a DOM element of any window. */
export function isElement(value: unknown): value is Element {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { nodeType?: unknown }).nodeType === 1 &&
    typeof (value as { closest?: unknown }).closest === "function"
  );
}

/** Whether a value is an HTML element (with `dataset` and `focus`) of any window. */
export function isHTMLElement(value: unknown): value is HTMLElement {
  return isElement(value) && "dataset" in value && typeof (value as { focus?: unknown }).focus === "function";
}

/** Whether a value is an HTML element with this tag name (`form`, `input`, `select` ...), of any window. */
export function isTag<K extends keyof HTMLElementTagNameMap>(
  value: unknown,
  tag: K,
): value is HTMLElementTagNameMap[K] {
  return isHTMLElement(value) && value.tagName.toLowerCase() === tag;
}
