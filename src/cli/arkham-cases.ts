import {
  canonicalOutcomes,
  outcomesOf,
  readMythosCase,
  resolveMythosMovement,
  type ArkhamProblem,
} from "../core/arkham";
import { localizerFromJson, type Localizer } from "../view";
import languageFile from "../../lang/en.json";
import { caseError, caseId, isErrorOutput, type CaseFamily, type CaseOutput } from "./case-family";
import type { KeyShape } from "./case-family";

type Outcomes = Readonly<Record<string, readonly (readonly string[])[]>>;

let english: Localizer | undefined;
/** The English messages, flattened on first use: solving well-formed cases needs none. */
const i18n = (): Localizer => (english ??= localizerFromJson(languageFile));

/** An Arkham problem in English, from its message key in lang/en.json. */
function describeArkhamProblem(p: ArkhamProblem): string {
  return i18n().format(`MONSTER_AUTOPILOT.Problems.${p.code}`, p.params);
}

/** A case's problems in the CLI's error format (`<case id>: <JSON path>: <message>`; ...). */
export function arkhamCaseError(id: string, problems: readonly ArkhamProblem[]): string {
  return caseError(
    id,
    problems.map((p) => {
      const text = describeArkhamProblem(p);
      const prefix = `${p.path}: `; // the messages start with their path (lang/en.json)
      return { path: p.path, message: text.startsWith(prefix) ? text.slice(prefix.length) : text };
    }),
  );
}

/** Solves one Arkham case (spec §6) into the contract's `{id, outcomes}` or `{id, error}`. */
function solveArkhamCase(raw: unknown, index: number): CaseOutput {
  const id = caseId(raw, index);
  const read = readMythosCase(raw);
  if (!read.ok) return { id, error: arkhamCaseError(id, read.problems) };
  const result = resolveMythosMovement(read.value.input);
  if (result.kind === "invalid") return { id, error: arkhamCaseError(id, result.problems) };
  const outcomes: Record<string, string[][]> = {};
  for (const decision of result.decisions) outcomes[decision.monsterId] = outcomesOf(decision);
  return { id, outcomes };
}

/**
 * A case's stored outcomes as `check` compares them, from the case as its family read it: the
 * reading's problems, or none stored, are the case's error (a malformed case has no outcomes).
 */
export function storedOutcomes<Case extends { readonly expected?: unknown }>(
  id: string,
  read:
    | { readonly ok: true; readonly value: Case }
    | { readonly ok: false; readonly problems: readonly ArkhamProblem[] },
  outcomes: (expected: NonNullable<Case["expected"]>, read: Case) => unknown,
): CaseOutput {
  if (!read.ok) return { id, error: arkhamCaseError(id, read.problems) };
  const expected = read.value.expected;
  if (expected === undefined)
    return {
      id,
      error: caseError(id, [{ path: "$.expected", message: "the case stores no expected outcomes" }]),
    };
  return { id, outcomes: outcomes(expected as NonNullable<Case["expected"]>, read.value) };
}

/** The stored outcomes, read and validated with the rest of the case. */
function expectedOutcomes(raw: unknown, index: number): CaseOutput {
  return storedOutcomes(caseId(raw, index), readMythosCase(raw), (expected) => expected);
}

function outcomesIn(output: CaseOutput): Outcomes {
  return (output as { outcomes?: Outcomes }).outcomes ?? {};
}

/** Canonical text of the outcome sets (the core's one set comparison for Arkham, `canonicalOutcomes`). */
function canonicalOutcomeText(output: CaseOutput): string {
  return isErrorOutput(output)
    ? JSON.stringify({ error: output.error })
    : canonicalOutcomes(outcomesIn(output));
}

function describeOutcomes(output: CaseOutput): string[] {
  if (isErrorOutput(output)) return [`error: ${output.error}`];
  return Object.entries(outcomesIn(output)).map(([monster, options]) => {
    const text = options.map((path) => (path.length === 0 ? "stays" : path.join(" → "))).join(" | ");
    return `${monster}: ${text}`;
  });
}

/**
 * The keys of a case as its readers know them (src/core/arkham/mythos/read-case.ts, the board's in
 * src/core/arkham/board/load-board.ts), looked into where a key is optional (a misspelled required
 * key is already an error); `expected` is a record of monster ids.
 */
const ARKHAM_CASE_KEYS: KeyShape = {
  id: null,
  tags: null,
  note: null,
  board: {
    areas: [{ id: null, kind: null, name: null, unstable: null, aquatic: null, refuge: null }],
    adjacent: null,
    arrows: null,
  },
  investigators: null,
  monsters: [{ id: null, at: null, dimension: null, movement: null, special: null, name: null }],
  mythos: { card: null, white: null, black: null, modifiers: null },
  modifiers: null,
  expected: null,
};

/** Arkham case files (schema arkham-movement-cases/1, test/fixtures/conformance/arkham/README.md). */
export const arkhamCases: CaseFamily = {
  name: "arkham",
  knownKeys: ARKHAM_CASE_KEYS,
  solve: solveArkhamCase,
  expected: expectedOutcomes,
  canonical: canonicalOutcomeText,
  describe: describeOutcomes,
};
