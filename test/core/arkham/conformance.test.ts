import { describe, expect, it } from "vitest";
import {
  canonicalOutcomes,
  outcomesOf,
  readMythosCase,
  resolveMythosMovement,
} from "../../../src/core/arkham";
import cases from "../../fixtures/conformance/arkham/public.json";

// Compared as sets with the same function the CLI's `check` uses (canonicalOutcomes: each monster's
// outcomes de-duplicated and sorted), so the test and the command line cannot disagree.
describe("Arkham conformance cases (public.json, compared as sets)", () => {
  it("uses the arkham-movement-cases/1 schema and holds every public case", () => {
    expect(cases.schema).toBe("arkham-movement-cases/1");
    expect(cases.cases).toHaveLength(31);
    expect(cases.cases.flatMap((c) => Object.keys(c.expected))).toHaveLength(
      cases.cases.reduce((n, c) => n + c.monsters.length, 0),
    );
  });

  it.each(cases.cases.map((raw) => [raw.id, raw] as const))("%s", (_id, raw) => {
    const read = readMythosCase(raw);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const result = resolveMythosMovement(read.value.input);
    if (result.kind === "invalid") throw new Error(JSON.stringify(result.problems));
    const actual = Object.fromEntries(result.decisions.map((d) => [d.monsterId, outcomesOf(d)]));
    const expected = read.value.expected ?? {};
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(JSON.parse(canonicalOutcomes(actual))).toEqual(JSON.parse(canonicalOutcomes(expected)));
  });
});
