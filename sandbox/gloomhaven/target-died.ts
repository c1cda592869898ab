// "A target died" on the Hex tab (SQ-17): every answer assumes nobody dies; the GM names the attack
// after which a target died and sees the rest of the card worked out again on the board that
// attack leaves, with the focus kept while it lives (continueSequence).
import sequenceOptionsSource from "../../templates/gloomhaven/sequence-options.hbs?raw";
import type { Scenario } from "../../src/core/gloomhaven";
import {
  continueSequence,
  type SequenceOption,
  type SequenceResult,
  type SequenceTurn,
} from "../../src/core/gloomhaven/sequence";
import type { Hex } from "../../src/core/hex";
import { buildSequenceOptions } from "../../src/view/gloomhaven/sequence";
import { handlebars, html, i18n, keepingFocus, t } from "../ui";
import { rulesOf } from "./case-io";
import type { HexEditorState } from "./editor-state";
import { hexLabel } from "./options-panel";

const renderSequenceOptions = handlebars.compile(sequenceOptionsSource);

/** The board after the first `count` steps of an option: the monster where its moves took it, pushed and pulled figures where they ended. */
export function boardAfterSteps(scenario: Scenario, option: SequenceOption, count: number): Scenario {
  const moved = new Map<string, Hex>();
  for (const step of option.steps.slice(0, count)) {
    if (step.kind === "move") moved.set(scenario.activeId, step.destination);
    const forced =
      step.kind === "push" || step.kind === "pull" ? step.moved : step.kind === "attack" ? step.moved : [];
    for (const m of forced ?? []) moved.set(m.figureId, m.to);
  }
  return {
    ...scenario,
    figures: scenario.figures.map((f) => {
      const to = moved.get(f.id);
      return to ? { ...f, at: to } : f;
    }),
  };
}

/**
 * SQ-17: the rest of the card after step `after` (1-based) of an option when `figureId` died in
 * it: decided again from the next ability on, on the board the steps so far leave without that figure.
 */
export function restAfterDeath(
  turn: SequenceTurn,
  option: SequenceOption,
  after: number,
  figureId: string,
  state: HexEditorState,
): SequenceResult {
  const board = boardAfterSteps(turn.scenario, option, after);
  const scenario = { ...board, figures: board.figures.filter((f) => f.id !== figureId) };
  return continueSequence(turn, after, scenario, rulesOf(state), option.focus[0]);
}

/** The attack steps of an option that hit somebody, as [step number, target ids]. */
function attackSteps(option: SequenceOption): [number, readonly string[]][] {
  return option.steps.flatMap((s, i): [number, readonly string[]][] =>
    (s.kind === "attack" || s.kind === "path-attack") && s.targets.length > 0 && i < option.steps.length - 1
      ? [[i + 1, s.targets]]
      : [],
  );
}

/** The panel: which attack, which target, and the rest of the card worked out again. */
export function createTargetDied(): {
  readonly element: HTMLElement;
  readonly render: (
    state: HexEditorState,
    turn: SequenceTurn | null,
    option: SequenceOption | undefined,
    nameOf: (id: string) => string,
  ) => void;
} {
  let last: {
    state: HexEditorState;
    turn: SequenceTurn;
    option: SequenceOption;
    nameOf: (id: string) => string;
  } | null = null;
  const stepSelect = html("select", { id: "hex-died-step" });
  const figureSelect = html("select", { id: "hex-died-figure" });
  const button = html("button", { type: "button", id: "hex-died-go" }, t("Hex.Seq.Died.Go"));
  const rest = html("div", { class: "hx-died-rest monster-autopilot", "aria-live": "polite" });
  const element = html(
    "details",
    { class: "hx-died" },
    html("summary", {}, t("Hex.Seq.Died.Summary")),
    html("label", { for: "hex-died-step" }, t("Hex.Seq.Died.After")),
    stepSelect,
    html("label", { for: "hex-died-figure" }, t("Hex.Seq.Died.Who")),
    figureSelect,
    button,
    rest,
  );
  const fillFigures = (): void => {
    const steps = last ? attackSteps(last.option) : [];
    const targets = steps.find(([n]) => String(n) === stepSelect.value)?.[1] ?? [];
    figureSelect.replaceChildren(
      ...targets.map((id) => html("option", { value: id }, last?.nameOf(id) ?? id)),
    );
  };
  stepSelect.addEventListener("change", fillFigures);
  button.addEventListener("click", () => {
    if (!last || figureSelect.value === "") return;
    const after = Number(stepSelect.value);
    const figure = figureSelect.value;
    const result = restAfterDeath(last.turn, last.option, after, figure, last.state);
    const naming = { nameOf: last.nameOf, hexLabel };
    rest.replaceChildren(
      html(
        "p",
        { class: "hx-died-heading" },
        t("Hex.Seq.Died.Heading", { n: after + 1, name: last.nameOf(figure) }),
      ),
    );
    rest.insertAdjacentHTML(
      "beforeend",
      renderSequenceOptions(buildSequenceOptions(i18n, result, -1, { kind: "choosing" }, naming)),
    );
  });
  return {
    element,
    render(state, turn, option, nameOf) {
      const steps = option ? attackSteps(option) : [];
      element.hidden = !turn || !option || steps.length === 0;
      rest.replaceChildren();
      if (!turn || !option) {
        last = null;
        return;
      }
      last = { state, turn, option, nameOf };
      keepingFocus(element, () => {
        const previous = stepSelect.value;
        stepSelect.replaceChildren(
          ...steps.map(([n]) => html("option", { value: n }, t("Hex.Seq.Died.Step", { n }))),
        );
        if (steps.some(([n]) => String(n) === previous)) stepSelect.value = previous;
        fillFigures();
      });
    },
  };
}
