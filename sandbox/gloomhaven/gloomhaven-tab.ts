// The Hex tab: board editor, ability editor and options list, all redrawn from the core's answer on
// every edit; edits can be undone (Ctrl+Z); the case check sits beside the answer; the Monster turn
// window's footer tries the accept flow; the board is kept in the URL.
import type { TurnResult } from "../../src/core/gloomhaven";
import { compareAnswers, compareSequenceAnswers, type CaseAnswer } from "../../src/core/gloomhaven-cases";
import type { AbilityForm } from "../../src/view/gloomhaven";
import { html } from "../ui";
import { keepingFocus } from "../ui";
import { t } from "../ui";
import { readLocationState, writeLocationState } from "../ui";
import { createAbilityPanel } from "./ability-panel";
import { createDeckPicker } from "./deck-picker";
import { caseSnapshot, wireCases, type LoadedCaseInfo } from "./case-actions";
import { createCasePanel, type ShownComparison } from "./case-panel";
import { defaultState, emptyState } from "./default-state";
import { createEditBar } from "./edit-bar";
import { emptyHistory, recordEdit, redoEdit, undoEdit, type EditHistory } from "./edit-history";
import {
  moveFigure,
  placeMonster,
  removeFigure,
  setInitiative,
  setThinWalls,
  type HexEditorState,
} from "./editor-state";
import { renderInspector } from "./figure-inspector";
import { namesOf } from "./figure-names";
import { createHexBoard } from "./hex-board";
import { decodeHexLink, encodeHexLink } from "./hex-link";
import { hexLinkMessage } from "./hex-link-message";
import { hexLegend } from "./legend";
import { isLinked, keepStandingLinks, toggleLink } from "./link-edits";
import { linkNotice } from "./link-notice";
import { createOptionsPanel } from "./options-panel";
import {
  answersOf,
  focusSight,
  sequenceAnswersOf,
  sightTo,
  solveHex,
  solveSequence,
  viewpoint,
  type SolvedSequence,
} from "./solve";
import { createModeSwitch, createSequenceEditor } from "./sequence-editor";
import type { SequenceForm } from "./sequence-form";
import { playedList, sequenceFormOf } from "./sequence-turn";
import { createTargetDied } from "./target-died";
import { createToolbar } from "./toolbar";
import { applyTool } from "./tools";
import { chosenOption, createTurnFooter } from "./turn-footer";

