import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hexKey, neighbours } from "../../../src/core/hex";
import { createHexGridIndex, detectLayout, orientationOf } from "../../../src/foundry/gloomhaven/grid-layout";
import { readPlayableHexes } from "../../../src/foundry/gloomhaven/playable-hexes";
import type { GridOffset } from "../../../src/foundry/gloomhaven/scene-snapshot";
import { FakeHexGrid, FakeSquareGrid, GRID } from "../runtime/ports";

const label = (o: GridOffset) => `${o.i}:${o.j}`;
const HEX_TYPES = [
  [GRID.HEXODDR, "odd-r", "pointy"],
  [GRID.HEXEVENR, "even-r", "pointy"],
  [GRID.HEXODDQ, "odd-q", "flat"],
  [GRID.HEXEVENQ, "even-q", "flat"],
] as const;
const arbOffset = fc.record({ i: fc.integer({ min: -30, max: 30 }), j: fc.integer({ min: -30, max: 30 }) });

describe("reading the four hexagonal grid types", () => {
  it.each(HEX_TYPES)("grid type %i is the %s layout, %s-topped", (type, layout, orientation) => {
    const found = detectLayout(new FakeHexGrid(type));
    expect(found).toBe(layout);
    expect(orientationOf(layout)).toBe(orientation);
  });

  it.each(HEX_TYPES)(
    "on grid type %i, axial neighbours are exactly the grid's adjacent spaces",
    (type, layout) => {
      const grid = new FakeHexGrid(type);
      const index = createHexGridIndex(grid, layout, label);
      fc.assert(
        fc.property(arbOffset, (o) => {
          const ours = neighbours(index.toHex(o)).map((h) => label(index.toOffset(h)));
          const theirs = grid.getAdjacentOffsets(o).map(label);
          expect(new Set(ours)).toEqual(new Set(theirs));
        }),
      );
    },
  );

  it.each(HEX_TYPES)(
    "on grid type %i, the hex under a space's centre round-trips to that space",
    (type, layout) => {
      const grid = new FakeHexGrid(type);
      const index = createHexGridIndex(grid, layout, label);
      fc.assert(
        fc.property(arbOffset, (o) => {
          const h = index.hexAt(grid.getCenterPoint(o));
          expect(index.toOffset(h)).toEqual(o);
          expect(index.centerOf(h)).toEqual(grid.getCenterPoint(o));
        }),
      );
    },
  );

  it("refuses square and gridless grids (no layout, no exception)", () => {
    expect(detectLayout(new FakeSquareGrid())).toBeNull();
    expect(detectLayout(new FakeHexGrid(GRID.HEXODDQ, 100, GRID.GRIDLESS))).toBeNull();
  });

  it("uses the layout that agrees with Foundry's neighbours when the grid type says otherwise", () => {
    expect(detectLayout(new FakeHexGrid(GRID.HEXODDQ, 100, GRID.HEXEVENQ))).toBe("odd-q");
    expect(detectLayout(new FakeHexGrid(GRID.HEXEVENR, 100, GRID.HEXODDR))).toBe("even-r");
  });
});

describe("playable hexes from the scene rectangle", () => {
  it.each(HEX_TYPES)(
    "on grid type %i, keeps exactly the spaces whose centre is inside the rectangle",
    (type, layout) => {
      const grid = new FakeHexGrid(type);
      const index = createHexGridIndex(grid, layout, label);
      const rect = { x: 100, y: 100, width: 600, height: 400 };
      const hexes = readPlayableHexes(grid, index, rect);
      expect(hexes.length).toBeGreaterThan(15);
      const keys = new Set(hexes.map(hexKey));
      for (let i = -2; i < 12; i++)
        for (let j = -2; j < 12; j++) {
          const c = grid.getCenterPoint({ i, j });
          const inside = c.x >= 100 && c.x <= 700 && c.y >= 100 && c.y <= 500;
          expect(keys.has(hexKey(index.toHex({ i, j }))), `${i},${j}`).toBe(inside);
        }
    },
  );
});
