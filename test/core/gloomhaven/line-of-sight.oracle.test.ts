import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { sameHex, type Hex, type Point } from "../../../src/core/hex";
import { createLineOfSight, findSightLine, type LosRule } from "../../../src/core/gloomhaven/line-of-sight";
import type { Board } from "../../../src/core/gloomhaven/model";
import {
  blockersAround,
  cornersOf,
  criticalSegments,
  isBlockingHex,
  isClearOf,
  isInHexagon,
  samplePoints,
  TOLERANCE,
} from "./los/oracle";
import { arbitraryBoard, arbitraryHex } from "./los/random-board";

const RULES: LosRule[] = ["vertex", "any-point"];

/**
 * Checks one answer against the oracle; returns a description of the disagreement, or null.
 * Without LOS, no candidate may be clear: corner pairs (vertex rule), or points spread over both
 * hexes plus nudged lines through every two critical corners (any-point rule), which find any open
 * window however thin.
 */
function disagreement(board: Board, a: Hex, b: Hex, rule: LosRule): string | null {
  const sees = createLineOfSight(board, rule)(a, b);
  const witness = findSightLine(board, a, b, rule);
  if ((witness !== null) !== sees) return `witness ${JSON.stringify(witness)} but sees=${sees}`;
  const blockers = blockersAround(board, a, b);
  if (witness) {
    if (!isInHexagon(witness.from, cornersOf(a)) || !isInHexagon(witness.to, cornersOf(b)))
      return "witness outside";
    if (!isClearOf(witness.from, witness.to, blockers))
      return `witness ${JSON.stringify(witness)} is blocked`;
    const isCorner = (p: { x: number; y: number }, h: Hex): boolean =>
      cornersOf(h).some((c) => Math.hypot(c.x - p.x, c.y - p.y) < TOLERANCE);
    if (rule === "vertex" && !sameHex(a, b) && !(isCorner(witness.from, a) && isCorner(witness.to, b))) {
      return "vertex witness is not corner to corner";
    }
    return null;
  }
  if (isBlockingHex(board, a) || isBlockingHex(board, b)) return null;
  const from = rule === "vertex" ? cornersOf(a) : samplePoints(a, 2);
  const to = rule === "vertex" ? cornersOf(b) : samplePoints(b, 2);
  const candidates = from.flatMap((p) => to.map((q): [Point, Point] => [p, q]));
  if (rule === "any-point") candidates.push(...criticalSegments(a, b, blockers));
  const clear = candidates.find(([p, q]) => isClearOf(p, q, blockers));
  return clear ? `no LOS reported, but ${JSON.stringify(clear)} is clear` : null;
}

describe("line of sight agrees with an independent oracle (LOS-2, LOS-3)", () => {
  for (const rule of RULES) {
    test(`${rule}: every sighting has a clear witness in both hexes, and no candidate line is clear otherwise`, () => {
      fc.assert(
        fc.property(
          arbitraryBoard(4, 0.14),
          fc.array(fc.tuple(arbitraryHex(4), arbitraryHex(4)), { minLength: 8, maxLength: 8 }),
          (board, pairs) => {
            for (const [a, b] of pairs)
              expect(disagreement(board, a, b, rule), JSON.stringify({ a, b })).toBeNull();
          },
        ),
        { numRuns: rule === "vertex" ? 60 : 30 },
      );
    });

    test(`${rule}: the same holds on boards crowded with walls, where sight lines squeeze through gaps`, () => {
      fc.assert(
        fc.property(
          arbitraryBoard(3, 0.3),
          fc.array(fc.tuple(arbitraryHex(3), arbitraryHex(3)), { minLength: 8, maxLength: 8 }),
          (board, pairs) => {
            for (const [a, b] of pairs)
              expect(disagreement(board, a, b, rule), JSON.stringify({ a, b })).toBeNull();
          },
        ),
        { numRuns: rule === "vertex" ? 80 : 40 },
      );
    });

    test(`${rule}: the same holds for long sight lines across a wide board`, () => {
      // Hexes 24 columns apart: the corridor's far end lies beyond the point table's direct slots.
      fc.assert(
        fc.property(
          arbitraryBoard(12, 0.06),
          fc.integer({ min: 0, max: 12 }),
          fc.integer({ min: -12, max: 0 }),
          (board, r1, r2) => {
            const a = { q: -12, r: r1 };
            const b = { q: 12, r: r2 };
            expect(disagreement(board, a, b, rule), JSON.stringify({ a, b })).toBeNull();
          },
        ),
        { numRuns: 25 },
      );
    });
  }
});
