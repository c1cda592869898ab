// IMP-6: an area's orientations are its images under the 12 hex symmetries, distinct by hex set,
// in symmetry order, with plain integer coordinates (a -0 in one hex turns the coordinate
// fields of every {q, r} object into doubles, and each read then allocates in V8's baseline tier).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applySymmetry, hexKey, SYMMETRIES, type Hex } from "../../../src/core/hex";
import { orientArea } from "../../../src/core/gloomhaven/area";

const setKey = (hexes: readonly Hex[]): string => hexes.map(hexKey).sort().join(";");

/** The distinct images of the pattern under the hex module's symmetries, first seen first. */
function expectedOrientations(hexes: readonly Hex[]): Hex[][] {
  const seen = new Map<string, Hex[]>();
  for (const symmetry of SYMMETRIES) {
    const image = hexes.map((h) => applySymmetry(h, symmetry));
    if (!seen.has(setKey(image))) seen.set(setKey(image), image);
  }
  return [...seen.values()];
}

const offset = fc.record({ q: fc.integer({ min: -3, max: 3 }), r: fc.integer({ min: -3, max: 3 }) });
const pattern = fc.uniqueArray(offset, { minLength: 1, maxLength: 6, selector: hexKey });

describe("area orientations", () => {
  it("are the hex module's symmetries of a melee pattern, with plain integer coordinates", () => {
    fc.assert(
      fc.property(pattern, (hexes) => {
        const shapes = orientArea({ hexes, origin: "attacker" }).shapes;
        expect(shapes).toEqual(expectedOrientations(hexes));
        for (const shape of shapes)
          for (const h of shape) {
            expect(Number.isInteger(h.q) && !Object.is(h.q, -0)).toBe(true);
            expect(Number.isInteger(h.r) && !Object.is(h.r, -0)).toBe(true);
          }
      }),
      { numRuns: 200 },
    );
  });

  it("pin every orientation of a ranged pattern on each of its hexes", () => {
    fc.assert(
      fc.property(pattern, (hexes) => {
        const shapes = orientArea({ hexes, origin: "free" }).shapes;
        const expected = new Set<string>();
        for (const shape of expectedOrientations(hexes))
          for (const pin of shape)
            expected.add(setKey(shape.map((h) => ({ q: h.q - pin.q, r: h.r - pin.r }))));
        expect(new Set(shapes.map(setKey))).toEqual(expected);
        for (const shape of shapes) expect(shape.some((h) => h.q === 0 && h.r === 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
