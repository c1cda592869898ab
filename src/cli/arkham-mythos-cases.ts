import { canonicalRecord, outskirtsIds, readPhaseCase, recordSet, runPhaseCase } from "../core/arkham";
import { arkhamCaseError, storedOutcomes } from "./arkham-cases";
import { caseId, isErrorOutput, type CaseFamily, type CaseOutput } from "./case-family";

/** The schema of Mythos-phase case files (mythos §C). */
export const ARKHAM_MYTHOS_SCHEMA = "arkham-mythos-cases/1";

/** Records in their normalised form (mythos §C): defaults dropped, sets and keys sorted. */
const normalised = (records: readonly unknown[], before: readonly string[]): unknown[] =>
  records.map((r) => JSON.parse(canonicalRecord(r, before)) as unknown);

/** Solves one Mythos-phase case into the contract's `{id, outcomes}` (normalised records) or `{id, error}`. */
function solvePhaseCase(raw: unknown, index: number): CaseOutput {
  const id = caseId(raw, index);
  const read = readPhaseCase(raw);
  if (!read.ok) return { id, error: arkhamCaseError(id, read.problems) };
  const result = runPhaseCase(read.value);
  if (result.kind === "invalid") return { id, error: arkhamCaseError(id, result.problems) };
  return {
    id,
    outcomes: normalised(
      result.outcomes.map((o) => o.record),
      outskirtsIds(read.value.board, read.value.state),
    ),
  };
}

/** The stored outcome records, normalised against the case's own Outskirts (a malformed case has none). */
function expectedPhaseOutcomes(raw: unknown, index: number): CaseOutput {
  return storedOutcomes(caseId(raw, index), readPhaseCase(raw), (expected, read) =>
    normalised(expected, outskirtsIds(read.board, read.state)),
  );
}

const recordsIn = (output: CaseOutput): readonly unknown[] =>
  (output as { outcomes?: readonly unknown[] }).outcomes ?? [];

/** Canonical text of the outcome set: both sides are normalised already, so `outskirts` is kept as written. */
function canonicalPhaseText(output: CaseOutput): string {
  return isErrorOutput(output)
    ? JSON.stringify({ error: output.error })
    : JSON.stringify(recordSet(recordsIn(output), null));
}

function describePhaseOutcomes(output: CaseOutput): string[] {
  if (isErrorOutput(output)) return [`error: ${output.error}`];
  const records = recordSet(recordsIn(output), null);
  if (records.length === 0) return ["no outcome"];
  return records.map((text, i) => `outcome ${i + 1}: ${text}`);
}

/** Arkham Mythos-phase case files (schema arkham-mythos-cases/1, test/fixtures/conformance/arkham-mythos/README.md). */
export const arkhamMythosCases: CaseFamily = {
  name: "arkham-mythos",
  solve: solvePhaseCase,
  expected: expectedPhaseOutcomes,
  canonical: canonicalPhaseText,
  describe: describePhaseOutcomes,
};
