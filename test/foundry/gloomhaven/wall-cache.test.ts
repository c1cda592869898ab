import { describe, expect, it } from "vitest";
import { changesSceneGeometry, WallCache } from "../../../src/foundry/gloomhaven/wall-cache";

describe("the wall cache is kept across scene updates that only change flags", () => {
  it("a flag-only update (such as the undo history) leaves walls and grid alone", () => {
    expect(changesSceneGeometry({ _id: "scene", flags: { "monster-autopilot": { hexUndo: {} } } })).toBe(
      false,
    );
    expect(changesSceneGeometry({ _id: "scene", _stats: { modifiedTime: 1 }, flags: {} })).toBe(false);
  });

  it("an update of the grid, the size or the padding may move walls", () => {
    expect(changesSceneGeometry({ _id: "scene", grid: { type: 2 } })).toBe(true);
    expect(changesSceneGeometry({ _id: "scene", flags: {}, padding: 0.1 })).toBe(true);
  });

  it("a scene's walls are computed once until they are cleared", () => {
    const cache = new WallCache();
    let computed = 0;
    const compute = () => {
      computed++;
      return [];
    };
    cache.get("scene", compute);
    cache.get("scene", compute);
    cache.clear("scene");
    cache.get("scene", compute);
    expect(computed).toBe(2);
  });
});
