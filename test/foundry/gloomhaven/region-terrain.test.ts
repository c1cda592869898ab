import { describe, expect, it } from "vitest";
import { hexKey } from "../../../src/core/hex";
import { createHexGridIndex } from "../../../src/foundry/gloomhaven/grid-layout";
import { readPlayableHexes } from "../../../src/foundry/gloomhaven/playable-hexes";
import { readRegionTerrain } from "../../../src/foundry/gloomhaven/region-terrain";
import type { PixelPoint } from "../../../src/foundry/gloomhaven/scene-snapshot";
import { fakeRegion, FakeHexGrid, GRID } from "../runtime/ports";

const grid = new FakeHexGrid(GRID.HEXEVENR);
const index = createHexGridIndex(grid, "even-r", (o) => `${o.i}:${o.j}`);
const hexes = readPlayableHexes(grid, index, { x: 0, y: 0, width: 800, height: 600 });
const at = (i: number, j: number) => index.toHex({ i, j });
/** A region over exactly the listed grid spaces (tested at hex centres, as the boundary does). */
const over = (...spaces: [number, number][]) => {
  const keys = new Set(spaces.map(([i, j]) => hexKey(at(i, j))));
  return (p: PixelPoint) => keys.has(hexKey(index.hexAt(p)));
};

describe("terrain from Scene Regions", () => {
  it("a region flagged with a terrain kind marks every hex whose centre it contains", () => {
    const { terrain, wallHexes, problems } = readRegionTerrain(
      [fakeRegion("Spikes", over([1, 1], [1, 2]), { terrainFlag: "trap" })],
      hexes,
      index,
    );
    expect(terrain).toEqual(
      expect.arrayContaining([
        { at: at(1, 1), kind: "trap" },
        { at: at(1, 2), kind: "trap" },
      ]),
    );
    expect(terrain).toHaveLength(2);
    expect(wallHexes).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each(["hazardous", "difficult", "icy", "obstacle"] as const)(
    "the %s flag gives that terrain",
    (kind) => {
      const { terrain } = readRegionTerrain(
        [fakeRegion("R", over([2, 2]), { terrainFlag: kind })],
        hexes,
        index,
      );
      expect(terrain).toEqual([{ at: at(2, 2), kind }]);
    },
  );

  it("a region flagged as walls gives solid wall hexes, not terrain", () => {
    const { terrain, wallHexes } = readRegionTerrain(
      [fakeRegion("Rock", over([3, 3]), { terrainFlag: "wall" })],
      hexes,
      index,
    );
    expect(terrain).toEqual([]);
    expect(wallHexes).toEqual([at(3, 3)]);
  });

  it("a core difficult-terrain behaviour (modifyMovementCost) makes an unflagged region difficult", () => {
    const behaviour = { type: "modifyMovementCost", disabled: false, system: { difficulties: { walk: 2 } } };
    const { terrain } = readRegionTerrain(
      [fakeRegion("Mud", over([1, 3]), { behaviors: [behaviour] })],
      hexes,
      index,
    );
    expect(terrain).toEqual([{ at: at(1, 3), kind: "difficult" }]);
  });

  // Foundry stores a blank difficulty as null, meaning impassable (Infinity), not difficult
  // (https://foundryvtt.com/api/classes/foundry.data.regionBehaviors.ModifyMovementCostRegionBehaviorType.html).
  it("a movement-cost behaviour with a blank (null) walk cost is impassable: an obstacle, not difficult terrain", () => {
    const blank = {
      type: "modifyMovementCost",
      disabled: false,
      system: { difficulties: { walk: null, fly: 1 } },
    };
    const { terrain, wallHexes } = readRegionTerrain(
      [fakeRegion("Chasm", over([1, 3]), { behaviors: [blank] })],
      hexes,
      index,
    );
    expect(terrain).toEqual([{ at: at(1, 3), kind: "obstacle" }]);
    expect(wallHexes).toEqual([]);
  });

  // v14's "Define Surface" behaviour makes a region a floor between levels
  // (https://foundryvtt.com/api/v14/modules/foundry.data.regionBehaviors.html, DefineSurfaceRegionBehaviorType):
  // a floor is not terrain, so it marks nothing.
  it("a v14 surface region (a floor between levels) is not terrain", () => {
    const surface = { type: "defineSurface", disabled: false, system: {} };
    const { terrain, wallHexes } = readRegionTerrain(
      [fakeRegion("Floor", over([1, 3]), { behaviors: [surface] })],
      hexes,
      index,
    );
    expect([terrain, wallHexes]).toEqual([[], []]);
  });

  it("a disabled behaviour, one that does not raise walking cost, or another behaviour type marks nothing", () => {
    const regions = [
      fakeRegion("A", over([1, 3]), {
        behaviors: [{ type: "modifyMovementCost", disabled: true, system: {} }],
      }),
      fakeRegion("B", over([1, 4]), {
        behaviors: [
          { type: "modifyMovementCost", disabled: false, system: { difficulties: { walk: 1, fly: 2 } } },
        ],
      }),
      fakeRegion("C", over([1, 5]), { behaviors: [{ type: "pauseGame", disabled: false, system: {} }] }),
    ];
    expect(readRegionTerrain(regions, hexes, index).terrain).toEqual([]);
  });

  it("where regions overlap, walls beat obstacles beat traps beat the rest", () => {
    const regions = [
      fakeRegion("Ice", over([2, 1], [2, 2], [2, 3]), { terrainFlag: "icy" }),
      fakeRegion("Trap", over([2, 2], [2, 3]), { terrainFlag: "trap" }),
      fakeRegion("Boulder", over([2, 3]), { terrainFlag: "obstacle" }),
    ];
    const { terrain } = readRegionTerrain(regions, hexes, index);
    const kindAt = (i: number, j: number) => terrain.find((t) => hexKey(t.at) === hexKey(at(i, j)))?.kind;
    expect([kindAt(2, 1), kindAt(2, 2), kindAt(2, 3)]).toEqual(["icy", "trap", "obstacle"]);
  });

  it("an unknown flag value is a problem naming the region and the value", () => {
    const { terrain, problems } = readRegionTerrain(
      [fakeRegion("Lava", over([1, 1]), { terrainFlag: "lava" })],
      hexes,
      index,
    );
    expect(terrain).toEqual([]);
    expect(problems).toEqual([
      { key: "MONSTER_AUTOPILOT.Hex.Scene.BadRegionFlag", params: { region: "Lava", value: "lava" } },
    ]);
  });
});
