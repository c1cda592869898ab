import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bandsOfJoined,
  buildBands,
  chooseCorridor,
  isCutExactly,
  type Bands,
} from "../../../../src/core/gloomhaven/los/corridor";
import { cornerX, cornerY } from "../../../../src/core/gloomhaven/los/lattice";
import { losIndexFor } from "../../../../src/core/gloomhaven/los/occluder-index";
import { LosScratch } from "../../../../src/core/gloomhaven/los/scratch";
import { isCorridorCut } from "../../../../src/core/gloomhaven/los/window-sweep";
import { arbitraryBoard, arbitraryHex } from "./random-board";

/**
 * LOS-5 step 1 from its definition in the real plane: the long diagonal (corner k to k + 3) whose
 * direction, at 60k degrees, has the smallest |dot product| with the centre line, the lowest k on
 * a tie (within rounding).
 */
function diagonalByAngles(dq: number, dr: number): number {
  const ux = 1.5 * dq;
  const uy = Math.sqrt(3) * (dr + dq / 2);
  let best = 0;
  let bestDot = Infinity;
  for (let k = 0; k < 3; k++) {
    const dot = Math.abs(ux * Math.cos((k * Math.PI) / 3) + uy * Math.sin((k * Math.PI) / 3));
    if (dot < bestDot - 1e-9) {
      best = k;
      bestDot = dot;
    }
  }
  return best;
}

describe("chooseCorridor", () => {
  it("takes the diagonal closest to perpendicular to the centre line, as the real-plane angles say", () => {
    const a = { q: 3, r: -2 };
    for (let dq = -15; dq <= 15; dq++)
      for (let dr = -15; dr <= 15; dr++) {
        const b = { q: a.q + dq, r: a.r + dr };
        const k = diagonalByAngles(dq, dr);
        expect(chooseCorridor(a, b), JSON.stringify({ dq, dr })).toEqual({
          a0x: cornerX(a.q, a.r, k),
          a0y: cornerY(a.q, a.r, k),
          b0x: cornerX(b.q, b.r, k),
          b0y: cornerY(b.q, b.r, k),
          dx: cornerX(a.q, a.r, k + 3) - cornerX(a.q, a.r, k),
          dy: cornerY(a.q, a.r, k + 3) - cornerY(a.q, a.r, k),
        });
      }
  });
});

/**
 * The sweep's cut test (a band with an end below every sight line, v0 <= 0 and v1 <= 0, and one
 * above, v0 >= 1 and v1 >= 1) on the built bands, with their rounding undone: an end's v0 and v1
 * are fractions of small integers, so one within 1e-9 of 0 or 1 is exactly 0 or 1 (the float sum
 * slope + offset can give 0.9999999999999999 for 1).
 */
function cutBeyondRounding(bands: Bands): boolean {
  const EPSILON = 1e-9;
  const low = [...bands.below.subarray(0, bands.count)];
  const high = [...bands.above.subarray(0, bands.count)];
  for (let e = 0; e < bands.ends; e++) {
    const v0 = bands.offset[e]!;
    const v1 = bands.slope[e]! + v0;
    if (v0 <= EPSILON && v1 <= EPSILON) low[bands.band[e]!] = 1;
    if (v0 >= 1 - EPSILON && v1 >= 1 - EPSILON) high[bands.band[e]!] = 1;
  }
  return low.some((l, b) => l === 1 && high[b] === 1);
}

describe("isCutExactly", () => {
  it("says what the sweep's cut test says of the built bands, exactly, and leaves the points those bands are made of", () => {
    const scratch = new LosScratch();
    const reference = new LosScratch();
    fc.assert(
      fc.property(arbitraryBoard(4, 0.25), arbitraryHex(), arbitraryHex(), (board, a, b) => {
        const index = losIndexFor(board);
        index.collectOccluders(a, b, scratch.segments, true);
        index.collectOccluders(a, b, reference.segments, true);
        const corridor = chooseCorridor(a, b);
        const expected = buildBands(
          corridor,
          reference.segments,
          reference.vertices,
          reference.points,
          reference.bands,
        );
        const cut = isCutExactly(corridor, scratch.segments, scratch.vertices, scratch.points);
        expect(cut).toBe(cutBeyondRounding(expected));
        // The sweep's floating-point test can only miss a cut that lies on the square's border.
        if (isCorridorCut(expected, reference.sweep)) expect(cut).toBe(true);
        const bands = bandsOfJoined(corridor, scratch.points, scratch.bands);
        expect(bands.count).toBe(expected.count);
        expect(bands.ends).toBe(expected.ends);
        expect([...bands.band.subarray(0, bands.ends)]).toEqual([
          ...expected.band.subarray(0, expected.ends),
        ]);
        expect([...bands.offset.subarray(0, bands.ends)]).toEqual([
          ...expected.offset.subarray(0, expected.ends),
        ]);
      }),
      { numRuns: 400 },
    );
  });
});

describe("buildBands", () => {
  it("joins the occluders in the corridor at their shared end points, on long corridors too", () => {
    const scratch = new LosScratch();
    fc.assert(
      fc.property(
        arbitraryBoard(12, 0.1),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: -12, max: 0 }),
        (board, r1, r2) => {
          // Hexes 24 columns apart: the far end of the corridor lies beyond the point table's
          // direct slots (VertexTable), where points are hashed.
          const a = { q: -12, r: r1 };
          const b = { q: 12, r: r2 };
          losIndexFor(board).collectOccluders(a, b, scratch.segments, true);
          const c = chooseCorridor(a, b);
          buildBands(c, scratch.segments, scratch.vertices, scratch.points, scratch.bands);
          // The same from the definition: the edges with both ends in the closed strip between
          // S's and T's lines, not both on its border, joined by string keys in first-seen order.
          const det = (c.b0x - c.a0x) * c.dy - (c.b0y - c.a0y) * c.dx;
          const across = (x: number, y: number): number => Math.sign(-det) * (c.dx * y - c.dy * x);
          const keys: string[] = [];
          const parent: number[] = [];
          const idOf = (x: number, y: number): number => {
            const key = `${x},${y}`;
            if (!keys.includes(key)) {
              parent.push(keys.length);
              keys.push(key);
            }
            return keys.indexOf(key);
          };
          const rootOf = (i: number): number => (parent[i] === i ? i : rootOf(parent[i]!));
          const d = scratch.segments.data;
          for (let i = 0; i < scratch.segments.count; i++) {
            const [px, py, qx, qy] = [
              d[4 * i]! - c.a0x,
              d[4 * i + 1]! - c.a0y,
              d[4 * i + 2]! - c.a0x,
              d[4 * i + 3]! - c.a0y,
            ];
            const wp = across(px, py);
            const wq = across(qx, qy);
            const width = Math.abs(det);
            if (wp < 0 || wq < 0 || wp > width || wq > width) continue;
            if ((wp === 0 || wp === width) && (wq === 0 || wq === width)) continue;
            const p = idOf(px, py);
            const q = idOf(qx, qy);
            parent[rootOf(p)] = rootOf(q);
          }
          const points = scratch.points;
          const root = (i: number): number => (points.parent[i] === i ? i : root(points.parent[i]!));
          expect(points.size).toBe(keys.length);
          for (let i = 0; i < keys.length; i++) {
            expect(`${points.xs[i]},${points.ys[i]}`).toBe(keys[i]);
            for (let j = 0; j < i; j++) expect(root(i) === root(j)).toBe(rootOf(i) === rootOf(j));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
