// @vitest-environment happy-dom
// Several GMs in one world (two GMs and a player on the fake runtime): any GM opens, previews and
// accepts by hand; the automatic window opens on the active GM's client alone, and when that GM
// views another scene they are told, with a button that views the scene and opens the window.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeScene } from "../runtime/documents";
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

const warnings = (client: FakeFoundry) => client.notifications.shown.filter((n) => n.type !== "info");

describe("several GMs", () => {
  it("an assistant GM opens the window by hand, moves the token and undoes it, without warnings", async () => {
    const { guard, guardAt } = hexCombatWorld(world);
    const assistant = world.client("gm-b");
    (assistant.canvas["tokens"] as { controlled: unknown[] }).controlled = [{ document: guard }];
    assistant.act(() => assistant.keybindings.get("monster-autopilot.openMonsterTurn")?.onDown?.());
    await settle();
    const app = assistant.instances.get("monster-autopilot-turn-guard");
    expect(app?.rendered).toBe(true);
    expect(warnings(assistant)).toEqual([]);

    app?.click('[data-action="acceptMove"]');
    await settle();
    expect({ x: guard.x, y: guard.y }).not.toEqual(guardAt);
    app?.click('[data-action="undoMove"]');
    await settle();
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
    expect(assistant.actionErrors).toEqual([]);
    expect(warnings(assistant)).toEqual([]);
    expect(world.client("gm-a").instances.size).toBe(0);
  });

  it("a player opening the window by hand is told only a GM runs monster turns", async () => {
    const { guard } = hexCombatWorld(world);
    const player = world.client("player");
    (player.canvas["tokens"] as { controlled: unknown[] }).controlled = [{ document: guard }];
    player.act(() => player.keybindings.get("monster-autopilot.openMonsterTurn")?.onDown?.());
    await settle();
    expect(player.instances.size).toBe(0);
    expect(player.notifications.shown).toEqual([{ type: "warn", text: "Only a GM runs monster turns." }]);
  });

  it("tells the active GM viewing another scene, and the button views the scene and opens the window", async () => {
    const { scene, combat } = hexCombatWorld(world);
    const gm = world.client("gm-a");
    const road = new FakeScene("s2", "Road", scene.dimensions);
    world.scenes.set(road.id, road);
    gm.view(road);
    const brute = combat.combatants.get("c-brute");
    if (brute) brute.initiative = 30;
    await world.nextTurn(combat);
    await settle();
    expect(gm.notifications.shown.map((n) => n.text)).toContain(
      "Guard's turn has started on the scene Crypt, which you are not viewing.",
    );
    expect(gm.dialogs).toHaveLength(1);
    expect(gm.canvas["scene"]).toBe(scene);
    expect(gm.instances.get("monster-autopilot-turn-guard")?.rendered).toBe(true);
    for (const other of [world.client("gm-b"), world.client("player")]) {
      expect(other.instances.size, other.user.id).toBe(0);
      expect(other.notifications.shown, other.user.id).toEqual([]);
      expect(other.dialogs, other.user.id).toEqual([]);
    }
  });
});
