import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { hexDistance, type Hex } from "../../../src/core/hex";
import { createLineOfSight, findSightLine, type LosRule } from "../../../src/core/gloomhaven/line-of-sight";
import { arbitraryBoard, arbitraryHex } from "./los/random-board";

const RULES: LosRule[] = ["vertex", "any-point"];

/**
 * The yes/no test takes shortcuts the witness search does not: fewer occluders (only edges near
 * the hull of the two hexes), whole columns of the visibility square tried before the sweep, and
 * (vertex rule) a corridor cut by one band of occluders answering no before every corner pair is
 * tried. Each shortcut must leave every answer as the witness search finds it.
 */
describe("the yes/no line-of-sight test agrees with the witness search (LOS-2..LOS-5)", () => {
  const cases: [string, number, number][] = [
    ["scattered walls", 4, 0.12],
    ["crowded walls", 3, 0.3],
    ["a larger board", 5, 0.2],
  ];
  for (const rule of RULES) {
    for (const [name, radius, density] of cases) {
      test(`${rule}, ${name}: a sees b exactly when a witness line exists`, () => {
        let far = 0;
        fc.assert(
          fc.property(
            arbitraryBoard(radius, density),
            fc.array(fc.tuple(arbitraryHex(radius + 1), arbitraryHex(radius + 1)), {
              minLength: 30,
              maxLength: 30,
            }),
            (board, pairs) => {
              const sees = createLineOfSight(board, rule);
              for (const [a, b] of pairs) {
                if (hexDistance(a, b) >= 2) far++;
                const witness = findSightLine(board, a, b, rule);
                expect(sees(a, b), JSON.stringify({ a, b })).toBe(witness !== null);
              }
            },
          ),
          { numRuns: 60 },
        );
        expect(far).toBeGreaterThan(0);
      });
    }
  }

  test("every pair of a crowded board, both rules, both directions", () => {
    fc.assert(
      fc.property(arbitraryBoard(3, 0.25), (board) => {
        const area: Hex[] = [...board.hexes, ...board.wallHexes];
        for (const rule of RULES) {
          const sees = createLineOfSight(board, rule);
          for (const a of area)
            for (const b of area) expect(sees(a, b)).toBe(findSightLine(board, a, b, rule) !== null);
        }
      }),
      { numRuns: 8 },
    );
  });
});
