import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bandsOfJoined,
  buildBands,
  chooseCorridor,
  isCutExactly,
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

describe("isCutExactly", () => {
  it("says what the sweep's cut test says of the built bands, and leaves the points those bands are made of", () => {
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
        expect(cut).toBe(isCorridorCut(expected, reference.sweep));
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
