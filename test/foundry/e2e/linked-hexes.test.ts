// @vitest-environment happy-dom
// Linked hexes (LH-1) on the fake runtime: the GM links two hexes with the "Link hexes" tool, the
// scene reading has the link, every client draws it, undo removes it, and an unplayed scene shows nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SceneCheckReport } from "../../../src/foundry/self-check/report";
import { FakeScene } from "../runtime/documents";
import type { FakeGraphics, FakeStage } from "../runtime/globals";
import { FakeHexGrid, GRID } from "../runtime/ports";
import { settle, startWorld, type FakeFoundry, type FakeWorld } from "../runtime/install";
import { hexCombatWorld, TWO_GMS_AND_A_PLAYER } from "./hex-scene";

let world: FakeWorld;

beforeEach(async () => {
  world = await startWorld(TWO_GMS_AND_A_PLAYER);
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const centre = (i: number, j: number) => new FakeHexGrid(GRID.HEXODDR).getCenterPoint({ i, j });
const stage = (client: FakeFoundry) => client.canvas["stage"] as FakeStage;
const drawn = (client: FakeFoundry) =>
  (client.canvas["interface"] as { children: unknown[] }).children
    .filter((c): c is FakeGraphics => (c as FakeGraphics).ops !== undefined)
    .flatMap((g) => (g.destroyed ? [] : g.ops.filter((op) => op.name === "lineTo").map((op) => op.args)));

async function clickHex(gm: FakeFoundry, i: number, j: number): Promise<void> {
  gm.act(() => stage(gm).click(centre(i, j)));
  await settle();
}

async function linkTool(gm: FakeFoundry): Promise<void> {
  await gm.act(() => gm.controls.render({ reset: true }));
  gm.act(() => gm.controls.click("ma-link-hexes"));
}

describe("LH-1 linking hexes with the scene-control tool", () => {
  it("the GM links two hexes; the reading has the pair, every client draws it, undo removes it", async () => {
    const { scene } = hexCombatWorld(world);
    const gm = world.client("gm-a");
    const player = world.client("player");
    await linkTool(gm);
    await clickHex(gm, 1, 1);
    await clickHex(gm, 4, 6);
    expect(scene.getFlag("monster-autopilot", "links")).toEqual([{ a: { i: 1, j: 1 }, b: { i: 4, j: 6 } }]);

    const api = gm.game.modules.get("monster-autopilot")?.api as { checkScene(): Promise<SceneCheckReport> };
    const report = await gm.act(() => api.checkScene());
    const links = report.checks.find((c) => c.id === "links");
    expect(links?.passed).toBe(true);
    expect(links?.details).toEqual(["Linked: row 1, column 1 – row 4, column 6"]);

    const end = centre(4, 6);
    expect(drawn(player)).toContainEqual([end.x, end.y]);
    expect(drawn(gm)).toContainEqual([end.x, end.y]);

    await gm.act(() => gm.controls.click("ma-link-hexes-undo"));
    await settle();
    expect(scene.getFlag("monster-autopilot", "links")).toEqual([]);
    expect(drawn(player)).toEqual([]);
  });

  it("clicking the same two hexes again removes the link", async () => {
    const { scene } = hexCombatWorld(world);
    const gm = world.client("gm-a");
    await linkTool(gm);
    for (const [i, j] of [
      [1, 1],
      [4, 6],
      [4, 6],
      [1, 1],
    ] as const)
      await clickHex(gm, i, j);
    expect(scene.getFlag("monster-autopilot", "links")).toEqual([]);
  });

  it("the tool stops listening when switched off, and only a GM has it", async () => {
    hexCombatWorld(world);
    const gm = world.client("gm-a");
    await linkTool(gm);
    expect(stage(gm).listenerCount("pointerdown")).toBe(1);
    gm.act(() => gm.controls.click("ma-link-hexes"));
    expect(stage(gm).listenerCount("pointerdown")).toBe(0);
    const player = world.client("player");
    await player.act(() => player.controls.render({ reset: true }));
    expect(player.controls.tool("ma-link-hexes")).toBeUndefined();
  });

  it("a scene not played with the module draws nothing, even with links in its flag", async () => {
    const scene = new FakeScene("s2", "Plain", { sceneRect: { x: 0, y: 0, width: 1000, height: 900 } });
    scene.flags = { "monster-autopilot": { links: [{ a: { i: 1, j: 1 }, b: { i: 4, j: 6 } }] } };
    const player = world.client("player");
    await world.viewScene(player, scene);
    expect(drawn(player)).toEqual([]);
    // Once the GM plays the scene, the same flag is drawn.
    await scene.setFlag("monster-autopilot", "played", true);
    await settle();
    expect(drawn(player)).toHaveLength(2);
  });
});
