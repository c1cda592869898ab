import { describe, expect, it } from "vitest";
import type { PhaseMonster } from "../../../../src/core/arkham";
import { MODULE_ID } from "../../../../src/foundry/constants";
import type { SpotRegion } from "../../../../src/foundry/arkham/free-spot";
import { rectsOverlap, type Rect } from "../../../../src/foundry/arkham/geometry";
import {
  monsterTokenBuilder,
  type MonsterTokenScene,
} from "../../../../src/foundry/arkham/game-state/monster-tokens";
import { readMonsterActors } from "../../../../src/foundry/arkham/monster-actors";

/** A square region (x, y, side) with a point test on its bounds. */
function square(x: number, y: number, side: number): SpotRegion {
  const bounds = { x, y, width: side, height: side };
  return {
    bounds,
    contains: (p) => p.x >= x && p.x <= x + side && p.y >= y && p.y <= y + side,
  };
}

function sceneOf(overrides: Partial<MonsterTokenScene> = {}): MonsterTokenScene {
  return {
    occupied: [],
    regionsOf: (area) => (area === "northside" ? [square(0, 0, 400)] : []),
    centreOf: (area) => (area === "northside" ? { x: 200, y: 200 } : undefined),
    gridSize: 100,
    step: 50,
    ...overrides,
  };
}

function monster(overrides: Partial<PhaseMonster> = {}): PhaseMonster {
  return { id: "m1", name: "Gug", typeId: "base-gug", at: "northside", ...overrides } as PhaseMonster;
}

function rectOf(data: Record<string, unknown>): Rect {
  return {
    x: Number(data["x"]),
    y: Number(data["y"]),
    width: Number(data["width"] ?? 1) * 100,
    height: Number(data["height"] ?? 1) * 100,
  };
}

describe("token data of a placed monster (MY-3.6, MY-4.3)", () => {
  it("is a plain token named after the type with the monster flag when no actor is assigned", () => {
    const data = monsterTokenBuilder(sceneOf(), new Map())(monster());
    expect(data).toMatchObject({
      name: "Gug",
      texture: { src: "icons/svg/mystery-man.svg" },
      flags: { [MODULE_ID]: { arkhamMonster: { presetId: "base-gug" } } },
    });
  });

  it("is the assigned actor's prototype token, its flags kept, its _id dropped, the monster flag added", () => {
    const prototype = {
      _id: null,
      name: "Gug (big)",
      actorId: "a1",
      width: 2,
      height: 2,
      texture: { src: "gug.webp" },
      flags: { other: { keep: true }, [MODULE_ID]: { arkhamSneak: 1 } },
    };
    const data = monsterTokenBuilder(sceneOf(), new Map([["base-gug", prototype]]))(monster());
    expect(data).not.toHaveProperty("_id");
    expect(data).toMatchObject({
      name: "Gug (big)",
      actorId: "a1",
      texture: { src: "gug.webp" },
      flags: {
        other: { keep: true },
        [MODULE_ID]: { arkhamSneak: 1, arkhamMonster: { presetId: "base-gug" } },
      },
    });
  });
});

describe("placement of the monsters a phase creates (no stacking)", () => {
  it("gives several monsters in one area distinct spots clear of the tokens already there", () => {
    const occupied = [{ x: 150, y: 150, width: 100, height: 100 }];
    const build = monsterTokenBuilder(sceneOf({ occupied }), new Map());
    const rects = [1, 2, 3, 4].map((i) => rectOf(build(monster({ id: `m${i}` }))));
    const all = [...occupied, ...rects];
    for (const [i, a] of all.entries())
      for (const b of all.slice(i + 1)) expect(rectsOverlap(a, b)).toBe(false);
    for (const r of rects)
      expect(r.x >= 0 && r.y >= 0 && r.x + r.width <= 400 && r.y + r.height <= 400).toBe(true);
  });

  it("uses the prototype's size in grid spaces for the footprint", () => {
    const prototype = { name: "Big", width: 2, height: 2 };
    const roomy = sceneOf({ regionsOf: () => [square(0, 0, 600)] });
    const build = monsterTokenBuilder(roomy, new Map([["base-gug", prototype]]));
    const a = rectOf(build(monster({ id: "a" })));
    const b = rectOf(build(monster({ id: "b" })));
    expect(rectsOverlap(a, b)).toBe(false);
  });

  it("falls back to the area's middle when the area has no room, so every placed monster is shown", () => {
    const full = [{ x: 0, y: 0, width: 400, height: 400 }];
    const data = monsterTokenBuilder(sceneOf({ occupied: full }), new Map())(monster());
    expect({ x: data["x"], y: data["y"] }).toEqual({ x: 150, y: 150 });
  });
});

describe("the stored monster type → actor assignment", () => {
  it("keeps string type ids mapped to non-empty actor ids and drops anything else", () => {
    expect([...readMonsterActors({ "base-gug": "a1", bad: 3, empty: "", "": "x" })]).toEqual([
      ["base-gug", "a1"],
    ]);
    expect(readMonsterActors(null).size).toBe(0);
    expect(readMonsterActors(["a"]).size).toBe(0);
    expect(readMonsterActors("text").size).toBe(0);
  });
});
