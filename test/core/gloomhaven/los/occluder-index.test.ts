import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Hex } from "../../../../src/core/hex";
import type { Board } from "../../../../src/core/gloomhaven/model";
import { losIndexFor } from "../../../../src/core/gloomhaven/los/occluder-index";
import { cornerX, cornerY } from "../../../../src/core/gloomhaven/los/lattice";
import { SegmentBuffer } from "../../../../src/core/gloomhaven/los/segment-buffer";
import { segmentsMeet } from "../../../../src/core/gloomhaven/los/segments";
import { arbitraryBoard, arbitraryHex } from "./random-board";

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

/** An occluder as lattice x1, y1, x2, y2 (the SegmentBuffer layout), for comparing lists. */
type Quad = [number, number, number, number];

function listOf(out: SegmentBuffer): Quad[] {
  const list: Quad[] = [];
  for (let i = 0; i < out.count; i++) {
    const d = out.data;
    list.push([d[4 * i] ?? 0, d[4 * i + 1] ?? 0, d[4 * i + 2] ?? 0, d[4 * i + 3] ?? 0]);
  }
  return list;
}

/**
 * The occluder filter as it was first written, in the real plane with a rounding slack: every
 * occluding canonical edge (0..2) of a hex whose centre lies within 2 of the centre segment (with
 * `edgesNear`, whose midpoint lies within 1.5), in column, row, edge order. The index now decides
 * the same on integers; both must list the same edges in the same order.
 */
function floatReference(board: Board, a: Hex, b: Hex, edgesNear: boolean, reach: number): Quad[] {
  const index = losIndexFor(board);
  const SQRT3 = Math.sqrt(3);
  const centre = (q: number, r: number): [number, number] => [1.5 * q, SQRT3 * (r + q / 2)];
  const [ax, ay] = centre(a.q, a.r);
  const [bx, by] = centre(b.q, b.r);
  const ux = bx - ax;
  const uy = by - ay;
  const uu = ux * ux + uy * uy;
  const distance = (x: number, y: number): number => {
    const t = uu === 0 ? 0 : Math.min(1, Math.max(0, ((x - ax) * ux + (y - ay) * uy) / uu));
    return Math.hypot(x - ax - t * ux, y - ay - t * uy);
  };
  const MID_X = [0.75, 0, -0.75];
  const MID_Y = [SQRT3 / 4, SQRT3 / 2, SQRT3 / 4];
  const list: Quad[] = [];
  for (let q = Math.min(a.q, b.q) - 1; q <= Math.max(a.q, b.q) + 1; q++)
    for (let r = -reach; r <= reach; r++) {
      const [x, y] = centre(q, r);
      if (distance(x, y) > 2 + 1e-9) continue;
      for (let d = 0; d < 3; d++) {
        if (!index.isEdgeOccluder(q, r, d)) continue;
        if (edgesNear && distance(x + (MID_X[d] ?? 0), y + (MID_Y[d] ?? 0)) > 1.5 + 1e-9) continue;
        const k = (d + 1) % 6;
        list.push([cornerX(q, r, d), cornerY(q, r, d), cornerX(q, r, k), cornerY(q, r, k)]);
      }
    }
  return list;
}

/** Whether the closed segment pq meets the convex hull of hexes a and b (exact, lattice units). */
function touchesHull(a: Hex, b: Hex, quad: Quad): boolean {
  const corners: [number, number][] = [];
  for (const h of [a, b])
    for (let k = 0; k < 6; k++) corners.push([cornerX(h.q, h.r, k), cornerY(h.q, h.r, k)]);
  const [x1, y1, x2, y2] = quad;
  // An end inside or on the hull: on the inner side of every hull edge (hull edges are corner
  // pairs with every corner on one side).
  const inside = (px: number, py: number): boolean =>
    corners.every(([cx, cy]) =>
      corners.every(([dx, dy]) => {
        if (cx === dx && cy === dy) return true;
        const side = corners.map(([ex, ey]) => Math.sign((dx - cx) * (ey - cy) - (dy - cy) * (ex - cx)));
        const onHull = side.every((s) => s >= 0) || side.every((s) => s <= 0);
        if (!onHull) return true;
        const own = Math.sign((dx - cx) * (py - cy) - (dy - cy) * (px - cx));
        return own === 0 || side.every((s) => s === 0 || s === own);
      }),
    );
  if (inside(x1, y1) || inside(x2, y2)) return true;
  return corners.some(([cx, cy]) => corners.some(([dx, dy]) => segmentsMeet(x1, y1, x2, y2, cx, cy, dx, dy)));
}

