// The public conformance corpus (test/fixtures/conformance/gloomhaven/public.json), parsed once.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { decideMonsterTurn } from "../../../src/core/gloomhaven";
import { answerSet, caseAnswers, parseCase, type GloomhavenCase } from "../../../src/core/gloomhaven-cases";

/** An answer set as sorted canonical text: the case format's one set comparison, as the CLI uses it. */
export { answerSet };

const file = resolve(import.meta.dirname, "../../fixtures/conformance/gloomhaven/public.json");

/** The raw case objects, in file order. */
export const RAW_CASES: readonly unknown[] = JSON.parse(readFileSync(file, "utf8")) as unknown[];

/** Every case parsed into the core model (a parse failure throws: the corpus must parse). */
export const CASES: readonly GloomhavenCase[] = RAW_CASES.map((raw) => {
  const parsed = parseCase(raw);
  if (!parsed.ok) throw new Error(`corpus case does not parse: ${JSON.stringify(parsed.problems)}`);
  return parsed.value;
});

/** Solves a case and returns its answer set. */
export function solveCase(c: GloomhavenCase): string[] {
  const result = decideMonsterTurn(c.scenario, c.action, c.rules);
  const answers = caseAnswers(result, c.scenario);
  if (answers === null) throw new Error(`${c.id} is invalid: ${JSON.stringify(result)}`);
  return answerSet(answers);
}
