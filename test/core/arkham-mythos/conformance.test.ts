import { describe, expect, it } from "vitest";
import { outskirtsIds, readPhaseCase, recordSet, runPhaseCase } from "../../../src/core/arkham";
import cases from "../../fixtures/conformance/arkham-mythos/public.json";

// Compared as sets with the normalisation of mythos §C (recordSet: defaults dropped, set-valued
// lists and keys sorted, each record once), the function the command line's `check` uses too.
describe("Arkham Mythos-phase conformance cases (public.json, compared as sets)", () => {
  it("uses the arkham-mythos-cases/1 schema and holds every public case", () => {
    expect(cases.schema).toBe("arkham-mythos-cases/1");
    expect(cases.cases).toHaveLength(36);
  });

  it.each(cases.cases.map((raw) => [raw.id, raw] as const))("%s", (_id, raw) => {
    const read = readPhaseCase(raw);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const result = runPhaseCase(read.value, true);
    if (result.kind === "invalid") throw new Error(JSON.stringify(result.problems));
    const before = outskirtsIds(read.value.board, read.value.state);
    const expected = read.value.expected ?? [];
    expect(expected.length).toBeGreaterThan(0);
    // The stored answers hold no duplicates (mythos §C), so their set is as long as the list.
    expect(recordSet(expected, before)).toHaveLength(expected.length);
    expect(
      recordSet(
        result.outcomes.map((o) => o.record),
        before,
      ),
    ).toEqual(recordSet(expected, before));
  });
});
