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
import { newPhaseGame } from "./phase-game";
import { decodePhaseLink, encodePhaseLink } from "./phase-link";
import { createPhasePanel } from "./phase-panel";
import {
  acceptOutcome,
  closeGateNow,
  discardPending,
  drawPhase,
  newGame,
  raiseTerrorNow,
  redrawPhase,
  returnInvestigators,
  startPhaseSession,
  undoPhase,
  type PhaseSession,
} from "./phase-session";
import { freshSeed } from "./seeded-random";
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
  const phaseText = readLocationState()["mythos"];
  const phaseLink = phaseText === undefined ? undefined : decodePhaseLink(phaseText);
  let phase: PhaseSession =
    phaseLink === undefined
      ? startPhaseSession(newPhaseGame(4, null), freshSeed())
      : startPhaseSession(phaseLink.game, phaseLink.seed, phaseLink.draws);
  const tools = createPieceTools();
  const pieces = html("div", { class: "ak-pieces-panel" });
  const status = html(
    "p",
    { class: "ak-problems ak-link-status", role: "status" },
    phaseText !== undefined && phaseLink === undefined ? t("ArkhamPhase.LinkBad") : linkMessage(loaded),
  );
  const copy = html("button", { type: "button", class: "ak-copy-link" }, t("Arkham.Link.Copy"));
  copy.addEventListener("click", () => {
    const url = window.location.href;
    navigator.clipboard.writeText(url).then(
      () => (status.textContent = t("Arkham.Link.Copied")),
      () => (status.textContent = t("Arkham.Link.Manual", { url })),
    );
  });

  /** A new movement phase for an edited board, card or modifiers. */
  const edit = (next: ArkhamSandboxState): void => {
    state = next;
    // A drawn phase was resolved on the old pieces: it is drawn again on the new ones.
    if (phase.pending !== undefined) phase = discardPending(phase);
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
  /** A phase change that may move pieces: the movement panel starts over on the new pieces. */
  const phaseStep = (next: { session: PhaseSession; pieces: ArkhamSandboxState }): void => {
    phase = next.session;
    if (next.pieces !== state) edit(next.pieces);
    else render();
  };
  const phasePanel = createPhasePanel({
    newGame: (choice) =>
      phaseStep(newGame(phase, state, { ...choice, seed: choice.seed === "" ? freshSeed() : choice.seed })),
    returnInvestigator: (id) => phaseStep(returnInvestigators(phase, state, [id])),
    closeGate: (at, seal) => phaseStep(closeGateNow(phase, state, at, seal)),
    raiseTerror: () => phaseStep(raiseTerrorNow(phase, state)),
    draw: (pick) => phaseStep({ session: drawPhase(phase, state, pick), pieces: state }),
    accept: (index) => phaseStep(acceptOutcome(phase, state, index)),
    discard: () => phaseStep({ session: discardPending(phase), pieces: state }),
    redraw: () => phaseStep({ session: redrawPhase(phase, state), pieces: state }),
    undo: () => phaseStep(undoPhase(phase, state)),
  });
  const render = (): void => {
    board.render(state, session);
    phasePanel.render(phase);
    mythos.render(state, session);
    // A removed piece's button is gone: focus goes on to the next piece's (or the board).
    keepingFocus(
      pieces,
      () => renderPieceList(pieces, state, (id) => edit(removePiece(state, id))),
      () =>
        pieces.querySelector<HTMLElement>(".ak-remove") ??
        board.element.querySelector<SVGElement>('[tabindex="0"]'),
    );
    writeLocationState({
      arkham: encodeArkhamLink(session),
      mythos: encodePhaseLink({ seed: phase.seed, draws: phase.draws, game: phase.game }),
    });
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
          { class: "ak-phase-section" },
          html("h2", {}, t("ArkhamPhase.Heading")),
          phasePanel.element,
        ),
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
