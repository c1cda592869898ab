// Expected vs actual answers of a loaded case, compared as sets (the conformance rule: README "check").
import { answerKey, type CaseAnswer } from "../../src/core/gloomhaven";

export interface AnswerComparison {
  readonly same: boolean;
  /** Expected answers the page does not give. */
  readonly missing: readonly CaseAnswer[];
  /** Answers the page gives that are not expected. */
  readonly extra: readonly CaseAnswer[];
  readonly matched: readonly CaseAnswer[];
}

/** Compares two answer sets by destination and attacked hexes, ignoring order. */
export function compareAnswers(
  expected: readonly CaseAnswer[],
  actual: readonly CaseAnswer[],
): AnswerComparison {
  const expectedKeys = new Set(expected.map(answerKey));
  const actualKeys = new Set(actual.map(answerKey));
  const missing = expected.filter((a) => !actualKeys.has(answerKey(a)));
  const extra = actual.filter((a) => !expectedKeys.has(answerKey(a)));
  const matched = expected.filter((a) => actualKeys.has(answerKey(a)));
  return { same: missing.length === 0 && extra.length === 0, missing, extra, matched };
}
