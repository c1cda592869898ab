// Keyboard focus across re-renders, and arrow keys over things laid out on screen: the sandbox
// redraws panels from state on every edit, so focus is found again by what the control is.

/** Elements that can carry focus and are found again by a selector. */
type Focusable = HTMLElement | SVGElement;

const ATTRIBUTES = ["data-q", "data-r", "data-action", "data-index", "data-area", "data-box", "data-symbol"];

/** A selector that finds the same control after a redraw: its id, name, or identifying data attributes. */
function focusSelector(element: Element): string | null {
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute("name");
  const type = element.getAttribute("type");
  if (name)
    return `[name="${CSS.escape(name)}"]${type === "radio" ? `[value="${CSS.escape(element.getAttribute("value") ?? "")}"]` : ""}`;
  const parts = ATTRIBUTES.filter((a) => element.hasAttribute(a)).map(
    (a) => `[${a}="${CSS.escape(element.getAttribute(a) ?? "")}"]`,
  );
  return parts.length > 0 ? parts.join("") : null;
}

/**
 * Runs a redraw of `root` and gives focus back to the same control when the redraw took it away;
 * when that control is gone (a removed item), to `fallback`'s choice.
 */
export function keepingFocus(
  root: Element,
  redraw: () => void,
  fallback?: () => Focusable | null | undefined,
): void {
  const active = document.activeElement;
  const had = active !== null && active !== root && root.contains(active);
  const selector = had ? focusSelector(active) : null;
  redraw();
  const now = document.activeElement;
  if (!had || (now && now !== document.body && now.isConnected)) return;
  const again = selector ? root.querySelector<Focusable>(selector) : null;
  (again ?? fallback?.())?.focus({ preventScroll: true });
}

const DIRECTIONS: Readonly<Record<string, { readonly x: number; readonly y: number }>> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

/** How far an element may overlap the one focused and still count as lying beyond it (hexes in a grid overlap). */
const OVERLAP = 0.3;

/**
 * The element an arrow key leads to from `from`, by where things are drawn (spatial navigation):
 * among the elements lying beyond `from` in the key's direction, the one with the smallest gap,
 * sideways gaps counting double, then the nearest centre. So Down from a street goes to what is
 * drawn below it, never to a neighbour off to the side. Undefined for other keys or when nothing
 * lies that way.
 */
export function nextInDirection<T extends Element>(
  elements: readonly T[],
  from: Element,
  key: string,
): T | undefined {
  const d = DIRECTIONS[key];
  if (!d) return undefined;
  const f = from.getBoundingClientRect();
  let best: { element: T; score: number } | undefined;
  for (const element of elements) {
    if (element === from) continue;
    const c = element.getBoundingClientRect();
    const horizontal = d.x !== 0;
    const size = horizontal ? Math.min(f.width, c.width) : Math.min(f.height, c.height);
    // Gap along the direction (negative when the two overlap) and sideways (0 when they overlap).
    const along = horizontal
      ? d.x > 0
        ? c.left - f.right
        : f.left - c.right
      : d.y > 0
        ? c.top - f.bottom
        : f.top - c.bottom;
    if (along < -OVERLAP * size) continue;
    const across = horizontal
      ? Math.max(0, c.top - f.bottom, f.top - c.bottom)
      : Math.max(0, c.left - f.right, f.left - c.right);
    const centres = Math.hypot(
      c.x + c.width / 2 - (f.x + f.width / 2),
      c.y + c.height / 2 - (f.y + f.height / 2),
    );
    const score = Math.max(0, along) + 2 * across + centres / 1000;
    if (!best || score < best.score) best = { element, score };
  }
  return best?.element;
}

/** Whether a key is an arrow key. */
function isArrowKey(key: string): boolean {
  return key in DIRECTIONS;
}

/**
 * Makes a group of elements one Tab stop (roving tabindex): only the current one is tabbable, and
 * arrow keys move focus by screen position. `items` is read again on each key (the group may be
 * redrawn); `current` names the element that should keep the Tab stop after a redraw.
 */
export function rovingTabStop(
  container: Element,
  items: () => readonly Focusable[],
  onMove?: (element: Focusable) => void,
): { readonly refresh: () => void } {
  let last: string | null = null;
  const refresh = (): void => {
    const all = items();
    const current = (last && all.find((e) => focusSelector(e) === last)) || all[0];
    for (const e of all) e.setAttribute("tabindex", e === current ? "0" : "-1");
  };
  container.addEventListener("focusin", (event) => {
    const target = event.target as Focusable;
    if (!items().includes(target)) return;
    last = focusSelector(target);
    refresh();
  });
  container.addEventListener("keydown", (event) => {
    const key = (event as KeyboardEvent).key;
    const target = event.target as Focusable;
    const all = items();
    if (!isArrowKey(key) || !all.includes(target)) return;
    event.preventDefault();
    const next = nextInDirection(all, target, key);
    if (!next) return;
    last = focusSelector(next);
    refresh();
    next.focus();
    onMove?.(next);
  });
  return { refresh };
}
