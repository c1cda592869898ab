import type { Localizer } from "../../view";
import { isElement, isHTMLElement } from "../dom-realm";

/** The options-list row under an event target, with its option index. */
export function optionRowAt(target: EventTarget | null): { element: HTMLElement; index: number } | null {
  const element = isElement(target) ? target.closest<HTMLElement>(".ma-option") : null;
  const index = Number(element?.dataset["index"]);
  return element && Number.isInteger(index) ? { element, index } : null;
}

/** The area-pattern cell (a `toggleAreaHex` polygon) under an event target, with its offset. */
export function areaCellAt(target: EventTarget | null): { q: number; r: number } | null {
  const cell = isElement(target) ? target.closest('[data-action="toggleAreaHex"]') : null;
  const q = Number(cell?.getAttribute("data-q"));
  const r = Number(cell?.getAttribute("data-r"));
  return cell && Number.isInteger(q) && Number.isInteger(r) ? { q, r } : null;
}

/** Whether a key press activates a button-like element (Enter or Space). */
export function isActivationKey(event: KeyboardEvent): boolean {
  return event.key === "Enter" || event.key === " ";
}

/** Moves keyboard focus to the previous or next row of the options list. */
export function focusNeighbourRow(row: HTMLElement, delta: 1 | -1): void {
  const next = delta === 1 ? row.nextElementSibling : row.previousElementSibling;
  if (isHTMLElement(next)) next.focus();
}

/** Sets the text of an `<output data-ma-output="name">` inside a window. */
export function setOutput(root: HTMLElement, name: string, text: string): void {
  const output = root.querySelector(`[data-ma-output="${name}"]`);
  if (output) output.textContent = text;
}

/** Asks the GM for a card name (DialogV2.input); null when cancelled or blank. */
export async function promptPresetName(i18n: Localizer): Promise<string | null> {
  const label = i18n.localize("MONSTER_AUTOPILOT.Hex.Ability.PresetName");
  const result: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: i18n.localize("MONSTER_AUTOPILOT.Hex.Ability.PresetSave") },
    content: `<div class="form-group"><label for="ma-preset-name">${label}</label><div class="form-fields"><input id="ma-preset-name" type="text" name="name" maxlength="80" required autofocus></div></div>`,
    ok: { label: i18n.localize("MONSTER_AUTOPILOT.Common.Save") },
    rejectClose: false,
  });
  const name = typeof result === "object" && result !== null && "name" in result ? result.name : null;
  return typeof name === "string" && name.trim() !== "" ? name.trim() : null;
}
