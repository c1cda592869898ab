import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indexBoard } from "../../../src/core/gloomhaven/compiled-board";
import { createLineOfSight } from "../../../src/core/gloomhaven/line-of-sight";
import type { Board } from "../../../src/core/gloomhaven/model";
import { createNodeSight } from "../../../src/core/gloomhaven/sight";
import { hexesWithin } from "./los/board-builder";
import { arbitraryBoard } from "./los/random-board";

/**
 * The node sight memo answers every pair of distinct nodes, in either order and when asked again,
 * as line of sight does (a node is always in its own sight).
 */
describe("createNodeSight", () => {
  for (const vertexRule of [true, false]) {
    it(`memoises every node pair (${vertexRule ? "vertex" : "any-point"} rule)`, () => {
      fc.assert(
        fc.property(arbitraryBoard(3, 0.2), (board) => {
          const index = indexBoard(board);
          const sight = createNodeSight(board, index, vertexRule);
          const los = createLineOfSight(board, vertexRule ? "vertex" : "any-point");
          for (let round = 0; round < 2; round++)
            for (let a = 0; a < index.size; a++)
              for (let b = 0; b < index.size; b++) {
                const from = index.hexes[a]!;
                const to = index.hexes[b]!;
                expect(sight(a, b), JSON.stringify({ from, to })).toBe(a === b || los(from, to));
              }
        }),
        { numRuns: 12 },
      );
    });
  }

  it("answers each rule as its own line of sight does when a board is asked under both", () => {
    fc.assert(
      fc.property(arbitraryBoard(3, 0.25), fc.boolean(), (board, vertexFirst) => {
        const index = indexBoard(board);
        const first = createNodeSight(board, index, vertexFirst);
        const second = createNodeSight(board, index, !vertexFirst);
        const firstLos = createLineOfSight(board, vertexFirst ? "vertex" : "any-point");
        const secondLos = createLineOfSight(board, vertexFirst ? "any-point" : "vertex");
        for (let a = 0; a < index.size; a++)
          for (let b = 0; b < index.size; b++) {
            if (a === b) continue;
            const from = index.hexes[a]!;
            const to = index.hexes[b]!;
            // Every other pair under the first rule only, so the second meets known and unknown pairs.
            if ((a + b) % 2 === 0) expect(first(a, b)).toBe(firstLos(from, to));
            expect(second(b, a), JSON.stringify({ from, to })).toBe(secondLos(from, to));
          }
      }),
      { numRuns: 25 },
    );
  });

  it("keeps a memo by rows on boards beyond the flat table's size", () => {
    const hexes = hexesWithin(19);
    const board: Board = {
      hexes,
      wallHexes: [{ q: 0, r: 0 }],
      thinWalls: [
        [
          { q: 3, r: 0 },
          { q: 4, r: 0 },
        ],
      ],
      terrain: [],
      voidBlocksLos: false,
    };
    const index = indexBoard(board);
    expect(index.size).toBeGreaterThan(1024);
    const sight = createNodeSight(board, index, true);
    const los = createLineOfSight(board, "vertex");
    let blocked = 0;
    for (let a = 0; a < index.size; a += 37)
      for (let b = 0; b < index.size; b += 41) {
        const seen = a === b || los(index.hexes[a]!, index.hexes[b]!);
        if (!seen) blocked++;
        expect(sight(a, b)).toBe(seen);
        expect(sight(b, a)).toBe(seen);
      }
    expect(blocked).toBeGreaterThan(0);
  });
});
