import { afterEach, describe, expect, it, vi } from "vitest";
import { activeCombatOf, currentPhaseSource } from "../../../src/foundry/arkham/phase-sources";
import { FakeCombat, FakeCombatant, FakeScene } from "../runtime/documents";
import { installFoundry } from "../runtime/install";

afterEach(() => vi.unstubAllGlobals());

/** A combat as the tracker makes it (https://foundryvtt.com/api/classes/foundry.documents.Combat.html): active or not, scene or none. */
function combat(id: string, active: boolean, scene: FakeScene | null, combatantScene?: string) {
  const c = new FakeCombat(id);
  c.active = active;
  c.scene = scene;
  if (combatantScene)
    c.add(new FakeCombatant(`${id}-1`, combatantScene, "t", null, () => new Map() as never));
  return c;
}

describe("the combat the Arkham phase follows", () => {
  const arkham = new FakeScene("arkham", "Arkham", { sceneRect: { x: 0, y: 0, width: 100, height: 100 } });
  const other = new FakeScene("other", "Dungeon", { sceneRect: { x: 0, y: 0, width: 100, height: 100 } });

  it("is the active combat of the board's scene, linked or through its combatants", () => {
    const linked = combat("linked", true, arkham);
    const throughCombatant = combat("unlinked", true, null, "arkham");
    expect(activeCombatOf([combat("x", true, other), linked], "arkham")).toBe(linked);
    expect(activeCombatOf([combat("x", true, other), throughCombatant], "arkham")).toBe(throughCombatant);
  });

  it("is an active phase-only combat (no scene, no one in it) when the scene has none", () => {
    const phaseOnly = combat("phases", true, null);
    expect(activeCombatOf([combat("x", true, other), phaseOnly], "arkham")).toBe(phaseOnly);
    expect(activeCombatOf([combat("x", true, other)], "arkham")).toBeUndefined();
  });

  // game.combat is the combat this client is viewing (https://foundryvtt.com/api/classes/foundry.Game.html#combat).
  it("is not the combat this client happens to be viewing in the tracker", () => {
    const foundry = installFoundry();
    arkham.flags = { "monster-autopilot": { arkhamBoard: { source: "preset" } } };
    const active = combat("active", true, arkham);
    const viewed = combat("viewed", false, other);
    foundry.combats.set(active.id, active);
    foundry.combats.set(viewed.id, viewed);
    foundry.game.combat = viewed;
    foundry.scenes.set(arkham.id, arkham);
    foundry.view(arkham);
    expect(currentPhaseSource().combatId).toBe("active");
  });

  it("is none on a scene not bound as an Arkham board: its combats are not the module's", () => {
    const foundry = installFoundry();
    const dungeon = combat("dungeon", true, other);
    foundry.combats.set(dungeon.id, dungeon);
    foundry.scenes.set(other.id, other);
    foundry.view(other);
    expect(currentPhaseSource().combatId).toBeNull();
  });
});
