// Answers in the case format and the one way to compare them as sets (OUT-2), shared by the CLI's
// `check`, the sandbox's case panel and the conformance tests.
import { compareHex, hexKey, type Hex } from "../hex";
import type { Scenario, TurnResult } from "../gloomhaven";

/** One stored answer: where the monster ends and the hexes of the figures it attacks. */
export interface CaseAnswer {
  readonly destination: Hex;
  readonly attacks: readonly Hex[];
}

/** The answers of a turn result in the case format (OUT-2): end hex and attacked figures' hexes; null if invalid. */
export function caseAnswers(result: TurnResult, scenario: Scenario): CaseAnswer[] | null {
  const start = scenario.figures.find((f) => f.id === scenario.activeId)?.at;
  switch (result.kind) {
    case "invalid":
      return null;
    case "stunned":
    case "no-focus":
      return start ? [{ destination: start, attacks: [] }] : [];
    case "act":
      return result.options.map((o) => ({
        destination: o.endHex,
        attacks: o.targets.map((id) => figureAt(scenario, id)),
      }));
  }
}

/** The hex of a figure a result names; every figure a result names is one of the scenario's. */
function figureAt(scenario: Scenario, id: string): Hex {
  const figure = scenario.figures.find((f) => f.id === id);
  if (figure === undefined) throw new Error(`the result names a figure the scenario does not hold: ${id}`);
  return figure.at;
}

/** Canonical text of one answer: destination, then the attacked hexes sorted. */
function answerKey(answer: CaseAnswer): string {
  return [answer.destination, ...[...answer.attacks].sort(compareHex)].map(hexKey).join("|");
}

/** An answer list as a set: each answer's key once, sorted (OUT-2: order and repeats do not matter). */
export function answerSet(answers: readonly CaseAnswer[]): string[] {
  return [...new Set(answers.map(answerKey))].sort();
}

/** Expected against actual answers, compared as sets (OUT-2). */
export interface AnswerComparison {
  readonly same: boolean;
  /** Expected answers that are not given. */
  readonly missing: readonly CaseAnswer[];
  /** Given answers that are not expected. */
  readonly extra: readonly CaseAnswer[];
  readonly matched: readonly CaseAnswer[];
}

/** Compares two answer lists as sets by destination and attacked hexes, ignoring order and repeats. */
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
