// @vitest-environment happy-dom
// Monster turn windows across turn changes, on the fake runtime whose windows close as Foundry's
// do (asynchronously, `_onClose` after the next window has drawn) in a world of two GMs and a
// player: each window keeps its own highlight, and an undo from the keybinding resets an open window.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeActor, FakeCombatant, FakeToken } from "../runtime/documents";
import { settle, startWorld, type FakeFoundry, type FakeWorld } from "../runtime/install";
import { cornerOf, hexCombatWorld, TWO_GMS_AND_A_PLAYER } from "./hex-scene";

let world: FakeWorld;
let gm: FakeFoundry;

beforeEach(async () => {
  world = await startWorld(TWO_GMS_AND_A_PLAYER);
  gm = world.client("gm-a");
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** How many hexes the Monster turn highlights show on a client's canvas (area outlines aside). */
function turnMarks(client: FakeFoundry): number {
  let count = 0;
  for (const [name, layer] of client.layer.layers)
    if (name.startsWith("monster-autopilot.hex-turn") && !name.endsWith(".area")) count += layer.size;
  return count;
}

/** The hex scene with a second monster, the Archer, acting after the Guard; nobody's turn yet. */
function twoMonsterCombat() {
  const built = hexCombatWorld(world);
  const at = cornerOf(4, 1);
  const archer = built.scene.addToken(
    new FakeToken("archer", "Archer", at.x, at.y, -1, new FakeActor("a3", "Archer")),
  );
  built.combat.add(new FakeCombatant("c-archer", "s1", "archer", 15, () => world.scenes));
  built.combat.turn = null;
  return { ...built, archer };
}

describe("each Monster turn window keeps its own highlight", () => {
  it("the next monster's path stays drawn after the previous monster's window has closed", async () => {
    const { combat } = twoMonsterCombat();
    await world.nextTurn(combat);
    await settle();
    expect(gm.instances.get("monster-autopilot-turn-guard")?.rendered).toBe(true);
    expect(turnMarks(gm)).toBeGreaterThan(0);

    await world.nextTurn(combat);
    await settle();
    expect(gm.instances.has("monster-autopilot-turn-guard")).toBe(false);
    expect(gm.instances.get("monster-autopilot-turn-archer")?.rendered).toBe(true);
    expect(turnMarks(gm)).toBeGreaterThan(0);
    expect(gm.hooks.errors).toEqual([]);
  });
});

describe("undo from the keybinding", () => {
  it("resets an open window that had moved: highlight back, Move enabled", async () => {
    const { combat, guard, guardAt } = twoMonsterCombat();
    await world.nextTurn(combat);
    await settle();
    const app = gm.instances.get("monster-autopilot-turn-guard");
    app?.click('[data-action="acceptMove"]');
    await settle();
    expect({ x: guard.x, y: guard.y }).not.toEqual(guardAt);
    expect(turnMarks(gm)).toBe(0);

    gm.act(() => gm.keybindings.get("monster-autopilot.undoMonsterMove")?.onDown?.());
    await settle();
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
    const move = app?.element.querySelector<HTMLButtonElement>('[data-action="acceptMove"]');
    expect(move?.disabled).toBe(false);
    expect(turnMarks(gm)).toBeGreaterThan(0);
  });
});

describe("a round start with the decks drawing automatically", () => {
  it("reopens the current monster's window, with its drawn card, after closing the old one", async () => {
    const { combat, guard } = twoMonsterCombat();
    // A preset monster, so its deck draws at round start; the character acts last.
    Object.assign(guard, { name: "Bandit Guard" });
    if (guard.actor) Object.assign(guard.actor, { name: "Bandit Guard" });
    const brute = combat.combatants.get("c-brute");
    if (brute) brute.initiative = 0;
    combat.combatants.delete("c-archer");
    await world.nextTurn(combat);
    await settle();
    expect(gm.instances.get("monster-autopilot-turn-guard")?.rendered).toBe(true);

    await world.nextRound(combat);
    await settle();
    expect(world.chat).toHaveLength(1);
    expect(combat.combatant?.tokenId).toBe("guard");
    const app = gm.instances.get("monster-autopilot-turn-guard");
    expect(app?.rendered).toBe(true);
    expect(app?.element.isConnected).toBe(true);
    expect(turnMarks(gm)).toBeGreaterThan(0);
    expect(gm.hooks.errors).toEqual([]);
    for (const client of [world.client("gm-b"), world.client("player")])
      expect(client.instances.size, client.user.id).toBe(0);
  });
});
