// The ability editor: the Foundry Monster turn window's own template (templates/gloomhaven/ability-editor.hbs)
// and view-model, plus the sandbox's base-stat inputs (in Foundry they come from the monster's data).
import abilityEditorSource from "../../templates/gloomhaven/ability-editor.hbs?raw";
import { toggleAreaHex, type AbilityForm } from "../../src/view/gloomhaven";
import { buildAbilityEditor } from "../../src/view/gloomhaven";
import { readAbilityForm } from "../../src/view/gloomhaven";
import { html } from "../ui";
import { keepingFocus, rovingTabStop } from "../ui";
import { handlebars, t } from "../ui";

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
  // After the browser has moved focus (Tab out of a field fires change first), so the redraw can
  // give focus back to the control the user tabbed to.
  element.addEventListener("change", () =>
    setTimeout(() => {
      const next = read();
      if (next) onChange(next, false);
    }, 0),
  );
  // The area grid is one Tab stop; arrow keys move between its hexes as drawn.
  const areaCells = rovingTabStop(editor, () => [
    ...editor.querySelectorAll<SVGElement>('[data-action="toggleAreaHex"]'),
  ]);
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
      if (document.activeElement !== baseMove) baseMove.value = String(next.baseMove);
      if (document.activeElement !== baseRange) baseRange.value = String(next.baseRange);
      keepingFocus(element, () => {
        editor.innerHTML = renderEditor(buildAbilityEditor(next, { orientation: "flat" }));
        areaCells.refresh();
      });
    },
  };
}
