// The public sequence cases (test/fixtures/conformance/gloomhaven-sequences/), read once for the tests.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { decideSequence, sequenceAnswers } from "../../../../src/core/gloomhaven/sequence";
import {
  parseSequenceCase,
  sequenceAnswerSet,
  type SequenceCase,
} from "../../../../src/core/gloomhaven-cases";

const file = fileURLToPath(
  new URL("../../../fixtures/conformance/gloomhaven-sequences/public.json", import.meta.url),
);

/** The raw public sequence cases. */
export const RAW_SEQUENCE_CASES: readonly unknown[] = JSON.parse(readFileSync(file, "utf8")) as unknown[];

/** The public sequence cases, read (a case that does not read throws: the fixture is fixed). */
export const SEQUENCE_CASES: readonly SequenceCase[] = RAW_SEQUENCE_CASES.map((raw) => {
  const parsed = parseSequenceCase(raw);
  if (!parsed.ok) throw new Error(`a public sequence case does not read: ${JSON.stringify(parsed.problems)}`);
  return parsed.value;
});

/** The engine's answers to a case as a set (CF-3). */
export function solveSequenceCase(c: SequenceCase): string[] {
  const answers = sequenceAnswers(c.turn, decideSequence(c.turn, c.rules));
  if (answers === null) throw new Error(`${c.id} is invalid`);
  return sequenceAnswerSet(answers);
}

/** The stored answers of a case as a set. */
export function storedSet(c: SequenceCase): string[] {
  return sequenceAnswerSet(c.answers ?? []);
}
