// @vitest-environment happy-dom
// The Monster turn window with a drawn card the one-turn window cannot play, end to end on the
// fake Foundry runtime: Cave Bear 601 (attack, move, attack; SQ-0 S1) opens the window with the
// sequence options; Move moves the token and pauses at the attack with Continue; Continue
// finishes; Undo puts the token back. A one-move-one-attack card keeps the one-turn window.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle, startWorld, type FakeFoundry, type FakeWorld } from "../runtime/install";
import { TWO_GMS_AND_A_PLAYER } from "./hex-scene";
import { guardTurn as turnOf, standsOn, visible, type GuardTurnSetup } from "./sequence-world";

const guardTurn = (monsterId: string, name: string, card: number, setup?: GuardTurnSetup) =>
  turnOf(world, monsterId, name, card, setup);

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

describe("SQ-1: a drawn card beyond one move and one attack is played in the window as a sequence", () => {
  it("shows the sequence options, Move moves and pauses with Continue, Continue finishes, Undo puts the token back", async () => {
    const { app, guard, guardAt } = await guardTurn("gloomhaven/cave-bear", "Cave Bear", 601);
    expect(gm.hooks.errors).toEqual([]);
    expect(app?.rendered).toBe(true);
    expect(visible(app, ".ma-sequence-options")).toBe(true);
    expect(visible(app, ".ma-turn-options")).toBe(false);
    expect(visible(app, ".ma-ability")).toBe(false);
    expect(app?.element.querySelectorAll(".ma-sequence-options .ma-option").length).toBeGreaterThan(0);
    expect(app?.element.innerHTML).not.toContain("MONSTER_AUTOPILOT.");
    expect(gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.size).toBeGreaterThan(0);

    app?.click('[data-action="acceptMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect(guard.moves).toHaveLength(1);
    expect({ x: guard.x, y: guard.y }).not.toEqual(guardAt);
    expect(app?.element.querySelector(".ma-sequence-pause")?.textContent).toContain("Brute");
    expect(app?.element.querySelector('[data-action="continueSequence"]')).not.toBeNull();
    const move = app?.element.querySelector<HTMLButtonElement>('[data-action="acceptMove"]');
    expect(move?.disabled).toBe(true);

    app?.click('[data-action="continueSequence"]');
    await settle();
    expect(app?.element.querySelector(".ma-sequence-done")).not.toBeNull();
    expect(app?.element.querySelector('[data-action="continueSequence"]')).toBeNull();
    expect(gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.size ?? 0).toBe(0);

    app?.click('[data-action="undoMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
    expect(app?.element.querySelector(".ma-sequence-done")).toBeNull();
    expect(gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.size).toBeGreaterThan(0);
    expect(gm.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
  });

  it("Target died at the first attack: the rest is played against the next enemy (SQ-17)", async () => {
    const { app, scene, guard } = await guardTurn("gloomhaven/cave-bear", "Cave Bear", 601, {
      bruteColumn: 2,
      tinkererColumn: 3,
    });
    app?.click('[data-action="acceptMove"]');
    await settle();
    expect(guard.moves).toHaveLength(0);
    expect(app?.element.querySelector(".ma-sequence-pause")?.textContent).toContain("Brute");
    expect(gm.notifications.shown).toEqual([]);
    await scene.deleteEmbeddedDocuments("Token", ["brute"]);
    app?.click('[data-action="targetChanged"]');
    await settle();
    app?.click('[data-action="acceptMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect(guard.moves).toHaveLength(1);
    expect(app?.element.querySelector(".ma-sequence-pause")?.textContent).toContain("Tinkerer");
  });

  it("editing the Monster data solves the card again on the new stat line", async () => {
    const { app, guard } = await guardTurn("gloomhaven/cave-bear", "Cave Bear", 601, { bruteColumn: 5 });
    const steps = () => app?.element.querySelector(".ma-sequence-options .ma-option")?.textContent ?? "";
    // Move -2 on the bear's base move 3: one hex, the Brute out of reach.
    expect(steps()).toContain("Attacks nobody");
    await gm.act(() => guard.setFlag("monster-autopilot", "monster", { move: 5 }));
    gm.act(() => (app as unknown as { reloadData(): void }).reloadData());
    await settle();
    expect(gm.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
    expect(steps()).toContain("Moves 3 hexes to row 2, column 4");
    expect(steps()).toContain("Attacks Brute");
    app?.click('[data-action="acceptMove"]');
    await settle();
    expect({ x: guard.x, y: guard.y }).toEqual(standsOn(2, 4));
    expect(app?.element.querySelector(".ma-sequence-pause")?.textContent).toContain("Brute");
  });

  it("closing the window clears the sequence highlight", async () => {
    const { app } = await guardTurn("gloomhaven/cave-bear", "Cave Bear", 601);
    app?.click('[data-action="skipTurn"]');
    await settle();
    expect(gm.instances.has("monster-autopilot-turn-guard")).toBe(false);
    expect(gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.size ?? 0).toBe(0);
  });

  it("a one-move-one-attack card (Bandit Guard 525) keeps the one-turn window", async () => {
    const { app } = await guardTurn("gloomhaven/bandit-guard", "Bandit Guard", 525);
    expect(visible(app, ".ma-turn-options")).toBe(true);
    expect(visible(app, ".ma-ability")).toBe(true);
    expect(visible(app, ".ma-sequence-options")).toBe(false);
  });
});
