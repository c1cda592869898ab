import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Hex } from "../../../../src/core/hex";
import type { Board } from "../../../../src/core/gloomhaven/model";
import { losIndexFor } from "../../../../src/core/gloomhaven/los/occluder-index";

const DQ = [1, 0, -1, -1, 0, 1];
const DR = [0, 1, 1, 0, -1, -1];
const hex = fc.record({ q: fc.integer({ min: -3, max: 3 }), r: fc.integer({ min: -3, max: 3 }) });
const key = (h: Hex): string => `${h.q},${h.r}`;

/** The occluders of BM-2..BM-4 from their definition, checked against the index on random boards. */
describe("losIndexFor", () => {
  it("marks exactly the edges between a blocking and an open hex, and wall lines not inside a blocker", () => {
    fc.assert(
      fc.property(
        fc.array(hex, { maxLength: 30 }),
        fc.array(hex, { maxLength: 6 }),
        fc.array(fc.tuple(hex, fc.integer({ min: 0, max: 5 })), { maxLength: 6 }),
        fc.boolean(),
        (hexes, wallHexes, thin, voidBlocksLos) => {
          const thinWalls = thin.map(
            ([h, d]) => [h, { q: h.q + (DQ[d] ?? 0), r: h.r + (DR[d] ?? 0) }] as const,
          );
          const board: Board = { hexes, wallHexes, thinWalls, terrain: [], voidBlocksLos };
          const index = losIndexFor(board);
          const playable = new Set(hexes.map(key));
          const walls = new Set(wallHexes.map(key));
          const lines = new Set(
            thinWalls.flatMap(([a, b]) => [`${key(a)}|${key(b)}`, `${key(b)}|${key(a)}`]),
          );
          const blocks = (h: Hex): boolean => walls.has(key(h)) || (voidBlocksLos && !playable.has(key(h)));
          for (let q = -6; q <= 6; q++)
            for (let r = -6; r <= 6; r++) {
              const here = { q, r };
              expect(index.isBlocker(q, r)).toBe(blocks(here));
              for (let d = 0; d < 6; d++) {
                const there = { q: q + (DQ[d] ?? 0), r: r + (DR[d] ?? 0) };
                const line = lines.has(`${key(here)}|${key(there)}`);
                const expected = blocks(here) !== blocks(there) || (line && !(blocks(here) && blocks(there)));
                expect(index.isEdgeOccluder(q, r, d)).toBe(expected);
              }
            }
        },
      ),
      { numRuns: 150 },
    );
  });
});
