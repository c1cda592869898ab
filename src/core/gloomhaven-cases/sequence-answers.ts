import { compareHex, hexKey, type Hex } from "../hex";
import type { SequenceAnswer, SequenceAnswerStep } from "../gloomhaven/sequence";

const sortedKeys = (hexes: readonly Hex[]): string => [...hexes].sort(compareHex).map(hexKey).join(" ");

/** Canonical text of one step (CF-3): the order of hexes inside a list does not matter. */
function stepKey(step: SequenceAnswerStep): string {
  if ("destination" in step) return `to ${hexKey(step.destination)}`;
  if ("attacks" in step) return `attack [${sortedKeys(step.attacks)}]`;
  if ("moved" in step)
    return `moved [${step.moved
      .map((m) => `${hexKey(m.from)}>${hexKey(m.to)}`)
      .sort()
      .join(" ")}]`;
  return `controlled [${step.controlled
    .map((c) => `${hexKey(c.by)}>${sortedKeys(c.attacks)}`)
    .sort()
    .join(" ")}]`;
}

/** Canonical text of one option: its steps in order (the focus is informative, CF-3). */
function sequenceAnswerKey(answer: SequenceAnswer): string {
  return answer.steps.map(stepKey).join(" | ");
}

/** A version-2 answer list as a set (CF-3): each option's key once, sorted. */
export function sequenceAnswerSet(answers: readonly SequenceAnswer[]): string[] {
  return [...new Set(answers.map(sequenceAnswerKey))].sort();
}

/** Expected against actual version-2 answers, compared as sets of options (CF-3). */
export interface SequenceAnswerComparison {
  readonly same: boolean;
  /** Expected options that are not given. */
  readonly missing: readonly SequenceAnswer[];
  /** Given options that are not expected. */
  readonly extra: readonly SequenceAnswer[];
  readonly matched: readonly SequenceAnswer[];
}

/** Compares two version-2 answer lists as sets by their steps (CF-3), ignoring order, repeats and the informative focus. */
export function compareSequenceAnswers(
  expected: readonly SequenceAnswer[],
  actual: readonly SequenceAnswer[],
): SequenceAnswerComparison {
  const expectedKeys = new Set(expected.map(sequenceAnswerKey));
  const actualKeys = new Set(actual.map(sequenceAnswerKey));
  const missing = expected.filter((a) => !actualKeys.has(sequenceAnswerKey(a)));
  const extra = actual.filter((a) => !expectedKeys.has(sequenceAnswerKey(a)));
  const matched = expected.filter((a) => actualKeys.has(sequenceAnswerKey(a)));
  return { same: missing.length === 0 && extra.length === 0, missing, extra, matched };
}
