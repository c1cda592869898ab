import { describe, expect, it } from "vitest";
import { decideMonsterTurn, RULE_SETS } from "../../../src/core/gloomhaven";
import { readScene, type ReadSceneOptions } from "../../../src/foundry/gloomhaven/read-scene";
import type { RegionReading } from "../../../src/foundry/gloomhaven/region-terrain";
import { SceneBoards } from "../../../src/foundry/gloomhaven/scene-boards";
import { SceneCache } from "../../../src/foundry/gloomhaven/scene-cache";
import type { SceneSnapshot } from "../../../src/foundry/gloomhaven/scene-snapshot";
import { WallCache } from "../../../src/foundry/gloomhaven/wall-cache";
import { fakeRegion, fakeScene, fakeToken, fakeWall, FakeHexGrid, GRID } from "../runtime/ports";

const grid = new FakeHexGrid(GRID.HEXODDQ);
const centre = (i: number, j: number) => grid.getCenterPoint({ i, j });

/** The caches register.ts keeps for the whole session, wired as turn-environment.ts wires them. */
function cachedOptions() {
  const walls = new WallCache();
  const regions = new SceneCache<RegionReading>();
  const boards = new SceneBoards();
  let regionReads = 0;
  const options: ReadSceneOptions = {
    activeTokenId: "guard",
    recognition: "disposition",
    labelOf: (o) => `${o.i}:${o.j}`,
    cachedWalls: (sceneId, compute) => walls.get(sceneId, compute),
    cachedRegions: (sceneId, compute) =>
      regions.get(sceneId, () => {
        regionReads++;
        return compute();
      }),
    boards,
  };
  return { options, walls, regions, boards, regionReads: () => regionReads };
}

const scene = (guardAt: [number, number]): SceneSnapshot =>
  fakeScene({
    grid,
    walls: [fakeWall([300, 100, 300, 900])],
    regions: [
      fakeRegion("Rock", (p) => Math.hypot(p.x - centre(4, 6).x, p.y - centre(4, 6).y) < 10, {
        terrainFlag: "wall",
      }),
    ],
    tokens: [
      fakeToken("guard", centre(...guardAt)),
      fakeToken("brute", centre(3, 7), { hasPlayerOwner: true, disposition: 1 }),
    ],
  });

function boardOf(snapshot: SceneSnapshot, options: ReadSceneOptions) {
  const reading = readScene(snapshot, options);
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return reading.scenario.board;
}

describe("the board is reused while the scene is unchanged (issue 14)", () => {
  it("reads region terrain once per scene and hands back the same Board object, even after a token moves", () => {
    const { options, regionReads } = cachedOptions();
    const first = boardOf(scene([3, 3]), options);
    const again = boardOf(scene([3, 3]), options);
    const moved = boardOf(scene([5, 3]), options);
    expect(again).toBe(first);
    expect(moved).toBe(first);
    expect(regionReads()).toBe(1);
  });

  it("a region change (the cache cleared, as the region hooks do) gives a new board with the new terrain", () => {
    const { options, regions } = cachedOptions();
    const before = boardOf(scene([3, 3]), options);
    regions.clear("scene");
    const calm = { ...scene([3, 3]), regions: [] };
    const after = boardOf(calm, options);
    expect(after).not.toBe(before);
    expect(before.wallHexes).toHaveLength(1);
    expect(after.wallHexes).toEqual([]);
  });

  it("a wall change (the wall cache cleared) gives a new board; without caches every read builds its own", () => {
    const { options, walls } = cachedOptions();
    const before = boardOf(scene([3, 3]), options);
    walls.clear("scene");
    expect(boardOf(scene([3, 3]), options)).not.toBe(before);
    const plain: ReadSceneOptions = {
      activeTokenId: "guard",
      recognition: "disposition",
      labelOf: (o) => `${o}`,
    };
    expect(boardOf(scene([3, 3]), plain)).not.toBe(boardOf(scene([3, 3]), plain));
  });

  it("another grid gives another geometry and board", () => {
    const { options } = cachedOptions();
    const before = boardOf(scene([3, 3]), options);
    const other = { ...scene([3, 3]), grid: new FakeHexGrid(GRID.HEXODDQ) };
    expect(boardOf(other, options)).not.toBe(before);
  });

  it("a reused board gives the same decision as a freshly read one (the core's per-board memos are answers-neutral)", () => {
    const { options } = cachedOptions();
    const action = { move: 3, mode: "walk", flying: false, attack: { range: 3, targets: 1 } } as const;
    const plain: ReadSceneOptions = {
      activeTokenId: "guard",
      recognition: "disposition",
      labelOf: (o) => `${o}`,
    };
    for (const at of [
      [3, 3],
      [5, 3],
      [2, 8],
    ] as const) {
      const cached = readScene(scene([at[0], at[1]]), options);
      const fresh = readScene(scene([at[0], at[1]]), plain);
      if (!cached.ok || !fresh.ok) throw new Error("unreadable test scene");
      expect(decideMonsterTurn(cached.scenario, action, RULE_SETS.gloomhaven)).toEqual(
        decideMonsterTurn(fresh.scenario, action, RULE_SETS.gloomhaven),
      );
    }
  });
});
