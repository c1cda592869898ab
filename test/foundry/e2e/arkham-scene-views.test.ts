// @vitest-environment happy-dom
// End to end on the fake Foundry runtime: viewing another scene is not a phase change. Each Arkham
// board scene follows its own combat's phase; switching the canvas between them (canvasReady)
// announces nothing and opens no window, while a change of the followed combat is announced.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODULE_ID } from "../../../src/foundry/constants";
import { FakeActor, FakeCombat, FakeCombatant, FakeScene, FakeToken } from "../runtime/documents";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";

let foundry: FakeFoundry;

// Booting a world imports the whole module afresh: slow on a loaded machine.
beforeEach(async () => {
  foundry = await bootModule();
}, 60_000);

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** A scene bound to the base board, with an active combat of one token in the given phase of round 1. */
async function boardWithCombat(id: string, phase: string) {
  const scene = new FakeScene(id, id, { sceneRect: { x: 0, y: 0, width: 2000, height: 2000 } });
  await scene.setFlag(MODULE_ID, "arkhamBoard", { source: "preset" });
  scene.addToken(new FakeToken(`${id}-gug`, "Gug", 0, 0, -1, new FakeActor(`${id}-a`, "Gug")));
  foundry.scenes.set(scene.id, scene);
  const combat = new FakeCombat(`combat-${id}`);
  combat.add(new FakeCombatant(`${id}-c`, id, `${id}-gug`, 10, () => foundry.scenes));
  combat.flags = { [MODULE_ID]: { arkhamPhase: { round: 1, phase } } };
  foundry.combats.set(combat.id, combat);
  return { scene, combat };
}

function draw(scene: FakeScene): void {
  foundry.view(scene);
  foundry.hooks.callAll("canvasReady", foundry.canvas);
}

describe("viewing another scene (canvasReady)", () => {
  it("announces no phase change and opens no Mythos window", async () => {
    const a = await boardWithCombat("a", "movement");
    const b = await boardWithCombat("b", "mythos");
    const changes: unknown[] = [];
    foundry.hooks.on(`${MODULE_ID}.phaseChange`, (change: never) => void changes.push(change));
    draw(a.scene);
    draw(b.scene);
    draw(a.scene);
    await settle();
    expect(changes).toEqual([]);
    expect(foundry.instances.has("monster-autopilot-arkham-mythos")).toBe(false);
  });

  it("still announces a change of the followed combat's phase", async () => {
    const a = await boardWithCombat("a", "movement");
    const changes: { current: unknown; combatId: unknown }[] = [];
    foundry.hooks.on(`${MODULE_ID}.phaseChange`, (change: never) => void changes.push(change));
    draw(a.scene);
    a.combat.flags[MODULE_ID] = { arkhamPhase: { round: 1, phase: "mythos" } };
    foundry.hooks.callAll("updateCombat", a.combat, { flags: {} });
    await settle();
    expect(changes).toEqual([
      expect.objectContaining({ current: { round: 1, phase: "mythos" }, combatId: "combat-a" }),
    ]);
    expect(foundry.instances.get("monster-autopilot-arkham-mythos")?.rendered).toBe(true);
  });
});
