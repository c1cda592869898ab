// The Arkham tab: the base board as a schematic, pieces placed by clicking, and the Foundry Mythos
// window's panel (card, modifiers, every monster's move, ties as choices) over a sandbox phase.
import { baseBoard, findMythosCard, normaliseDimension } from "../../src/core/arkham";
import { html } from "../ui";
import { keepingFocus } from "../ui";
import { t } from "../ui";
import { readLocationState, writeLocationState } from "../ui";
import { createArkhamBoard } from "./arkham-board";
import {
  addInvestigator,
  addMonster,
  chooseCard,
  DEFAULT_ARKHAM_STATE,
  removePiece,
  toggleModifier,
  toggleSymbol,
  type ArkhamSandboxState,
} from "./arkham-state";
import { createArkhamCaseBar } from "./case-bar";
import { arkhamLegend } from "./legend";
import { linkMessage } from "./link-messages";
import { decodeArkhamLink, encodeArkhamLink } from "./link-state";
import { createMythosPanel } from "./mythos-panel";
import { createPieceTools, renderPieceList } from "./piece-tools";
import {
  acceptMoves,
  pendingMonsters,
  pickOption,
  recordRoll,
  startSession,
  undoLast,
  type MythosSession,
} from "./session";

/** Builds the tab into its panel; the board and the phase come from the URL when it holds a valid link. */
export function mountArkhamTab(panel: HTMLElement): void {
  const link = readLocationState()["arkham"];
  const loaded = link === undefined ? undefined : decodeArkhamLink(link);
  let state = loaded?.kind === "loaded" ? loaded.state : DEFAULT_ARKHAM_STATE;
  let session: MythosSession = loaded?.kind === "loaded" ? loaded.session : startSession(state);
  const tools = createPieceTools();
  const pieces = html("div", { class: "ak-pieces-panel" });
  const status = html("p", { class: "ak-problems ak-link-status", role: "status" }, linkMessage(loaded));
  const copy = html("button", { type: "button", class: "ak-copy-link" }, t("Arkham.Link.Copy"));
  copy.addEventListener("click", () => {
    const url = window.location.href;
    navigator.clipboard.writeText(url).then(
      () => (status.textContent = t("Arkham.Link.Copied")),
      () => (status.textContent = t("Arkham.Link.Manual", { url })),
    );
  });

  /** A new phase for an edited board, card or modifiers. */
  const edit = (next: ArkhamSandboxState): void => {
    state = next;
    session = startSession(state);
    status.textContent = "";
    render();
  };
  const step = (next: { session: MythosSession; state: ArkhamSandboxState }): void => {
    session = next.session;
    state = next.state;
    render();
  };
  const mythos = createMythosPanel({
    selectCard: (name) => edit(chooseCard(state, name)),
    toggleSymbol: (box, symbol) => {
      const id = normaliseDimension(symbol);
      const card = state.card === null ? undefined : findMythosCard(state.card);
      if (id) edit(toggleSymbol(state, box, id, card));
    },
    toggleModifier: (id) => edit(toggleModifier(state, id)),
    pickOption: (monster, index) => step({ session: pickOption(session, monster, index), state }),
    acceptMove: (monster) => step(acceptMoves(session, state, [monster])),
    acceptAll: () => step(acceptMoves(session, state, pendingMonsters(session))),
    undo: () => step(undoLast(session, state)),
    recompute: () => edit(state),
    // The sandbox rolls the die itself (in Foundry it is a Roll posted to chat); the core never rolls.
    rollEffect: (monster) =>
      step({ session: recordRoll(session, monster, 1 + Math.floor(Math.random() * 6)), state }),
  });
  const render = (): void => {
    board.render(state, session);
    mythos.render(state, session);
    // A removed piece's button is gone: focus goes on to the next piece's (or the board).
    keepingFocus(
      pieces,
      () => renderPieceList(pieces, state, (id) => edit(removePiece(state, id))),
      () =>
        pieces.querySelector<HTMLElement>(".ak-remove") ??
        board.element.querySelector<SVGElement>('[tabindex="0"]'),
    );
    writeLocationState({ arkham: encodeArkhamLink(session) });
  };
  const applyToArea = (area: string): void => {
    const tool = tools.tool();
    if (tool === "monster") {
      edit(addMonster(state, area, tools.monsterType()));
    } else if (tool === "investigator") edit(addInvestigator(state, area, tools.sneak()));
  };
  const board = createArkhamBoard(baseBoard(), applyToArea, (id, area) => {
    if (tools.tool() === "remove") edit(removePiece(state, id));
    else if (area) applyToArea(area);
  });

  const caseBar = createArkhamCaseBar({
    current: () => state,
    load: (next) => edit(next),
    message: (text) => (status.textContent = text),
  });

  panel.replaceChildren(
    html(
      "div",
      { class: "ak-layout" },
      html("div", { class: "ak-board-wrap" }, tools.element, board.element, arkhamLegend()),
      html(
        "aside",
        { class: "ak-side" },
        html("div", { class: "ak-link-bar" }, copy, caseBar, status),
        html(
          "section",
          { class: "ak-mythos-section" },
          html("h2", {}, t("Arkham.Card.Heading")),
          mythos.element,
        ),
        html("section", {}, html("h2", {}, t("Arkham.PiecesHeading")), pieces),
      ),
    ),
  );
  render();
}
