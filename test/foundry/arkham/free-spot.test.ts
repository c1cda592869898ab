import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findFreeSpot, interiorPoint, type SpotRegion } from "../../../src/foundry/arkham/free-spot";
import { polygonContains, rectsOverlap, type Rect } from "../../../src/foundry/arkham/geometry";

/** A rectangular region, as RegionDocument#testPoint would answer for a rectangle shape. */
function rectRegion(bounds: Rect): SpotRegion {
  return {
    bounds,
    contains: (p) =>
      p.x >= bounds.x && p.x <= bounds.x + bounds.width && p.y >= bounds.y && p.y <= bounds.y + bounds.height,
  };
}

/** An L-shaped polygon region whose bounds' centre lies outside it. */
const L_POINTS = [0, 0, 300, 0, 300, 100, 100, 100, 100, 300, 0, 300];
const L_REGION: SpotRegion = {
  bounds: { x: 0, y: 0, width: 300, height: 300 },
  contains: (p) => polygonContains(L_POINTS, p),
};

const TOKEN = { width: 100, height: 100 };

describe("placing a token at a free spot inside its destination region", () => {
  it("puts a token in an empty region at the middle", () => {
    expect(
      findFreeSpot({
        region: rectRegion({ x: 0, y: 0, width: 300, height: 300 }),
        size: TOKEN,
        occupied: [],
        step: 50,
      }),
    ).toEqual({ x: 100, y: 100 });
  });

  it("keeps the whole footprint inside a non-rectangular region", () => {
    const spot = findFreeSpot({ region: L_REGION, size: TOKEN, occupied: [], step: 50 })!;
    const corners = [
      { x: spot.x + 10, y: spot.y + 10 },
      { x: spot.x + 90, y: spot.y + 90 },
      { x: spot.x + 90, y: spot.y + 10 },
      { x: spot.x + 10, y: spot.y + 90 },
    ];
    expect(corners.every((c) => L_REGION.contains(c))).toBe(true);
  });

  it("reports no spot when every place is taken", () => {
    const region = rectRegion({ x: 0, y: 0, width: 100, height: 100 });
    expect(
      findFreeSpot({ region, size: TOKEN, occupied: [{ x: 0, y: 0, ...TOKEN }], step: 50 }),
    ).toBeUndefined();
  });

  it("never overlaps a token already there, however many are placed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 200 }), (count, offset) => {
        const region = rectRegion({ x: offset, y: offset, width: 300, height: 300 });
        const placed: Rect[] = [];
        for (let i = 0; i < count; i++) {
          const spot = findFreeSpot({ region, size: TOKEN, occupied: placed, step: 50 });
          expect(spot).toBeDefined();
          const rect = { ...spot!, ...TOKEN };
          expect(placed.some((other) => rectsOverlap(rect, other))).toBe(false);
          placed.push(rect);
        }
      }),
    );
  });
});

describe("a region's centre for the arrow overlay", () => {
  it("is the bounds' centre when that lies inside", () => {
    expect(interiorPoint(rectRegion({ x: 0, y: 0, width: 200, height: 100 }), 25)).toEqual({ x: 100, y: 50 });
  });

  it("moves inside when the bounds' centre is outside the shape", () => {
    const point = interiorPoint(L_REGION, 25)!;
    expect(L_REGION.contains(point)).toBe(true);
  });
});
