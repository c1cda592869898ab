import { describe, expect, it } from "vitest";
import { answerSet, compareAnswers } from "../../../src/core/gloomhaven-cases";

const h = (q: number, r: number) => ({ q, r });

describe("Gloomhaven answers compared as sets (OUT-2)", () => {
  const a = { destination: h(1, 1), attacks: [h(2, 1), h(2, 2)] };
  const aReordered = { destination: h(1, 1), attacks: [h(2, 2), h(2, 1)] };
  const b = { destination: h(1, 2), attacks: [] };

  it("ignores the order of answers and of attacked hexes, and repeats", () => {
    expect(answerSet([a, b, aReordered])).toEqual(answerSet([b, a]));
    expect(answerSet([a, aReordered])).toHaveLength(1);
    expect(compareAnswers([a, b], [b, aReordered, b]).same).toBe(true);
  });

  it("tells answers apart by end hex and by targets", () => {
    expect(answerSet([a])).not.toEqual(answerSet([{ ...a, destination: h(0, 0) }]));
    expect(compareAnswers([a], [{ ...a, attacks: [h(2, 1)] }]).same).toBe(false);
  });
});
