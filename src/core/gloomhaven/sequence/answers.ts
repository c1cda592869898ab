import type { SequenceAbility, SequenceTurn } from "./abilities";
import { figureHex } from "./branch";
import type {
  SequenceAnswer,
  SequenceAnswerStep,
  SequenceOption,
  SequenceResult,
  SequenceStep,
} from "./steps";

/** A step as a case file stores it (CF-3); null for a narrated one, which a case file has no place for. */
function answerStep(step: SequenceStep): SequenceAnswerStep | null {
  switch (step.kind) {
    case "move":
      return { destination: step.destination };
    case "attack":
    case "path-attack":
      return { attacks: step.attacks };
    case "push":
    case "pull":
      return { moved: step.moved.map((m) => ({ from: m.from, to: m.to })) };
    case "control":
      return { controlled: step.controlled.map((c) => ({ by: c.by, attacks: c.attacks })) };
    case "narrated":
      return null;
  }
}

/** What a monster that does nothing does at one ability (a stunned monster, MX-7): stays, attacks nobody, moves nobody. */
function idleStep(turn: SequenceTurn, ability: SequenceAbility): SequenceAnswerStep | null {
  const at = figureHex(turn.scenario, turn.scenario.activeId) ?? { q: 0, r: 0 };
  switch (ability.kind) {
    case "move":
      return { destination: at };
    case "attack":
    case "path-attack":
      return { attacks: [] };
    case "push":
    case "pull":
      return { moved: [] };
    case "control":
      return { controlled: [] };
    case "narrated":
      return null;
  }
}

function compact<T>(list: readonly (T | null)[]): T[] {
  return list.filter((x): x is T => x !== null);
}

/**
 * The options of a sequence result as a version-2 case file stores them (CF-3): the first
 * co-focus's hex at the start of the turn (informative) and the steps; a stunned monster's one
 * idle option. Null for an invalid turn.
 */
export function sequenceAnswers(turn: SequenceTurn, result: SequenceResult): SequenceAnswer[] | null {
  if (result.kind === "invalid") return null;
  if (result.kind === "stunned")
    return [{ focus: null, steps: compact(turn.abilities.map((a) => idleStep(turn, a))) }];
  return result.options.map((option: SequenceOption) => {
    const [focus] = option.focus;
    return {
      focus: focus === undefined ? null : (figureHex(turn.scenario, focus) ?? null),
      steps: compact(option.steps.map(answerStep)),
    };
  });
}
