// @vitest-environment happy-dom
// End to end on the fake Foundry runtime (two GMs and a player): the Arkham state window sets up a
// game, closes a gate, raises terror and undoes; every client's board shows the public state.
// Each test drives three clients through several writes: slow on a loaded machine, hence the timeouts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { baseBoard } from "../../../src/core/arkham";
import { MODULE_ID } from "../../../src/foundry/constants";
import { newGameState } from "../../../src/foundry/arkham/game-state/new-game";
import type { SceneCheckReport } from "../../../src/foundry/self-check/report";
import { REGION_SIZE } from "../arkham/builders";
import { FakeRegion, FakeScene } from "../runtime/documents";
import { FakeContainer, FakePreciseText } from "../runtime/globals";
import { settle, startWorld, type FakeFoundry, type FakeWorld } from "../runtime/install";
import { TWO_GMS_AND_A_PLAYER } from "./hex-scene";

let world: FakeWorld;

beforeEach(async () => {
  world = await startWorld(TWO_GMS_AND_A_PLAYER);
}, 60_000);

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The base board as one square region per area, viewed on every client. */
async function boardScene(board = true): Promise<FakeScene> {
  const gm = world.client("gm-a");
  const scene = new FakeScene("arkham", "Arkham", { sceneRect: { x: 0, y: 0, width: 2400, height: 4000 } });
  for (const [i, area] of baseBoard().areas.entries()) {
    const at = { x: (i % 6) * REGION_SIZE, y: Math.floor(i / 6) * REGION_SIZE };
    const region = scene.addRegion(
      new FakeRegion(`r-${area.id}`, area.id, { ...at, width: REGION_SIZE - 1, height: REGION_SIZE - 1 }),
    );
    await region.setFlag(MODULE_ID, "arkhamArea", area.id);
  }
  if (board) await scene.setFlag(MODULE_ID, "arkhamBoard", { source: "preset" });
  gm.scenes.set(scene.id, scene);
  for (const client of world.clients) {
    client.view(scene);
    client.hooks.callAll("canvasReady", client.canvas);
  }
  return scene;
}

/** The texts drawn on a client's canvas interface group by the state display. */
function boardTexts(client: FakeFoundry): string[] {
  const group = client.canvas["interface"] as FakeContainer;
  return group.children
    .filter((c): c is FakeContainer => c instanceof FakeContainer && !c.destroyed)
    .flatMap((c) => c.children.filter((t): t is FakePreciseText => t instanceof FakePreciseText))
    .map((t) => t.text);
}

async function openStateWindow(gm: FakeFoundry) {
  await gm.controls.render();
  gm.controls.click("ma-arkham-state");
  await settle();
  const app = gm.instances.get("monster-autopilot-arkham-state");
  expect(app?.rendered).toBe(true);
  if (app === undefined) throw new Error("no state window");
  return app;
}

const state = (scene: FakeScene) =>
  scene.getFlag(MODULE_ID, "arkhamState") as {
    terror: number;
    doom: number;
    gates: object;
    closed: string[];
  };

describe("the Arkham state window", { timeout: 90_000 }, () => {
  it("sets up a game, raises terror and undoes it, the flag written each time", async () => {
    const scene = await boardScene();
    const gm = world.client("gm-a");
    world.activate(gm);
    const app = await openStateWindow(gm);
    app.click('[data-action="new-game"]');
    await settle();
    expect(state(scene)).toMatchObject({ terror: 0, doom: 0, gates: {} });
    app.click('[data-action="raise-terror"]');
    await settle();
    expect(state(scene).terror).toBe(1);
    app.click('[data-action="undo"]');
    await settle();
    expect(state(scene).terror).toBe(0);
    expect(gm.actionErrors).toEqual([]);
  });

  it("closes a gate with the core's closing (MY-13), and the closing is undone", async () => {
    const scene = await boardScene();
    const gm = world.client("gm-a");
    world.activate(gm);
    const app = await openStateWindow(gm);
    app.click('[data-action="new-game"]');
    await settle();
    app.click('[data-action="open-gate"]');
    await settle();
    const [at] = Object.keys(state(scene).gates);
    expect(at).toBeDefined();
    app.click(`[data-action="close-gate"][data-at="${at}"][data-seal="elder-sign"]`);
    await settle();
    expect(state(scene).gates).toEqual({});
    expect(scene.getFlag(MODULE_ID, "arkhamState")).toMatchObject({ elderSigns: [at] });
    app.click('[data-action="undo"]');
    await settle();
    expect(Object.keys(state(scene).gates)).toEqual([at]);
    expect(gm.actionErrors).toEqual([]);
  });
});

describe("the board everyone sees", { timeout: 90_000 }, () => {
  it("a player's client shows the counters after the GM's change, and never the cup", async () => {
    const scene = await boardScene();
    const gm = world.client("gm-a");
    world.activate(gm);
    const app = await openStateWindow(gm);
    app.click('[data-action="new-game"]');
    await settle();
    app.click('[data-action="raise-terror"]');
    await settle();
    const player = world.client("player");
    const texts = boardTexts(player);
    expect(texts.join("\n")).toContain("Terror 1 · Doom 0/");
    expect(texts.join("\n")).not.toMatch(/cup/i);
    expect(state(scene).terror).toBe(1);
  });

  it("a scene that is not a board shows nothing", async () => {
    const scene = await boardScene(false);
    await scene.setFlag(MODULE_ID, "arkhamState", { version: 1, terror: 3, doom: 1, doomTrack: 12 });
    await settle();
    expect(boardTexts(world.client("player"))).toEqual([]);
  });
});

describe("Check this scene on the game state", { timeout: 90_000 }, () => {
  it("names an empty cup and a gate off an unstable location, in words", async () => {
    const scene = await boardScene();
    const gm = world.client("gm-a");
    world.activate(gm);
    const game = newGameState({ players: 2, ancientOne: "Cthulhu", sets: ["base"] });
    const [marker, ...pile] = game.gatePile;
    await scene.setFlag(MODULE_ID, "arkhamState", {
      ...game,
      cup: game.cup.map((e) => ({ ...e, count: 0 })),
      gates: { "general-store": marker },
      gatePile: pile,
    });
    const api = gm.game.modules.get(MODULE_ID)?.api as { checkScene(): Promise<SceneCheckReport> };
    const report = await api.checkScene();
    const check = report.checks.find((c) => c.id === "arkham-state");
    expect(check?.passed).toBe(false);
    expect(check?.details.join(" ")).toContain("The monster cup is empty");
    expect(check?.details.join(" ")).toContain("general-store, which is not an unstable location");
  });
});
