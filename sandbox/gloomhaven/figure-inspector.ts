// Details of the figure picked with the Move tool: a character's initiative, making a monster the
// acting one, removing the figure. Keyboard users reach every edit here.
import type { Figure } from "../../src/core/gloomhaven";
import { html } from "../ui";
import { t } from "../ui";
import type { HexEditorState } from "./editor-state";
import { figureName } from "./figure-names";

export interface FigureEdits {
  readonly setInitiative: (id: string, initiative: number) => void;
  readonly makeActive: (id: string) => void;
  readonly remove: (id: string) => void;
}

function describe(state: HexEditorState, figure: Figure): string {
  if (figure.id === state.scenario.activeId) return t("Hex.Inspector.Active", { id: figureName(figure) });
  return t(`Hex.Inspector.${figure.side}`, { id: figureName(figure) });
}

/** Renders the inspector for a figure id into `container` (empty when nothing is picked). */
export function renderInspector(
  container: HTMLElement,
  state: HexEditorState,
  figureId: string | null,
  edits: FigureEdits,
): void {
  const figure = state.scenario.figures.find((f) => f.id === figureId);
  if (!figure) {
    container.replaceChildren(html("p", { class: "hx-hint" }, t("Hex.Inspector.None")));
    return;
  }
  const parts: HTMLElement[] = [html("p", { class: "hx-inspector-title" }, describe(state, figure))];
  if (figure.side === "character") {
    const input = html("input", {
      id: "hex-figure-initiative",
      type: "number",
      min: 0,
      max: 99,
      value: figure.turnOrder[0] ?? 0,
    });
    // After the browser has moved focus (Tab out fires change first), so the redraw keeps it.
    input.addEventListener("change", () =>
      setTimeout(() => edits.setInitiative(figure.id, Math.max(0, Math.round(Number(input.value)) || 0)), 0),
    );
    parts.push(
      html("label", { for: "hex-figure-initiative", class: "hx-field" }, t("Hex.InitiativeLabel")),
      input,
    );
  }
  if (figure.side === "monster" && figure.id !== state.scenario.activeId) {
    const button = html(
      "button",
      { type: "button", "data-action": "makeActive" },
      t("Hex.Inspector.MakeActive"),
    );
    button.addEventListener("click", () => edits.makeActive(figure.id));
    parts.push(button);
  }
  const remove = html(
    "button",
    { type: "button", class: "hx-remove", "data-action": "removeFigure" },
    t("Hex.Inspector.Remove"),
  );
  remove.addEventListener("click", () => edits.remove(figure.id));
  parts.push(remove);
  container.replaceChildren(...parts);
}
