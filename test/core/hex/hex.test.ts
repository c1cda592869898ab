import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALL_DIRECTIONS,
  SYMMETRIES,
  addHex,
  applySymmetry,
  axialToOffset,
  directionTo,
  hexCenter,
  hexCorner,
  hexDistance,
  hexFromKey,
  hexKey,
  mirror,
  neighbour,
  neighbours,
  offsetToAxial,
  opposite,
  rotate60,
  type Hex,
  type OffsetLayout,
} from "../../../src/core/hex";

const arbHex = fc.record({ q: fc.integer({ min: -50, max: 50 }), r: fc.integer({ min: -50, max: 50 }) });
const LAYOUTS: OffsetLayout[] = ["odd-r", "even-r", "odd-q", "even-q"];

describe("axial hexes", () => {
  it("round-trips through string keys", () => {
    fc.assert(
      fc.property(arbHex, (h) => {
        expect(hexFromKey(hexKey(h))).toEqual(h);
      }),
    );
  });

  it("has six neighbours at distance 1, and each direction's opposite leads back", () => {
    fc.assert(
      fc.property(arbHex, (h) => {
        for (const d of ALL_DIRECTIONS) {
          const n = neighbour(h, d);
          expect(hexDistance(h, n)).toBe(1);
          expect(neighbour(n, opposite(d))).toEqual(h);
          expect(directionTo(h, n)).toBe(d);
        }
        expect(new Set(neighbours(h).map(hexKey)).size).toBe(6);
      }),
    );
  });

  it("measures distance as a metric (symmetric, triangle inequality)", () => {
    fc.assert(
      fc.property(arbHex, arbHex, arbHex, (a, b, c) => {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
        expect(hexDistance(a, a)).toBe(0);
      }),
    );
  });
});

describe("the 12 grid symmetries", () => {
  it("are 12 distinct maps that preserve distance from the origin", () => {
    const probe: Hex = { q: 3, r: -1 }; // off every mirror axis
    expect(new Set(SYMMETRIES.map((s) => hexKey(applySymmetry(probe, s)))).size).toBe(12);
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        for (const s of SYMMETRIES) {
          expect(hexDistance(applySymmetry(a, s), applySymmetry(b, s))).toBe(hexDistance(a, b));
        }
      }),
    );
  });

  it("six rotations and two mirrors give the identity", () => {
    fc.assert(
      fc.property(arbHex, (h) => {
        let r = h;
        for (let i = 0; i < 6; i++) r = rotate60(r);
        expect(r).toEqual(h);
        expect(mirror(mirror(h))).toEqual(h);
      }),
    );
  });

  it("rotation turns direction k into direction k+1", () => {
    for (const d of ALL_DIRECTIONS) {
      const rotated = rotate60(neighbour({ q: 0, r: 0 }, d));
      expect(directionTo({ q: 0, r: 0 }, rotated)).toBe((d + 1) % 6);
    }
  });

  it("keeps the origin at (0, 0), never -0", () => {
    for (const s of SYMMETRIES) {
      const { q, r } = applySymmetry({ q: 0, r: 0 }, s);
      expect([Object.is(q, 0), Object.is(r, 0)]).toEqual([true, true]);
    }
  });

  it("is linear: symmetry of a sum is the sum of symmetries", () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        for (const s of SYMMETRIES) {
          expect(applySymmetry(addHex(a, b), s)).toEqual(addHex(applySymmetry(a, s), applySymmetry(b, s)));
        }
      }),
    );
  });
});

describe("Foundry offset layouts", () => {
  it.each(LAYOUTS)("round-trips %s offsets through axial", (layout) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (i, j) => {
        expect(axialToOffset(offsetToAxial({ i, j }, layout), layout)).toEqual({ i, j });
      }),
    );
  });

  it("matches the conformance corpus's odd-q rule r = row - floor(col / 2)", () => {
    for (let col = 0; col < 16; col++) {
      for (let row = 0; row < 7; row++) {
        expect(offsetToAxial({ i: row, j: col }, "odd-q")).toEqual({ q: col, r: row - Math.floor(col / 2) });
      }
    }
  });

  it.each(LAYOUTS)("keeps horizontally and vertically touching cells adjacent in %s", (layout) => {
    const pointy = layout.endsWith("r");
    const a = offsetToAxial({ i: 3, j: 3 }, layout);
    const b = offsetToAxial(pointy ? { i: 3, j: 4 } : { i: 4, j: 3 }, layout);
    expect(hexDistance(a, b)).toBe(1);
  });
});

describe("hex geometry", () => {
  it("places neighbour centres sqrt(3) apart and shares edge k's corners with the neighbour", () => {
    const h = { q: 1, r: 2 };
    for (const d of ALL_DIRECTIONS) {
      const n = neighbour(h, d);
      const a = hexCenter(h);
      const b = hexCenter(n);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(Math.sqrt(3), 12);
      // Edge d of h runs from corner d to d+1; it is edge d+3 of n, from corner d+4 to d+3.
      const p = hexCorner(h, d);
      const q = hexCorner(n, d + 4);
      expect(p.x).toBeCloseTo(q.x, 12);
      expect(p.y).toBeCloseTo(q.y, 12);
    }
  });
});
