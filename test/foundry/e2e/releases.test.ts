// @vitest-environment happy-dom
// The same entry points on v13- and v14-shaped fakes: each behaviour that differs on
// v14 is modelled by the fake with the v14 API page cited there.
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeScene } from "../runtime/documents";
import { bootModule, type FakeFoundry } from "../runtime/install";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const start = (generation: 13 | 14): Promise<FakeFoundry> => bootModule({ generation });

/** A hex scene the GM plays with the module, on the canvas; its flag arrives as an update, as on every client. */
function playedHexScene(foundry: FakeFoundry): FakeScene {
  const scene = new FakeScene("played", "Crypt", { sceneRect: { x: 0, y: 0, width: 1000, height: 900 } });
  scene.flags = { "monster-autopilot": { played: true } };
  foundry.scenes.set(scene.id, scene);
  foundry.view(scene);
  foundry.hooks.callAll("updateScene", scene, { flags: { "monster-autopilot": { played: true } } }, {}, "gm");
  return scene;
}

const ids = (registry: unknown) =>
  (Array.isArray(registry) ? registry : Object.values(registry as object)).map((e: { id: string }) => e.id);

describe.each([13, 14] as const)("on Foundry v%i", (generation) => {
  it("adds muddled, immobilized and disarmed to the status effects in the release's shape", async () => {
    const foundry = await start(generation);
    expect(ids(foundry.config["statusEffects"])).toEqual(["dead"]);
    playedHexScene(foundry);
    const registry = foundry.config["statusEffects"];
    expect(Array.isArray(registry)).toBe(generation === 13);
    expect(ids(registry)).toEqual(["dead", "muddled", "immobilized", "disarmed"]);
    if (generation === 14)
      expect(Object.keys(registry as object)).toEqual(["dead", "muddled", "immobilized", "disarmed"]);
  });
});

describe("DOM anchors that may be missing", () => {
  const hud = (html: string) => {
    const element = document.createElement("div");
    element.innerHTML = html;
    return element;
  };

  it("the token HUD's Monster buttons go in the right column; a HUD without one is skipped with one warning", async () => {
    const foundry = await start(14);
    playedHexScene(foundry);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const token = { id: "t" };
    const withColumn = hud('<div class="col left"></div><div class="col right"></div>');
    foundry.hooks.callAll("renderTokenHUD", { document: token }, withColumn);
    expect(withColumn.querySelectorAll(".col.right .ma-hud-button")).toHaveLength(2);
    const without = hud('<div class="col left"></div>');
    foundry.hooks.callAll("renderTokenHUD", { document: token }, without);
    foundry.hooks.callAll("renderTokenHUD", { document: token }, without);
    expect(without.querySelectorAll(".ma-hud-button")).toHaveLength(0);
    expect(foundry.hooks.errors).toEqual([]);
    expect(foundry.notifications.shown).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("the region terrain field goes after the name (v13) or in the first tab's first group (v14); none → skipped", async () => {
    const foundry = await start(14);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const region = { getFlag: () => undefined };
    const v13 = hud(
      '<div class="form-group"><input name="name"></div><div class="form-group"><input name="color"></div>',
    );
    foundry.hooks.callAll("renderRegionConfig", { document: region }, v13);
    expect(v13.children[1]?.classList.contains("ma-region-terrain")).toBe(true);
    const v14 = hud(
      '<section class="tab" data-tab="identity"><div class="form-group"><input name="color"></div></section>',
    );
    foundry.hooks.callAll("renderRegionConfig", { document: region }, v14);
    expect(v14.querySelector(".tab .ma-region-terrain select")).not.toBeNull();
    const bare = hud("<p>nothing</p>");
    foundry.hooks.callAll("renderRegionConfig", { document: region }, bare);
    expect(bare.querySelector(".ma-region-terrain")).toBeNull();
    expect(foundry.notifications.shown).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe("scene levels (v14)", () => {
  /** The hex combat scene with every token on `ground`, plus a hostile Ghost and a wall region on `attic`. */
  async function levelledScene(foundry: FakeFoundry, viewed: string | undefined) {
    const { hexCombatScene, cornerOf } = await import("./hex-scene");
    const { FakeActor, FakeRegion, FakeToken } = await import("../runtime/documents");
    const setup = hexCombatScene(foundry);
    for (const token of setup.scene.tokens.values()) token.level = "ground";
    const at = cornerOf(2, 3);
    const ghost = setup.scene.addToken(
      new FakeToken("ghost", "Ghost", at.x, at.y, -1, new FakeActor("g", "Ghost")),
    );
    ghost.level = "attic";
    const wall = setup.scene.addRegion(
      new FakeRegion("attic-wall", "Attic wall", { x: 0, y: 0, width: 1000, height: 900 }),
    );
    wall.levels = ["attic"];
    await wall.setFlag("monster-autopilot", "terrain", "obstacle");
    foundry.view(setup.scene, undefined, viewed);
    return setup;
  }

  const checkScene = (foundry: FakeFoundry) =>
    (
      foundry.game.modules.get("monster-autopilot")?.api as {
        checkScene(): Promise<{ checks: { id: string; details: string[] }[] }>;
      }
    ).checkScene();

  it("reads only the viewed level's tokens and regions, and moves keep the token's level", async () => {
    const foundry = await start(14);
    const { guard, combat } = await levelledScene(foundry, "ground");
    const hex = (await checkScene(foundry)).checks.find((c) => c.id === "hex");
    expect(hex?.details[0]).toContain("0 terrain hexes; 2 tokens read as 1 monsters, 1 characters");
    foundry.hooks.callAll(
      "combatTurnChange",
      combat,
      { round: 1, turn: 0, tokenId: "brute", combatantId: "c-brute" },
      { round: 1, turn: 1, tokenId: "guard", combatantId: "c-guard" },
    );
    const { settle } = await import("../runtime/install");
    await settle();
    foundry.instances.get("monster-autopilot-turn-guard")?.click('[data-action="acceptMove"]');
    await settle();
    const waypoints = guard.moves[0]?.waypoints as { level?: string }[];
    expect(waypoints.length).toBeGreaterThan(0);
    expect(waypoints.every((w) => w.level === "ground")).toBe(true);
  });

  it("reads every wall on every level: v14 walls carry no level data", async () => {
    // WallData has no `levels` field on v14 (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.WallData.html):
    // whatever else a wall object holds, it is never dropped for the viewed level.
    const foundry = await start(14);
    const { scene } = await levelledScene(foundry, "ground");
    const wall = {
      id: "w1",
      c: [350, 0, 350, 900] as [number, number, number, number],
      move: 20,
      sight: 20,
      door: 0,
      ds: 0,
    };
    scene.walls.set(wall.id, Object.assign(wall, { levels: ["attic"] }));
    const hex = (await checkScene(foundry)).checks.find((c) => c.id === "hex");
    expect(hex?.details[0]).not.toContain(" 0 wall edges");
  });

  it("a single-level scene on v14 reads exactly as the same scene on v13", async () => {
    const read = async (generation: 13 | 14) => {
      const foundry = await start(generation);
      const { hexCombatScene } = await import("./hex-scene");
      const { scene } = hexCombatScene(foundry);
      if (generation === 14) {
        for (const token of scene.tokens.values()) token.level = "ground";
        foundry.view(scene, undefined, "ground");
      }
      const report = await checkScene(foundry);
      vi.unstubAllGlobals();
      return report.checks;
    };
    expect(await read(14)).toEqual(await read(13));
  });
});
