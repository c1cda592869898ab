import { describe, expect, it, vi } from "vitest";
import { decideMonsterTurn, RULE_SETS, type ThinWall } from "../../../src/core/gloomhaven";
import { hexKey } from "../../../src/core/hex";
import { readScene, type ReadSceneOptions } from "../../../src/foundry/gloomhaven/read-scene";
import {
  fakeRegion,
  fakeScene,
  fakeToken,
  fakeWall,
  FakeHexGrid,
  FakeSquareGrid,
  GRID,
} from "../runtime/ports";

const grid = new FakeHexGrid(GRID.HEXODDQ);
const centre = (i: number, j: number) => grid.getCenterPoint({ i, j });
const options: ReadSceneOptions = {
  activeTokenId: "guard",
  recognition: "disposition",
  labelOf: (o) => `${o.i}:${o.j}`,
};

describe("reading a scene into the core's scenario", () => {
  it("a square or gridless scene is a problem naming the scene, never an exception", () => {
    const reading = readScene(fakeScene({ grid: new FakeSquareGrid() }), options);
    expect(reading).toEqual({
      ok: false,
      problems: [{ key: "MONSTER_AUTOPILOT.Hex.Scene.NotHex", params: { scene: "Black Barrow" } }],
      warnings: [],
    });
  });

  it("combines hexes, wall hexes, wall lines, terrain and figures", () => {
    const rock = (p: { x: number; y: number }) => Math.hypot(p.x - centre(4, 6).x, p.y - centre(4, 6).y) < 10;
    const trap = (p: { x: number; y: number }) => Math.hypot(p.x - centre(3, 4).x, p.y - centre(3, 4).y) < 10;
    const reading = readScene(
      fakeScene({
        grid,
        regions: [
          fakeRegion("Rock", rock, { terrainFlag: "wall" }),
          fakeRegion("Trap", trap, { terrainFlag: "trap" }),
        ],
        walls: [fakeWall([300, 100, 300, 900])],
        tokens: [
          fakeToken("guard", centre(3, 3)),
          fakeToken("brute", centre(3, 7), { hasPlayerOwner: true }),
        ],
      }),
      options,
    );
    if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
    const { board, figures, activeId } = reading.scenario;
    const rockHex = reading.index.hexAt(centre(4, 6));
    expect(activeId).toBe("guard");
    expect(board.wallHexes).toEqual([rockHex]);
    expect(board.hexes.some((h) => hexKey(h) === hexKey(rockHex))).toBe(false);
    expect(board.terrain).toEqual([{ at: reading.index.hexAt(centre(3, 4)), kind: "trap" }]);
    expect(board.thinWalls.length).toBeGreaterThan(5);
    expect(board.voidBlocksLos).toBe(true);
    expect(figures.map((f) => [f.id, f.side])).toEqual([
      ["guard", "monster"],
      ["brute", "character"],
    ]);
  });

  it("computes wall lines once per scene through the cache and drops edges touching wall hexes", () => {
    const cached = new Map<string, ThinWall[]>();
    const compute = vi.fn((sceneId: string, make: () => ThinWall[]) => {
      const hit = cached.get(sceneId) ?? make();
      cached.set(sceneId, hit);
      return hit;
    });
    const scene = fakeScene({
      grid,
      walls: [fakeWall([300, 100, 300, 900])],
      tokens: [fakeToken("guard", centre(3, 3))],
    });
    readScene(scene, { ...options, cachedWalls: compute });
    const second = readScene(scene, { ...options, cachedWalls: compute });
    expect(compute).toHaveBeenCalledTimes(2);
    expect(cached.size).toBe(1);
    expect(second.ok && second.scenario.board.thinWalls).toEqual(cached.get("scene"));
  });

  it("reports a missing acting token", () => {
    const reading = readScene(fakeScene({ grid, tokens: [] }), options);
    expect(reading.ok ? [] : reading.problems.map((p) => p.key)).toEqual([
      "MONSTER_AUTOPILOT.Hex.Scene.ActiveMissing",
    ]);
  });

  it("gives the rules core a scenario it accepts: the guard walks to the character", () => {
    const reading = readScene(
      fakeScene({
        grid,
        tokens: [
          fakeToken("guard", centre(3, 3)),
          fakeToken("brute", centre(3, 7), { hasPlayerOwner: true }),
        ],
        combatants: [{ tokenId: "brute", initiative: 20 }],
      }),
      options,
    );
    if (!reading.ok) throw new Error("scene not read");
    const result = decideMonsterTurn(
      reading.scenario,
      { move: 3, mode: "walk", flying: false, attack: { range: 0, targets: 1 } },
      RULE_SETS.gloomhaven,
    );
    expect(result.kind).toBe("act");
    if (result.kind !== "act") return;
    expect(result.explanation.focus).toEqual(["brute"]);
    for (const option of result.options) expect(option.path[0]).toEqual(reading.index.hexAt(centre(3, 3)));
  });
});
