// @vitest-environment happy-dom
// End to end on the fake Foundry runtime: enabling the module changes nothing in a world until a GM
// uses it for a game it supports. A square-grid scene with a combat of ordinary tokens (one named
// like a Gloomhaven monster) gets no re-sorted tracker, no initiative written, no chat card, no
// status effects and no token HUD entry; a hex scene the GM plays with the module gets all of them.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODULE_ID } from "../../../src/foundry/constants";
import { FakeSquareGrid, GRID } from "../runtime/ports";
import {
  FakeActor,
  FakeCombat,
  FakeCombatant,
  FakeScene,
  FakeToken,
  worldWrites,
} from "../runtime/documents";
import type { FakeCombatDocument } from "../runtime/globals";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";

let foundry: FakeFoundry;
const chatCards: unknown[] = [];

// Booting a world imports the whole module afresh: slow on a loaded machine.
beforeEach(async () => {
  foundry = await bootModule();
  chatCards.length = 0;
  // https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html: create, getSpeaker, getWhisperRecipients.
  vi.stubGlobal("ChatMessage", {
    create: async (data: unknown) => void chatCards.push(data),
    getSpeaker: () => ({}),
    getWhisperRecipients: () => [],
  });
}, 60_000);

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** A scene with a hostile "Bandit Guard" (a preset monster's name) and a player's hero in a combat linked to no scene. */
function sceneWithCombat(id: string) {
  const scene = new FakeScene(id, id, { sceneRect: { x: 0, y: 0, width: 1000, height: 900 } });
  const guard = scene.addToken(
    new FakeToken(`${id}-guard`, "Bandit Guard", 100, 100, -1, new FakeActor(`${id}-a1`, "Bandit Guard")),
  );
  scene.addToken(new FakeToken(`${id}-hero`, "Hero", 500, 500, 1, new FakeActor(`${id}-a2`, "Hero", true)));
  foundry.scenes.set(scene.id, scene);
  const combat = new FakeCombat(`combat-${id}`);
  combat.add(new FakeCombatant(`${id}-c-guard`, id, `${id}-guard`, 10, () => foundry.scenes));
  combat.add(new FakeCombatant(`${id}-c-hero`, id, `${id}-hero`, 50, () => foundry.scenes));
  foundry.combats.set(combat.id, combat);
  foundry.game.combat = combat;
  return { scene, guard, combat };
}

/** Draws a square-grid scene on the canvas (https://foundryvtt.com/api/v13/classes/foundry.grid.SquareGrid.html). */
function viewSquare(scene: FakeScene): void {
  foundry.view(scene);
  foundry.canvas["grid"] = Object.assign(new FakeSquareGrid(), { isHexagonal: false, isSquare: true });
}

/** The tracker order the world's Combat class gives this combat's combatants (Combat#setupTurns). */
function trackerOrder(combat: FakeCombat): string[] {
  const Combat = (foundry.config["Combat"] as { documentClass: typeof FakeCombatDocument }).documentClass;
  const doc = Object.assign(new Combat(), { combatants: combat.combatants, scene: combat.scene });
  return doc.sortTurns(combat.combatants.contents).map((c) => c.id);
}

function hudButtons(token: FakeToken): number {
  const html = document.createElement("div");
  html.innerHTML = '<div class="col right"></div>';
  foundry.hooks.callAll("renderTokenHUD", { document: token }, html);
  return html.querySelectorAll(".ma-hud-button").length;
}

const statusIds = () => (foundry.config["statusEffects"] as { id: string }[]).map((s) => s.id);

describe("a world that does not play with the module", () => {
  it("a square-grid scene's combat is neither re-sorted, drawn for, posted to nor given HUD entries", async () => {
    const { scene, guard, combat } = sceneWithCombat("square");
    viewSquare(scene);
    foundry.hooks.callAll("canvasReady", foundry.canvas);
    const writes = worldWrites.count;
    expect(trackerOrder(combat)).toEqual(["square-c-hero", "square-c-guard"]);
    combat.round = 2;
    foundry.hooks.callAll("updateCombat", combat, { round: 2 }, {}, "gm");
    foundry.hooks.callAll(
      "combatTurnChange",
      combat,
      { round: 2, turn: 0, tokenId: "square-hero", combatantId: "square-c-hero" },
      { round: 2, turn: 1, tokenId: "square-guard", combatantId: "square-c-guard" },
    );
    await settle();
    expect(combat.combatants.contents.map((c) => c.initiative)).toEqual([10, 50]);
    expect(combat.getFlag(MODULE_ID, "decks")).toBeUndefined();
    expect(chatCards).toEqual([]);
    expect(worldWrites.count).toBe(writes);
    expect(statusIds()).toEqual(["dead"]);
    expect(hudButtons(guard)).toBe(0);
    expect(foundry.instances.size).toBe(0);
    expect(foundry.notifications.shown).toEqual([]);
    expect(foundry.hooks.errors).toEqual([]);
  });

  it("a hex scene the GM has not chosen to play gets no automatic window, order or draw", async () => {
    const { scene, combat } = sceneWithCombat("hex");
    foundry.view(scene, GRID.HEXODDR);
    expect(trackerOrder(combat)).toEqual(["hex-c-hero", "hex-c-guard"]);
    combat.round = 2;
    foundry.hooks.callAll("updateCombat", combat, { round: 2 }, {}, "gm");
    foundry.hooks.callAll(
      "combatTurnChange",
      combat,
      { round: 2, turn: 0, tokenId: "hex-hero", combatantId: "hex-c-hero" },
      { round: 2, turn: 1, tokenId: "hex-guard", combatantId: "hex-c-guard" },
    );
    await settle();
    expect(chatCards).toEqual([]);
    expect(combat.combatants.contents.map((c) => c.initiative)).toEqual([10, 50]);
    expect(foundry.instances.size).toBe(0);
    expect(statusIds()).toEqual(["dead"]);
  });
});

describe("a hex scene played with the module", () => {
  it("the GM's first Monster turn window switches the scene on and says what that does", async () => {
    const { scene, guard, combat } = sceneWithCombat("hex");
    foundry.view(scene, GRID.HEXODDR);
    const html = document.createElement("div");
    html.innerHTML = '<div class="col right"></div>';
    foundry.hooks.callAll("renderTokenHUD", { document: guard }, html);
    html.querySelector<HTMLElement>(".ma-hud-button")?.click();
    await settle();
    expect(scene.getFlag(MODULE_ID, "played")).toBe(true);
    const info = foundry.notifications.shown.filter((n) => n.type === "info").map((n) => n.text);
    expect(info).toHaveLength(1);
    expect(info[0]).toContain("hex");
    expect(info[0]).not.toContain("MONSTER_AUTOPILOT.");
    expect(statusIds()).toEqual(expect.arrayContaining(["dead", "muddled", "immobilized", "disarmed"]));
    expect(trackerOrder(combat)).toEqual(["hex-c-guard", "hex-c-hero"]);
  });

  it("draws at round start, posts the chat card and opens the monster's window on its turn", async () => {
    const { scene, combat } = sceneWithCombat("hex");
    await scene.setFlag(MODULE_ID, "played", true);
    foundry.view(scene, GRID.HEXODDR);
    combat.round = 2;
    foundry.hooks.callAll("updateCombat", combat, { round: 2 }, {}, "gm");
    await settle();
    expect(chatCards).toHaveLength(1);
    expect(combat.getFlag(MODULE_ID, "decks")).toBeDefined();
    foundry.hooks.callAll(
      "combatTurnChange",
      combat,
      { round: 2, turn: 0, tokenId: "hex-hero", combatantId: "hex-c-hero" },
      { round: 2, turn: 1, tokenId: "hex-guard", combatantId: "hex-c-guard" },
    );
    await settle();
    expect(foundry.instances.get("monster-autopilot-turn-hex-guard")?.rendered).toBe(true);
  });
});

describe("the scene configuration's switch", () => {
  /** The Grid part of the scene configuration as v13 renders it (an HTMLElement, foundry.md). */
  const sceneConfig = () => {
    const html = document.createElement("form");
    html.innerHTML = '<div class="form-group"><select name="grid.type"></select></div>';
    return html;
  };

  it("adds the played-scene box after the grid type, checked as the scene's flag says", async () => {
    const { scene } = sceneWithCombat("hex");
    const off = sceneConfig();
    foundry.hooks.callAll("renderSceneConfig", { document: scene }, off);
    const box = off.querySelector<HTMLInputElement>('.ma-played-scene input[type="checkbox"]');
    expect(box?.name).toBe("flags.monster-autopilot.played");
    expect(box?.checked).toBe(false);
    await scene.setFlag(MODULE_ID, "played", true);
    const on = sceneConfig();
    foundry.hooks.callAll("renderSceneConfig", { document: scene }, on);
    expect(on.querySelector<HTMLInputElement>(".ma-played-scene input")?.checked).toBe(true);
    expect(on.textContent).not.toContain("MONSTER_AUTOPILOT.");
  });

  it("switching a scene on from another client re-sorts the trackers and offers the status effects there", async () => {
    const { scene, combat } = sceneWithCombat("hex");
    scene.flags = { [MODULE_ID]: { played: true } };
    foundry.hooks.callAll("updateScene", scene, { flags: { [MODULE_ID]: { played: true } } }, {}, "gm2");
    expect(combat.setups).toBeGreaterThan(0);
    expect(statusIds()).toEqual(expect.arrayContaining(["muddled", "immobilized", "disarmed"]));
    expect(foundry.notifications.shown).toEqual([]);
  });
});
