// The ability editor: the Foundry Monster turn window's own template (templates/gloomhaven/ability-editor.hbs)
// and view-model, plus the sandbox's base-stat inputs (in Foundry they come from the monster's data).
import abilityEditorSource from "../../templates/gloomhaven/ability-editor.hbs?raw";
import { toggleAreaHex, type AbilityForm } from "../../src/view/gloomhaven/ability-form";
import { buildAbilityEditor } from "../../src/view/gloomhaven/ability-editor";
import { readAbilityForm } from "../../src/view/gloomhaven/read-ability-form";
import { html } from "../ui/dom";
import { handlebars, t } from "../ui/i18n";

const renderEditor = handlebars.compile(abilityEditorSource);
const STAT_LIMIT = 20;

export interface AbilityPanel {
  readonly element: HTMLElement;
  readonly render: (form: AbilityForm) => void;
}

function readStat(input: HTMLInputElement, fallback: number): number {
  const value = Math.trunc(Number(input.value));
  return input.value.trim() === "" || !Number.isFinite(value)
    ? fallback
    : Math.min(STAT_LIMIT, Math.max(0, value));
}

/** Which control had focus, so a re-render can put it back. */
function focusKey(root: HTMLElement): string | null {
  const active = document.activeElement;
  if (!(active instanceof Element) || !root.contains(active)) return null;
  const q = active.getAttribute("data-q");
  if (q !== null) return `[data-q="${q}"][data-r="${active.getAttribute("data-r") ?? ""}"]`;
  const name = active.getAttribute("name");
  return name ? `[name="${CSS.escape(name)}"]` : active.id ? `#${CSS.escape(active.id)}` : null;
}

/** Builds the panel; `onChange` gets each edited form (`live` = while typing: the editor is not redrawn). */
export function createAbilityPanel(onChange: (form: AbilityForm, live: boolean) => void): AbilityPanel {
  let form: AbilityForm | undefined;
  const baseMove = html("input", {
    id: "hex-base-move",
    type: "number",
    min: 0,
    max: STAT_LIMIT,
    name: "baseMove",
  });
  const baseRange = html("input", {
    id: "hex-base-range",
    type: "number",
    min: 0,
    max: STAT_LIMIT,
    name: "baseRange",
  });
  const stats = html(
    "fieldset",
    { class: "hx-stats" },
    html("legend", {}, t("Hex.Stats.Legend")),
    html("label", { for: "hex-base-move" }, t("Hex.Stats.Move")),
    baseMove,
    html("label", { for: "hex-base-range" }, t("Hex.Stats.Range")),
    baseRange,
  );
  const editor = html("div", { class: "hx-ability-editor" });
  const element = html(
    "form",
    { class: "hx-ability monster-autopilot", "aria-label": t("Hex.Stats.FormLabel") },
    stats,
    editor,
  );
  element.addEventListener("submit", (event) => event.preventDefault());

  const read = (): AbilityForm | undefined => {
    if (!form) return undefined;
    const fields = Object.fromEntries(new FormData(element).entries());
    return {
      ...readAbilityForm(fields, form),
      baseMove: readStat(baseMove, form.baseMove),
      baseRange: readStat(baseRange, form.baseRange),
    };
  };
  element.addEventListener("input", (event) => {
    const next = read();
    if (next && (event.target as HTMLInputElement).type === "number") onChange(next, true);
  });
  element.addEventListener("change", () => {
    const next = read();
    if (next) onChange(next, false);
  });
  const toggleCell = (cell: Element): void => {
    if (!form) return;
    const q = Number(cell.getAttribute("data-q"));
    const r = Number(cell.getAttribute("data-r"));
    onChange(toggleAreaHex(form, { q, r }), false);
  };
  editor.addEventListener("click", (event) => {
    const cell = (event.target as Element).closest('[data-action="toggleAreaHex"]');
    if (cell) toggleCell(cell);
  });
  editor.addEventListener("keydown", (event) => {
    const cell = (event.target as Element).closest('[data-action="toggleAreaHex"]');
    if (cell && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      toggleCell(cell);
    }
  });

  return {
    element,
    render(next) {
      form = next;
      const focused = focusKey(element);
      if (document.activeElement !== baseMove) baseMove.value = String(next.baseMove);
      if (document.activeElement !== baseRange) baseRange.value = String(next.baseRange);
      editor.innerHTML = renderEditor(buildAbilityEditor(next, { orientation: "flat" }));
      if (focused) element.querySelector<HTMLElement | SVGElement>(focused)?.focus();
    },
  };
}
