// The options list with its explanation in words: the Foundry Monster turn window's own template
// (templates/gloomhaven/turn-options.hbs) over its view-model (src/view/gloomhaven/turn-options.ts).
import turnOptionsSource from "../../templates/gloomhaven/turn-options.hbs?raw";
import sequenceOptionsSource from "../../templates/gloomhaven/sequence-options.hbs?raw";
import type { SequenceResult } from "../../src/core/gloomhaven/sequence";
import { buildSequenceOptions } from "../../src/view/gloomhaven/sequence";
import type { Hex } from "../../src/core/hex";
import type { TurnResult } from "../../src/core/gloomhaven";
import { toMonsterAction } from "../../src/view/gloomhaven";
import { buildTurnOptions } from "../../src/view/gloomhaven";
import type { HexEditorState } from "./editor-state";
import { html } from "../ui";
import { handlebars, i18n } from "../ui";
import "../styles/tooltips.css";

const renderOptions = handlebars.compile(turnOptionsSource);
const renderSequenceOptions = handlebars.compile(sequenceOptionsSource);

export interface OptionsPanel {
  readonly element: HTMLElement;
  readonly render: (
    state: HexEditorState,
    result: TurnResult | null,
    selected: number,
    nameOf: (id: string) => string,
  ) => void;
  /** A whole card's options as numbered steps in words, with the rulings and the SQ-17 assumption (the Foundry window's part). */
  readonly renderSequence: (
    result: SequenceResult | null,
    selected: number,
    nameOf: (id: string) => string,
  ) => void;
}

/** How the sandbox names a hex in explanations: its axial coordinates. */
export function hexLabel(h: Hex): string {
  return `(${h.q}, ${h.r})`;
}

/** Builds the panel; `onSelect` runs when an option is clicked or chosen with Enter/Space. */
export function createOptionsPanel(onSelect: (index: number) => void): OptionsPanel {
  const element = html("div", { class: "hx-options monster-autopilot" });
  /** The full list stays open across the redraw that follows a pick made in it. */
  let keepFullListOpen = false;
  const choose = (target: EventTarget | null): boolean => {
    const option = target instanceof Element ? target.closest('[data-action="selectOption"]') : null;
    if (!option) return false;
    const inFullList = option.closest(".ma-all-options") !== null;
    keepFullListOpen = inFullList;
    onSelect(Number(option.getAttribute("data-index")));
    // Focus stays on the same row: in the full list when the click was there, else in the groups.
    const scope = inFullList ? ".ma-all-options " : ".ma-option-groups ";
    const index = CSS.escape(option.getAttribute("data-index") ?? "");
    // A whole card's list has no groups: its one row of that index.
    (
      element.querySelector<HTMLElement>(`${scope}[data-index="${index}"]`) ??
      element.querySelector<HTMLElement>(`[data-action="selectOption"][data-index="${index}"]`)
    )?.focus();
    return true;
  };
  element.addEventListener("click", (event) => choose(event.target));
  element.addEventListener("keydown", (event) => {
    if ((event.key === "Enter" || event.key === " ") && choose(event.target)) event.preventDefault();
  });
  return {
    element,
    render(state, result, selected, nameOf) {
      element.innerHTML = renderOptions(
        buildTurnOptions(i18n, {
          result,
          sceneProblems: [],
          warnings: [],
          selected,
          canUndo: false,
          busy: false,
          moved: false,
          nameOf,
          hexLabel,
          scenario: state.scenario,
          action: toMonsterAction(state.ability),
        }),
      );
      keepOpen();
    },
    renderSequence(result, selected, nameOf) {
      element.innerHTML = renderSequenceOptions(
        buildSequenceOptions(i18n, result, selected, { kind: "choosing" }, { nameOf, hexLabel }),
      );
    },
  };
  function keepOpen(): void {
    const fullList = element.querySelector<HTMLDetailsElement>(".ma-all-options");
    if (fullList && keepFullListOpen) fullList.open = true;
    keepFullListOpen = false;
  }
}
