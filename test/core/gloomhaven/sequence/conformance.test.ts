import { describe, expect, it } from "vitest";
import { SEQUENCE_CASES, solveSequenceCase, storedSet } from "./sequence-corpus";

// Table-driven over the public sequence cases: one test per case id, comparing sets of whole-turn options (CF-3).
describe("Gloomhaven-family sequence conformance (gloomhaven-sequences/public.json)", () => {
  it("has the 40 public sequence cases", () => {
    expect(SEQUENCE_CASES).toHaveLength(40);
  });

  for (const c of SEQUENCE_CASES) {
    it(`${c.id} gives exactly the stored options`, () => {
      expect(solveSequenceCase(c)).toEqual(storedSet(c));
    });
  }
});
