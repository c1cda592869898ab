import { describe, expect, it } from "vitest";
import { outcomesOf, readMythosCase, resolveMythosMovement } from "../../../src/core/arkham";
import cases from "../../fixtures/conformance/arkham/public.json";

/** A set of outcomes as sorted text, so sets compare regardless of order. */
function asSet(outcomes: readonly (readonly string[])[]): string[] {
  return outcomes.map((path) => JSON.stringify(path)).sort();
}

describe("Arkham conformance cases (public.json, compared as sets)", () => {
  it("uses the arkham-movement-cases/1 schema", () => {
    expect(cases.schema).toBe("arkham-movement-cases/1");
  });

  it.each(cases.cases.map((raw) => [raw.id, raw] as const))("%s", (_id, raw) => {
    const read = readMythosCase(raw);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    const result = resolveMythosMovement(read.value.input);
    if (result.kind === "invalid") throw new Error(JSON.stringify(result.problems));
    const actual = Object.fromEntries(result.decisions.map((d) => [d.monsterId, asSet(outcomesOf(d))]));
    const expected = Object.fromEntries(
      Object.entries(read.value.expected ?? {}).map(([id, outcomes]) => [id, asSet(outcomes)]),
    );
    expect(actual).toEqual(expected);
  });
});
