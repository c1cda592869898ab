// @vitest-environment happy-dom
// End to end on the fake Foundry runtime, in a world of two GMs and a player: a monster's combat
// turn (in a combat linked to no scene) opens the Monster turn window on the active GM's client
// only, rendered from the real templates with Foundry's helper set; Move moves the token; Undo puts
// it back. The assistant GM and the player see no window and no notification.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle, startWorld, type FakeFoundry, type FakeWorld } from "../runtime/install";
import { hexCombatWorld, TWO_GMS_AND_A_PLAYER } from "./hex-scene";

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

/** The clients that must stay quiet on the main path. */
function bystanders(): FakeFoundry[] {
  return [world.client("gm-b"), world.client("player")];
}

function expectQuietBystanders(): void {
  for (const client of bystanders()) {
    expect(client.instances.size, client.user.id).toBe(0);
    expect(client.notifications.shown, client.user.id).toEqual([]);
    expect(client.hooks.errors, client.user.id).toEqual([]);
  }
}

describe("a monster's combat turn, end to end", () => {
  it("opens the window on the active GM's client, moves the token on Move and puts it back on Undo", async () => {
    const { guard, guardAt, combat } = hexCombatWorld(world);
    // Brute acts first; the next turn is the Guard's.
    const brute = combat.combatants.get("c-brute");
    if (brute) brute.initiative = 30;
    await world.nextTurn(combat);
    await settle();
    expect(gm.hooks.errors).toEqual([]);
    expect(gm.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
    const app = gm.instances.get("monster-autopilot-turn-guard");
    expect(app?.rendered).toBe(true);
    const html = app?.element.innerHTML ?? "";
    expect(html).toContain('data-action="acceptMove"');
    expect(html).not.toContain("MONSTER_AUTOPILOT.");
    // The chosen option is drawn on the module's highlight layer, on the active GM's canvas only.
    expect(gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.size).toBeGreaterThan(0);
    for (const client of bystanders()) expect(client.layer.layers.size).toBe(0);
    expectQuietBystanders();

    app?.click('[data-action="acceptMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect(guard.moves).toHaveLength(1);
    expect({ x: guard.x, y: guard.y }).not.toEqual(guardAt);

    app?.click('[data-action="undoMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
    expectQuietBystanders();
  });
});

describe("the other ways to open the Monster turn window", () => {
  it("the keybinding opens it for the controlled token", async () => {
    const { guard } = hexCombatWorld(world);
    (gm.canvas["tokens"] as { controlled: unknown[] }).controlled = [{ document: guard }];
    gm.act(() => gm.keybindings.get("monster-autopilot.openMonsterTurn")?.onDown?.());
    await settle();
    expect(gm.instances.get("monster-autopilot-turn-guard")?.rendered).toBe(true);
    expect(gm.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
    expectQuietBystanders();
  });

  it("the token HUD's Monster turn button opens it", async () => {
    const { guard } = hexCombatWorld(world);
    const html = document.createElement("div");
    html.innerHTML = '<div class="col right"></div>';
    gm.act(() => gm.hooks.callAll("renderTokenHUD", { document: guard }, html));
    gm.act(() => html.querySelector<HTMLElement>(".ma-hud-button")?.click());
    await settle();
    expect(gm.instances.get("monster-autopilot-turn-guard")?.rendered).toBe(true);
    expectQuietBystanders();
  });

  it("a character's combat turn opens nothing on any client", async () => {
    const { combat } = hexCombatWorld(world);
    await world.nextTurn(combat);
    await settle();
    for (const client of world.clients) expect(client.instances.size, client.user.id).toBe(0);
    expectQuietBystanders();
  });
});
