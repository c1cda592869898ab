// The Hex tab: board editor, ability editor and options list, all redrawn from the core's answer on
// every edit; the case bar loads conformance cases and keeps the board in the URL.
import type { CaseAnswer, TurnResult } from "../../src/core/gloomhaven";
import type { AbilityForm } from "../../src/view/gloomhaven/ability-form";
import { html } from "../ui/dom";
import { t } from "../ui/i18n";
import { readLocationState, writeLocationState } from "../ui/location-state";
import { createAbilityPanel } from "./ability-panel";
import { createDeckPicker } from "./deck-picker";
import { wireCases, type LoadedCaseInfo } from "./case-actions";
import { caseFromState, decodeState, encodeState } from "./case-io";
import { createCasePanel } from "./case-panel";
import { compareAnswers } from "./compare-answers";
import { defaultState } from "./default-state";
import { moveFigure, placeMonster, removeFigure, setInitiative, type HexEditorState } from "./editor-state";
import { renderInspector } from "./figure-inspector";
import { namesOf } from "./figure-names";
import { createHexBoard } from "./hex-board";
import { createOptionsPanel } from "./options-panel";
import { answersOf, sightTo, solveHex, viewpoint } from "./solve";
import { createToolbar } from "./toolbar";
import { applyTool } from "./tools";

/** Builds the tab into its panel; the board comes from the URL when it holds one. */
export function mountHexTab(panel: HTMLElement): void {
  const fromUrl = readLocationState();
  let state: HexEditorState =
    (fromUrl["hex"] && decodeState(fromUrl["hex"], fromUrl["corpus"] === "1")) || defaultState();
  let result: TurnResult | null = null;
  let chosen = 0;
  let picked: string | null = null;
  let loaded: LoadedCaseInfo | null = null;

  const edit = (next: HexEditorState): void => {
    state = next;
    chosen = 0;
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
    tool: () => board.clearSight(),
  });
  const board = createHexBoard({
    tool: toolbar.tool,
    apply: (target) => edit(applyTool(state, toolbar.tool(), target, toolbar.initiative())),
    move: (id, to) => edit(moveFigure(state, id, to)),
    select: (id) => {
      picked = id;
      renderInspector(inspector, state, picked, editFigure);
    },
    hover: (at) => {
      const sight = sightTo(state, viewpoint(state, result, chosen), at);
      if (sight && at) board.showSight(viewpoint(state, result, chosen)!, at, sight.line);
      else board.clearSight();
    },
  });
  const ability = createAbilityPanel((form: AbilityForm, live: boolean) => {
    state = { ...state, ability: form };
    chosen = 0;
    update(!live);
  });
  const deckPicker = createDeckPicker(
    () => state.ability,
    (form) => {
      state = { ...state, ability: form };
      chosen = 0;
      update(true);
    },
  );
  const options = createOptionsPanel((index) => {
    chosen = index;
    update(false);
  });
  const inspector = html("div", { class: "hx-inspector", "aria-live": "polite" });
  const status = html("p", { class: "hx-status", role: "status" });
  const cases = createCasePanel(
    wireCases({
      current: () => state,
      answers: () => answersOf(state, result),
      load: (next, info) => {
        loaded = info;
        toolbar.setRules(next.ruleSet, next.corpus);
        edit(next);
      },
      message: (text, problem) => cases.showMessage(text, problem),
      urlCaseId: fromUrl["case"] ?? null,
      setCases: (groups) => cases.setCases(groups),
    }),
  );

  function update(redrawAbility: boolean): void {
    const solved = solveHex(state);
    result = solved.result;
    const nameOf = namesOf(state.scenario);
    const expected: readonly CaseAnswer[] | null = loaded?.answers ?? null;
    board.render(state, result, chosen, expected);
    options.render(result, chosen, nameOf);
    if (redrawAbility) ability.render(state.ability);
    renderInspector(inspector, state, picked, editFigure);
    status.textContent = solved.error ? t("Hex.CoreError", { message: solved.error }) : "";
    const edited = loaded !== null && JSON.stringify(caseFromState(state, loaded.id)) !== loaded.snapshot;
    const actual = answersOf(state, result);
    cases.showComparison(
      loaded?.id ?? null,
      loaded?.answers && actual ? compareAnswers(loaded.answers, actual) : null,
      edited,
    );
    writeLocationState({
      hex: encodeState(state),
      corpus: state.corpus ? "1" : undefined,
      case: loaded && !edited ? loaded.id : undefined,
    });
  }

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
        html("div", { class: "hx-board-wrap" }, board.element),
        html("p", { id: "hex-board-help", class: "hx-hint" }, t("Hex.Board.Help")),
        status,
        options.element,
        cases.element,
      ),
      html("aside", { class: "hx-right" }, deckPicker.element, ability.element),
    ),
  );
  update(true);
}
