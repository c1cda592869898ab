// @vitest-environment happy-dom
// End to end on the fake Foundry runtime: a monster's combat turn (in a combat linked to no scene)
// opens the Monster turn window, rendered from the real templates with Foundry's helper set; Move
// moves the token; Undo puts it back.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";
import { hexCombatScene } from "./hex-scene";

let foundry: FakeFoundry;

beforeEach(async () => {
  foundry = await bootModule();
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("a monster's combat turn, end to end", () => {
  it("opens the window, moves the token on Move and puts it back on Undo", async () => {
    const { guard, guardAt, combat } = hexCombatScene(foundry);
    foundry.hooks.callAll(
      "combatTurnChange",
      combat,
      { round: 1, turn: 0, tokenId: "brute", combatantId: "c-brute" },
      { round: 1, turn: 1, tokenId: "guard", combatantId: "c-guard" },
    );
    await settle();
    expect(foundry.hooks.errors).toEqual([]);
    expect(foundry.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
    const app = foundry.instances.get("monster-autopilot-turn-guard");
    expect(app?.rendered).toBe(true);
    const html = app?.element.innerHTML ?? "";
    expect(html).toContain('data-action="acceptMove"');
    expect(html).not.toContain("MONSTER_AUTOPILOT.");
    // The chosen option is drawn on the module's highlight layer.
    expect(foundry.layer.layers.get("monster-autopilot.hex-turn")?.size).toBeGreaterThan(0);

    app?.click('[data-action="acceptMove"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(guard.moves).toHaveLength(1);
    expect({ x: guard.x, y: guard.y }).not.toEqual(guardAt);

    app?.click('[data-action="undoMove"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
  });
});

describe("the other ways to open the Monster turn window", () => {
  it("the keybinding opens it for the controlled token", async () => {
    const { guard } = hexCombatScene(foundry);
    (foundry.canvas["tokens"] as { controlled: unknown[] }).controlled = [{ document: guard }];
    foundry.keybindings.get("monster-autopilot.openMonsterTurn")?.onDown?.();
    await settle();
    expect(foundry.instances.get("monster-autopilot-turn-guard")?.rendered).toBe(true);
    expect(foundry.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
  });

  it("the token HUD's Monster turn button opens it", async () => {
    const { guard } = hexCombatScene(foundry);
    const html = document.createElement("div");
    html.innerHTML = '<div class="col right"></div>';
    foundry.hooks.callAll("renderTokenHUD", { document: guard }, html);
    html.querySelector<HTMLElement>(".ma-hud-button")?.click();
    await settle();
    expect(foundry.instances.get("monster-autopilot-turn-guard")?.rendered).toBe(true);
  });

  it("a character's combat turn opens nothing", async () => {
    const { combat } = hexCombatScene(foundry);
    foundry.hooks.callAll(
      "combatTurnChange",
      combat,
      { round: 1, turn: 1, tokenId: "guard", combatantId: "c-guard" },
      { round: 2, turn: 0, tokenId: "brute", combatantId: "c-brute" },
    );
    await settle();
    expect(foundry.instances.size).toBe(0);
  });
});
