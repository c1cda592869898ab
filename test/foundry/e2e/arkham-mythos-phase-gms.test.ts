// @vitest-environment happy-dom
// Two GMs and a player on the fake runtime: entering Mythos opens the Mythos window on the active GM's
// client alone, and that GM draws and accepts the phase.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODULE_ID } from "../../../src/foundry/constants";
import { arkhamGameScene } from "./arkham-game-scene";
import { settle, startWorld, type FakeFoundry, type FakeWorld } from "../runtime/install";
import { TWO_GMS_AND_A_PLAYER } from "./hex-scene";

let world: FakeWorld;

beforeEach(async () => {
  world = await startWorld(TWO_GMS_AND_A_PLAYER);
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The base board, a Gug in Northside, a game of 3 set up; every client views it. */
async function arkhamWorld() {
  world.activate(world.client("gm-a"));
  const scene = await arkhamGameScene();
  world.scenes.set(scene.id, scene);
  for (const client of world.clients) await world.viewScene(client, scene);
  await settle();
  return scene;
}

const phaseWindows = (client: FakeFoundry) =>
  [...client.instances.values()].filter((app) => app.element.querySelector('[data-action="drawPhase"]'));

describe("the Mythos phase with two GMs and a player", () => {
  it("opens on the active GM alone, who draws and accepts the phase", async () => {
    const scene = await arkhamWorld();
    const gm = world.client("gm-a");
    const next = gm.keybindings.get(`${MODULE_ID}.arkhamNextPhase`);
    for (let i = 0; i < 4; i++) {
      gm.act(() => next?.onDown?.());
      await settle();
    }
    const [mythos] = phaseWindows(gm);
    expect(mythos?.rendered).toBe(true);
    expect(phaseWindows(world.client("gm-b"))).toEqual([]);
    expect(phaseWindows(world.client("player"))).toEqual([]);

    mythos?.click('[data-action="drawPhase"]');
    await settle();
    mythos?.click('[data-action="acceptPhase"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    const state = scene.getFlag(MODULE_ID, "arkhamState") as { mythosDiscard: string[] };
    expect(state.mythosDiscard).toHaveLength(1);
  });
});