/** Builds the tab into its panel; the board comes from the URL when it holds a valid link. */
export function mountHexTab(panel: HTMLElement): void {
  const fromUrl = readLocationState();
  const link = fromUrl["hex"] ? decodeHexLink(fromUrl["hex"], fromUrl["corpus"] === "1") : undefined;
  let state: HexEditorState = keepStandingLinks(link?.kind === "loaded" ? link.state : defaultState());
  let result: TurnResult | null = null;
  /** The sequence engine's answer while the editor holds a whole card's list. */
  let solvedSequence: SolvedSequence | null = null;
  let chosen = 0;
  let picked: string | null = null;
  let loaded: LoadedCaseInfo | null = null;
  let history: EditHistory<HexEditorState> = emptyHistory();
  /** The state before live typing in a number field began: one undo step per field edit. */
  let typingFrom: HexEditorState | null = null;
  /** States before each accepted Move (the footer's Undo), newest last. */
  let moves: HexEditorState[] = [];
  let moved = false;

  /** Replaces the state as one undoable edit; links left without floor under an end are dropped with it. */
  const edit = (edited: HexEditorState, redrawAbility = true): void => {
    const next = keepStandingLinks(edited);
    if (next === state) return;
    history = recordEdit(history, typingFrom ?? state);
    typingFrom = null;
    state = next;
    chosen = 0;
    moved = false;
    notice.textContent = "";
    update(redrawAbility);
  };
  /** Shows an earlier or later state from the history (Undo / Redo). */
  const travel = (step: typeof undoEdit): void => {
    const to = step(history, typingFrom ?? state);
    if (!to) return;
    history = to.history;
    typingFrom = null;
    notice.textContent = "";
    state = to.state;
    chosen = 0;
    moved = false;
    toolbar.setRules(state.ruleSet, state.corpus);
    update(true);
  };
  const editFigure = {
    setInitiative: (id: string, initiative: number) => edit(setInitiative(state, id, initiative)),
    makeActive: (id: string) => {
      const figure = state.scenario.figures.find((f) => f.id === id);
      if (figure) edit(placeMonster(state, figure.at, true));
    },
    remove: (id: string) => {
      const figure = state.scenario.figures.find((f) => f.id === id);
      picked = null;
      if (figure) edit(removeFigure(state, figure.at));
    },
  };
  const toolbar = createToolbar({
    ruleSet: (ruleSet) => edit({ ...state, ruleSet }),
    corpus: (corpus) => edit({ ...state, corpus }),
    tool: () => {
      board.clearSight();
      board.cancelLink();
    },
  });
  const board = createHexBoard({
    tool: toolbar.tool,
    apply: (target) => edit(applyTool(state, toolbar.tool(), target, toolbar.initiative())),
    move: (id, to) => edit(moveFigure(state, id, to)),
    walls: (edges, present) => edit(setThinWalls(state, edges, present)),
    link: (a, b) => {
      const removed = isLinked(state, a, b);
      edit(toggleLink(state, a, b));
      linkNotes.linked(a, b, removed);
    },
    linkPending: (from, refused) => linkNotes.pending(from, refused),
    select: (id) => {
      picked = id;
      keepingFocus(inspector, () => renderInspector(inspector, state, picked, editFigure));
    },
    hover: (at) => {
      const sight = sightTo(state, viewpoint(state, result, chosen), at);
      if (sight && at) board.showSight(viewpoint(state, result, chosen)!, at, sight.line);
      else board.clearSight();
    },
  });
  /** A change typed in an editor: live while typing (one undo step from where typing began), else an edit. */
  const typed = (next: HexEditorState, live: boolean): void => {
    if (live) {
      typingFrom ??= state;
      state = next;
      chosen = 0;
      update(false);
    } else edit(next);
  };
  const ability = createAbilityPanel((form: AbilityForm, live: boolean) =>
    typed({ ...state, ability: form }, live),
  );
  /** Puts a list in the editor (or, with null, goes back to one move and one attack) as one undoable edit. */
  const setSequence = (sequence: SequenceForm | null): void => {
    const { sequence: _old, ...rest } = state;
    edit(sequence ? { ...rest, sequence } : rest);
  };
  const sequenceEditor = createSequenceEditor((form: SequenceForm, live: boolean) =>
    typed({ ...state, sequence: form }, live),
  );
  const modeSwitch = createModeSwitch((list) => setSequence(list ? sequenceFormOf(state) : null));
  const deckPicker = createDeckPicker(
    () => state.ability,
    (form, sequence) => {
      const { sequence: _old, ...rest } = state;
      state = sequence ? { ...rest, ability: form, sequence } : { ...rest, ability: form };
      chosen = 0;
      update(true);
    },
  );
  const options = createOptionsPanel((index) => {
    chosen = index;
    update(false);
  });
  const targetDied = createTargetDied();
  const inspector = html("div", { class: "hx-inspector", "aria-live": "polite" });
  const status = html("p", { class: "hx-status", role: "status" });
  const notice = html("p", { class: "hx-notice", role: "status" }, link ? hexLinkMessage(link) : "");
  const linkNotes = linkNotice(notice);
  const movedNote = html("p", { class: "hx-moved", hidden: true }, t("HexEdit.MovedNote"));
  const footer = createTurnFooter({
    move: () => {
      const option = chosenOption(result, chosen);
      if (!option) return;
      const before = state;
      edit(moveFigure(state, state.scenario.activeId, option.endHex));
      moves = [...moves, before];
      moved = true;
      update(false);
    },
    skip: () => {
      notice.textContent = t("HexEdit.Skipped");
    },
    undo: () => {
      const before = moves.at(-1);
      if (!before) return;
      moves = moves.slice(0, -1);
      edit(before);
    },
  });
  const editBar = createEditBar({
    undo: () => travel(undoEdit),
    redo: () => travel(redoEdit),
    clear: () => {
      picked = null;
      edit({ ...state, scenario: emptyState().scenario, links: [] });
      notice.textContent = t("HexEdit.Cleared");
    },
  });
  const cases = createCasePanel(
    wireCases({
      current: () => state,
      answers: () => (solvedSequence ? null : answersOf(state, result)),
      sequenceAnswers: () => (solvedSequence ? sequenceAnswersOf(solvedSequence) : null),
      load: (next, info) => {
        loaded = info;
        toolbar.setRules(next.ruleSet, next.corpus);
        const dropped = next.links.length - keepStandingLinks(next).links.length;
        edit(next);
        linkNotes.dropped(dropped);
      },
      message: (text, problem) => cases.showMessage(text, problem),
      urlCaseId: fromUrl["case"] ?? null,
      setCases: (groups) => cases.setCases(groups),
      highlight: (answer) => board.highlight(answer),
    }),
  );

  /** The case check of the loaded case against this page's answers (version 1 or 2). */
  function comparison(): ShownComparison | "unsolved" | null {
    if (loaded?.sequenceAnswers) {
      const actual = solvedSequence ? sequenceAnswersOf(solvedSequence) : null;
      return actual ? { version: 2, ...compareSequenceAnswers(loaded.sequenceAnswers, actual) } : "unsolved";
    }
    if (!loaded?.answers) return null;
    const actual = solvedSequence ? null : answersOf(state, result);
    return actual ? { version: 1, ...compareAnswers(loaded.answers, actual) } : "unsolved";
  }

  function update(redrawAbility: boolean): void {
    const list = state.sequence;
    const played = playedList(state);
    const solved = played ? null : solveHex(state);
    solvedSequence = played ? solveSequence(state, played) : null;
    result = solved?.result ?? null;
    const nameOf = namesOf(state.scenario);
    drawBoard(chosen);
    if (solvedSequence) options.renderSequence(solvedSequence.result, chosen, nameOf);
    else options.render(state, result, chosen, nameOf);
    const act = solvedSequence?.result?.kind === "act" ? solvedSequence.result : null;
    targetDied.render(state, solvedSequence?.turn ?? null, act?.options[chosen] ?? act?.options[0], nameOf);
    options.element.hidden = moved;
    movedNote.hidden = !moved;
    // Move / Skip / Undo carry out one move and one attack; a whole card is played in the Foundry window.
    footer.element.hidden = played !== undefined;
    footer.render(result, chosen, moves.length > 0, moved);
    editBar.render(history.past.length > 0 || typingFrom !== null, history.future.length > 0);
    modeSwitch.render(list !== undefined);
    ability.element.hidden = list !== undefined;
    sequenceEditor.element.hidden = list === undefined;
    if (redrawAbility) {
      ability.render(state.ability);
      if (list) sequenceEditor.render(list);
    }
    keepingFocus(inspector, () => renderInspector(inspector, state, picked, editFigure));
    const error = solved?.error ?? solvedSequence?.error ?? null;
    status.textContent = error ? t("Hex.CoreError", { message: error }) : "";
    const edited = loaded !== null && caseSnapshot(state, loaded.id) !== loaded.snapshot;
    cases.showComparison(loaded?.id ?? null, comparison(), edited);
    writeLocationState({
      hex: encodeHexLink(state),
      corpus: state.corpus ? "1" : undefined,
      case: loaded && !edited ? loaded.id : undefined,
    });
  }

  // Pointing at an option previews it on the board, as the Foundry window highlights it on the scene.
  const expectedAnswers = (): readonly CaseAnswer[] | null => loaded?.answers ?? null;
  /** The board with option `index` drawn in full, and its sight line to the focus. */
  function drawBoard(index: number): void {
    board.render(state, result, index, expectedAnswers());
    board.showSequence(solvedSequence?.result ?? null, index);
    board.showFocusSight(focusSight(state, chosenOption(result, index)) ?? null);
  }
  let previewed: number | null = null;
  options.element.addEventListener("pointerover", (event) => {
    const row = (event.target as Element).closest('[data-action="selectOption"]');
    const index = row ? Number(row.getAttribute("data-index")) : null;
    if (index === previewed || (index !== null && !Number.isInteger(index))) return;
    previewed = index;
    drawBoard(index ?? chosen);
  });
  options.element.addEventListener("pointerleave", () => {
    if (previewed === null) return;
    previewed = null;
    drawBoard(chosen);
  });

  // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y while the tab is shown; a text field keeps its own undo.
  document.addEventListener("keydown", (event) => {
    if (panel.hidden || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    const target = event.target as Element;
    if (target.closest("textarea, input:not([type=checkbox]):not([type=radio]), select")) return;
    const key = event.key.toLowerCase();
    if (key === "z" && !event.shiftKey) travel(undoEdit);
    else if ((key === "z" && event.shiftKey) || key === "y") travel(redoEdit);
    else return;
    event.preventDefault();
  });

  toolbar.setRules(state.ruleSet, state.corpus);
  panel.replaceChildren(
    html(
      "div",
      { class: "hx-layout" },
      html(
        "aside",
        { class: "hx-left" },
        toolbar.element,
        html("h2", {}, t("Hex.Inspector.Heading")),
        inspector,
      ),
      html(
        "div",
        { class: "hx-centre" },
        html("div", { class: "hx-edit-row" }, editBar.element, notice),
        html("div", { class: "hx-board-wrap" }, board.element),
        html("p", { id: "hex-board-help", class: "hx-hint" }, t("Hex.Board.Help")),
        status,
        html(
          "div",
          { class: "hx-results" },
          html(
            "div",
            { class: "hx-answer-column" },
            movedNote,
            options.element,
            targetDied.element,
            footer.element,
          ),
          html("div", { class: "hx-check-column" }, cases.element),
        ),
        // The key to the board's marks comes after the answer and the case check, which stay in view at 1280×800.
        hexLegend(),
      ),
      html(
        "aside",
        { class: "hx-right" },
        deckPicker.element,
        modeSwitch.element,
        ability.element,
        sequenceEditor.element,
      ),
    ),
  );
  update(true);
}
