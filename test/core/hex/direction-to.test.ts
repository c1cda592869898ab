import { describe, expect, it } from "vitest";
import { DIRECTIONS, directionTo } from "../../../src/core/hex";

describe("directionTo (BM-1)", () => {
  it("names the direction of each of the six neighbours and nothing else", () => {
    for (let dq = -3; dq <= 3; dq++)
      for (let dr = -3; dr <= 3; dr++) {
        const expected = DIRECTIONS.findIndex((o) => o.q === dq && o.r === dr);
        const a = { q: 7, r: -4 };
        expect(directionTo(a, { q: a.q + dq, r: a.r + dr }), `${dq},${dr}`).toBe(
          expected < 0 ? undefined : expected,
        );
      }
  });
});
