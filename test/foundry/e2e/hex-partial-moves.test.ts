// @vitest-environment happy-dom
// End to end on the fake Foundry runtime, v14: the Monster turn window when Foundry stops or pauses
// the accepted move (TokenDocument#move resolves false when stopped, stays pending while paused),
// and Undo turning the token back as well as putting it back.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";
import { hexCombatScene } from "./hex-scene";

let foundry: FakeFoundry;

// The first boot loads every template: on a busy machine that alone can take longer than the default 10 s.
beforeEach(async () => {
  foundry = await bootModule({ generation: 14 });
}, 60_000);

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The guard's turn window, open on the scene. */
async function guardWindow() {
  const set = hexCombatScene(foundry);
  foundry.hooks.callAll(
    "combatTurnChange",
    set.combat,
    { round: 1, turn: 0, tokenId: "brute", combatantId: "c-brute" },
    { round: 1, turn: 1, tokenId: "guard", combatantId: "c-guard" },
  );
  await settle();
  const app = foundry.instances.get("monster-autopilot-turn-guard");
  if (!app) throw new Error("the window must open");
  return { ...set, app };
}

const undoButton = (app: { element: HTMLElement }) =>
  app.element.querySelector<HTMLButtonElement>('[data-action="undoMove"]');

describe("v14 moves that do not simply complete, through the Monster turn window", () => {
  it("a stopped move tells the GM the hex it stopped on and stays undoable", async () => {
    const { app, guard, guardAt } = await guardWindow();
    guard.motion.script = { kind: "stop", after: 1 };
    app.click('[data-action="acceptMove"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    const warning = foundry.notifications.shown.find((n) => n.type === "warn");
    expect(warning?.text).toMatch(/stopped the move before its end: the token stands on row \d+, column \d+/);
    expect(undoButton(app)?.disabled).toBe(false);
    app.click('[data-action="undoMove"]');
    await settle();
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
  });

  it("a paused move leaves the window usable: Undo is enabled and puts the token back", async () => {
    const { app, guard, guardAt } = await guardWindow();
    guard.motion.script = { kind: "pause", after: 1 };
    app.click('[data-action="acceptMove"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(foundry.notifications.shown.some((n) => n.type === "info" && /paused/.test(n.text))).toBe(true);
    expect(undoButton(app)?.disabled).toBe(false);
    app.click('[data-action="undoMove"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
    expect(guard.movement?.state).not.toBe("paused");
  });

  it("Undo turns the token back to the rotation it had", async () => {
    const { app, guard } = await guardWindow();
    guard.rotation = 45;
    app.click('[data-action="acceptMove"]');
    await settle();
    expect(guard.rotation).not.toBe(45);
    app.click('[data-action="undoMove"]');
    await settle();
    expect(guard.rotation).toBe(45);
    expect(guard.motion.log.some((e) => e.kind === "revert")).toBe(true);
  });
});
