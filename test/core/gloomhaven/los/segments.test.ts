import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { hexCorner } from "../../../../src/core/hex";
import { cornerX, cornerY, latticeToPoint } from "../../../../src/core/gloomhaven/los/lattice";
import { SegmentBuffer } from "../../../../src/core/gloomhaven/los/segment-buffer";
import { isSegmentClear, segmentsMeet } from "../../../../src/core/gloomhaven/los/segments";

/** Occluders from flat x1, y1, x2, y2 lists. */
function occluders(...segments: [number, number, number, number][]): SegmentBuffer {
  const buffer = new SegmentBuffer();
  for (const s of segments) buffer.push(...s);
  return buffer;
}

describe("lattice coordinates (IMP-4)", () => {
  test("map every hex corner to integers and back to the unit layout", () => {
    for (const h of [
      { q: 0, r: 0 },
      { q: 3, r: -2 },
      { q: -5, r: 4 },
    ]) {
      for (let k = 0; k < 6; k++) {
        const p = latticeToPoint(cornerX(h.q, h.r, k), cornerY(h.q, h.r, k));
        expect(p.x).toBeCloseTo(hexCorner(h, k).x, 12);
        expect(p.y).toBeCloseTo(hexCorner(h, k).y, 12);
      }
    }
  });
});

describe("closed segments meet when they share any point (LOS-2)", () => {
  test("crossing segments meet", () => {
    expect(segmentsMeet(0, 0, 2, 2, 0, 2, 2, 0)).toBe(true);
  });

  test("touching at a single end point blocks", () => {
    expect(segmentsMeet(0, 0, 2, 2, 2, 2, 4, 0)).toBe(true);
    expect(segmentsMeet(0, 0, 4, 0, 2, 0, 2, 3)).toBe(true);
  });

  test("running along a wall collinearly blocks", () => {
    expect(segmentsMeet(0, 0, 4, 0, 1, 0, 2, 0)).toBe(true);
    expect(segmentsMeet(0, 0, 4, 0, 3, 0, 6, 0)).toBe(true);
  });

  // Ruling: Peer#142 - a collision test that reported every collinear pair as touching was a bug.
  test("collinear segments that do not overlap do not meet", () => {
    expect(segmentsMeet(0, 0, 2, 0, 3, 0, 5, 0)).toBe(false);
    expect(segmentsMeet(0, 0, 1, 1, 2, 2, 3, 3)).toBe(false);
  });

  test("parallel and near-miss segments do not meet", () => {
    expect(segmentsMeet(0, 0, 4, 0, 0, 1, 4, 1)).toBe(false);
    expect(segmentsMeet(0, 0, 2, 2, 3, 0, 3, 5)).toBe(false);
  });

  test("a point meets a segment only when it lies on it", () => {
    expect(segmentsMeet(1, 0, 1, 0, 0, 0, 2, 0)).toBe(true);
    expect(segmentsMeet(1, 1, 1, 1, 0, 0, 2, 0)).toBe(false);
    expect(isSegmentClear(1, 1, 1, 1, occluders([0, 0, 2, 0], [0, 0, 0, 2]))).toBe(true);
    expect(isSegmentClear(0, 1, 0, 1, occluders([0, 0, 2, 0], [0, 0, 0, 2]))).toBe(false);
  });
});

describe("isSegmentClear (its meeting test is written out for speed)", () => {
  const coordinate = fc.integer({ min: -4, max: 4 });
  const segment = fc.tuple(coordinate, coordinate, coordinate, coordinate);

  test("is clear exactly when the segment meets none of the occluders (small lattice: many collinear and touching cases)", () => {
    fc.assert(
      fc.property(segment, fc.array(segment, { maxLength: 6 }), ([ax, ay, bx, by], walls) => {
        const expected = walls.every(([cx, cy, dx, dy]) => !segmentsMeet(ax, ay, bx, by, cx, cy, dx, dy));
        expect(isSegmentClear(ax, ay, bx, by, occluders(...walls))).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
