import { describe, expect, it } from "vitest";
import { canonicalOutcomes, outcomeSet } from "../../../src/core/arkham";

describe("Arkham outcomes compared as sets (spec §6)", () => {
  it("ignores the order of outcomes and repeats, but not the order of areas within one path", () => {
    expect(outcomeSet([["b"], ["a", "c"], ["b"]])).toEqual(outcomeSet([["a", "c"], ["b"]]));
    expect(outcomeSet([["a", "c"]])).not.toEqual(outcomeSet([["c", "a"]]));
  });

  it("compares every monster, whatever order the monsters come in", () => {
    expect(canonicalOutcomes({ m1: [[]], m2: [["x"], ["y"]] })).toBe(
      canonicalOutcomes({ m2: [["y"], ["x"], ["y"]], m1: [[]] }),
    );
    expect(canonicalOutcomes({ m1: [[]] })).not.toBe(canonicalOutcomes({ m1: [["x"]] }));
  });
});
