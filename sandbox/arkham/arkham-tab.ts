// The Arkham tab: the base board as a schematic, pieces placed by clicking, a Mythos card and
// modifiers, and every monster's move from the Arkham core drawn as arrows (ties as choices).
import { baseBoard, findMythosCard } from "../../src/core/arkham";
import { html } from "../shared/dom";
import { t } from "../shared/i18n";
import { createArkhamBoard } from "./arkham-board";
import {
  addInvestigator,
  addMonster,
  DEFAULT_ARKHAM_STATE,
  removePiece,
  type ArkhamSandboxState,
} from "./arkham-state";
import { createCardSelect, createModifierList, describeBox } from "./card-picker";
import { createPieceTools, renderPieceList } from "./piece-tools";
import { renderResults } from "./results-list";
import { solveArkham } from "./solve";

/** Builds the tab into its panel. */
export function mountArkhamTab(panel: HTMLElement): void {
  let state = DEFAULT_ARKHAM_STATE;
  let chosen = new Map<string, number>();
  const tools = createPieceTools();
  const boxes = html("dl", { class: "ak-boxes" });
  const results = html("div", { class: "ak-results", "aria-live": "polite" });
  const pieces = html("div", { class: "ak-pieces-panel" });

  const update = (next: ArkhamSandboxState): void => {
    state = next;
    chosen = new Map();
    render();
  };
  const render = (): void => {
    const result = solveArkham(state);
    board.render(state, result, chosen);
    const card = findMythosCard(state.card);
    boxes.replaceChildren(
      html("dt", { class: "ak-white-box" }, t("Arkham.Card.WhiteBox")),
      html("dd", {}, card ? describeBox(card.white) : "—"),
      html("dt", { class: "ak-black-box" }, t("Arkham.Card.BlackBox")),
      html("dd", {}, card ? describeBox(card.black) : "—"),
    );
    renderResults(results, result, chosen, (monsterId, option) => {
      chosen = new Map(chosen).set(monsterId, option);
      board.render(state, result, chosen);
    });
    renderPieceList(pieces, state, (id) => update(removePiece(state, id)));
  };
  const applyToArea = (area: string): void => {
    const tool = tools.tool();
    if (tool === "monster") {
      const type = tools.monsterType();
      update(addMonster(state, area, type.name, type.set));
    } else if (tool === "investigator") update(addInvestigator(state, area, tools.sneak()));
  };
  const board = createArkhamBoard(baseBoard(), applyToArea, (id, area) => {
    if (tools.tool() === "remove") update(removePiece(state, id));
    else if (area) applyToArea(area);
  });

  panel.replaceChildren(
    html(
      "div",
      { class: "ak-layout" },
      html("div", { class: "ak-board-wrap" }, board.element, legend()),
      html(
        "aside",
        { class: "ak-side" },
        html("section", {}, html("h2", {}, t("Arkham.PiecesHeading")), tools.element, pieces),
        html(
          "section",
          {},
          html("h2", {}, t("Arkham.Card.Heading")),
          html("label", { for: "arkham-card", class: "ak-field" }, t("Arkham.Card.Label")),
          createCardSelect(state.card, (card) => update({ ...state, card })),
          boxes,
          html(
            "details",
            { class: "ak-modifier-details" },
            html("summary", {}, t("Arkham.Card.Modifiers")),
            createModifierList(state.modifiers, (modifiers) => update({ ...state, modifiers })),
          ),
        ),
        html("section", {}, html("h2", {}, t("Arkham.Result.Heading")), results),
      ),
    ),
  );
  render();
}

function legend(): HTMLElement {
  return html(
    "ul",
    { class: "ak-legend" },
    ...["street", "location", "unstable", "white", "black", "both", "arrowless", "move", "tie"].map((key) =>
      html(
        "li",
        { class: `ak-legend-${key}` },
        html("span", { class: "ak-swatch", "aria-hidden": "true" }),
        t(`Arkham.Legend.${key}`),
      ),
    ),
  );
}