describe("collectOccluders", () => {
  const RADIUS = 5;
  it("lists the same occluders, in the same order, as the real-plane capsule filter it replaced", () => {
    fc.assert(
      fc.property(
        arbitraryBoard(RADIUS, 0.25),
        fc.array(fc.tuple(arbitraryHex(RADIUS + 2), arbitraryHex(RADIUS + 2), fc.boolean()), {
          minLength: 20,
          maxLength: 20,
        }),
        (board, pairs) => {
          const index = losIndexFor(board);
          const out = new SegmentBuffer();
          for (const [a, b, near] of pairs) {
            index.collectOccluders(a, b, out, near);
            expect(listOf(out), JSON.stringify({ a, b, near })).toEqual(
              floatReference(board, a, b, near, 3 * RADIUS + 6),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("keeps every occluding edge that touches the hull of the two hexes (the filter is conservative)", () => {
    fc.assert(
      fc.property(
        arbitraryBoard(RADIUS, 0.3),
        fc.array(fc.tuple(arbitraryHex(RADIUS + 1), arbitraryHex(RADIUS + 1)), {
          minLength: 10,
          maxLength: 10,
        }),
        (board, pairs) => {
          const index = losIndexFor(board);
          const out = new SegmentBuffer();
          for (const [a, b] of pairs) {
            index.collectOccluders(a, b, out, true);
            const kept = new Set(listOf(out).map((s) => s.join(",")));
            for (let q = -RADIUS - 3; q <= RADIUS + 3; q++)
              for (let r = -RADIUS - 3; r <= RADIUS + 3; r++)
                for (let d = 0; d < 3; d++) {
                  if (!index.isEdgeOccluder(q, r, d)) continue;
                  const k = d + 1;
                  const quad: Quad = [cornerX(q, r, d), cornerY(q, r, d), cornerX(q, r, k), cornerY(q, r, k)];
                  if (touchesHull(a, b, quad))
                    expect(kept.has(quad.join(",")), JSON.stringify({ a, b, quad })).toBe(true);
                }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("stays exact for hexes far apart and far from the origin", () => {
    const a = { q: 400, r: -390 };
    const b = { q: -380, r: 410 };
    const board: Board = {
      hexes: [a, b],
      wallHexes: [
        { q: 10, r: 10 },
        { q: 11, r: 11 },
        { q: -350, r: 380 },
      ],
      thinWalls: [],
      terrain: [],
      voidBlocksLos: false,
    };
    const out = new SegmentBuffer();
    losIndexFor(board).collectOccluders(a, b, out);
    expect(listOf(out)).toEqual(floatReference(board, a, b, false, 800));
    losIndexFor(board).collectOccluders(a, b, out, true);
    expect(listOf(out)).toEqual(floatReference(board, a, b, true, 800));
  });
});

describe("freeCorners", () => {
  it("has bit k set exactly when corner k touches no occluder, on and around the board", () => {
    fc.assert(
      fc.property(arbitraryBoard(4, 0.2), (board) => {
        const index = losIndexFor(board);
        // Radius 7 reaches beyond the indexed area (the board's hexes and a margin of 2).
        for (let q = -7; q <= 7; q++)
          for (let r = -7; r <= 7; r++) {
            const free = index.freeCorners(q, r);
            for (let k = 0; k < 6; k++)
              expect((free & (1 << k)) !== 0, JSON.stringify({ q, r, k })).toBe(index.isCornerFree(q, r, k));
          }
      }),
      { numRuns: 60 },
    );
  });
});
