// @vitest-environment happy-dom
// A sequence card's move that Foundry v14 pauses (TokenDocument#move stays pending while paused and
// resolves false when stopped), end to end on the fake Foundry runtime, handled as the one-turn
// window handles it: the GM is told, the next step waits until the move settles, Undo works
// meanwhile, and a move stopped short has the rest played from where the monster stands.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle, startWorld, type FakeFoundry, type FakeWorld } from "../runtime/install";
import { TWO_GMS_AND_A_PLAYER } from "./hex-scene";
import { guardTurn, standsOn } from "./sequence-world";

let world: FakeWorld;
let gm: FakeFoundry;

beforeEach(async () => {
  world = await startWorld({ ...TWO_GMS_AND_A_PLAYER, generation: 14 });
  gm = world.client("gm-a");
}, 60_000);

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/**
 * Cave Bear 601 with a hand-entered Move 5 (Move -2: three hexes) toward the Brute at row 2
 * column 5; Foundry pauses the move after its first hex.
 */
async function pausedBear() {
  const set = await guardTurn(world, "gloomhaven/cave-bear", "Cave Bear", 601, {
    bruteColumn: 5,
    monsterData: { move: 5 },
  });
  set.guard.motion.script = { kind: "pause", after: 1 };
  set.app?.click('[data-action="acceptMove"]');
  await settle();
  return set;
}

const button = (app: { element: HTMLElement } | undefined, action: string) =>
  app?.element.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);

describe("v14: a paused move of a sequence card", () => {
  it("is told, holds the attack until it resumes, then pauses on the attack at the end hex", async () => {
    const { app, guard } = await pausedBear();
    expect(gm.actionErrors).toEqual([]);
    expect(guard.movement?.state).toBe("paused");
    expect(gm.notifications.shown.some((n) => n.type === "info" && /paused/.test(n.text))).toBe(true);
    expect(button(app, "acceptMove")?.disabled).toBe(true);
    expect(button(app, "continueSequence")).toBeNull();
    expect(button(app, "undoMove")?.disabled).toBe(false);

    gm.act(() => guard.motion.resumeMovement());
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect({ x: guard.x, y: guard.y }).toEqual(standsOn(2, 4));
    expect(app?.element.querySelector(".ma-sequence-pause")?.textContent).toContain("Brute");
    expect(button(app, "continueSequence")).not.toBeNull();
  });

  it("Undo while paused stops the move, puts the Guard back and offers the card again", async () => {
    const { app, guard, guardAt } = await pausedBear();
    app?.click('[data-action="undoMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
    expect(guard.movement?.state).not.toBe("paused");
    expect(button(app, "acceptMove")?.disabled).toBe(false);
    expect(app?.element.querySelector(".ma-sequence-pause")).toBeNull();
    expect(gm.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
  });

  it("stopped after the pause: the GM is told the hex, the rest is played from there, Undo puts it back", async () => {
    const { app, guard, guardAt } = await pausedBear();
    gm.act(() => guard.stopMovement());
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect({ x: guard.x, y: guard.y }).toEqual(standsOn(2, 2));
    const warning = gm.notifications.shown.find((n) => n.type === "warn");
    expect(warning?.text).toContain("row 2, column 2");
    // From row 2 column 2 the Brute is out of reach: the attack goes to nobody, the card is played.
    expect(app?.element.querySelector(".ma-sequence-done")).not.toBeNull();
    app?.click('[data-action="undoMove"]');
    await settle();
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
  });
});
