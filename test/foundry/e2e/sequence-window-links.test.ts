// @vitest-environment happy-dom
// A whole card played across a linked hex pair (LH-1) in the Monster turn window, end to end on the
// fake Foundry runtime: the scene's `links` flag joins the Guard's hex to a hex beside the Brute,
// Cave Bear 601 (attack, move 1, attack) moves through the link, Move carries the token across,
// the attack pauses on the Brute, and Undo puts the Guard back. Without the link the bear's one
// hex of movement cannot reach the Brute.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle, startWorld, type FakeFoundry, type FakeWorld } from "../runtime/install";
import { FakeHexGrid, GRID } from "../runtime/ports";
import { TWO_GMS_AND_A_PLAYER } from "./hex-scene";
import { guardTurn, standsOn } from "./sequence-world";

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

/** The Guard's hex (row 2, column 1) linked to row 2, column 4, beside the Brute at column 5. */
const LINK = { a: { i: 2, j: 1 }, b: { i: 2, j: 4 } };
/** Whether the Guard's highlight marks the hex at row `i`, column `j` (its top-left corner is the key). */
function marked(i: number, j: number): boolean {
  const { x, y } = new FakeHexGrid(GRID.HEXODDR).getTopLeftPoint({ i, j });
  return gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.has(`${x},${y}`) ?? false;
}
const turn = (links: readonly (typeof LINK)[]) =>
  guardTurn(world, "gloomhaven/cave-bear", "Cave Bear", 601, { bruteColumn: 5, links });

describe("LH-1: a sequence card moves through a linked hex pair in the window", () => {
  it("Move carries the Guard across the link, the attack pauses on the Brute, Undo puts it back", async () => {
    const { app, guard, guardAt } = await turn([LINK]);
    expect(gm.hooks.errors).toEqual([]);
    const option = app?.element.querySelector(".ma-sequence-options .ma-option");
    expect(option?.textContent).toContain("Brute");
    // The path's end is across the link: the hexes between the pair are not on it.
    expect(marked(2, 4)).toBe(true);
    expect(marked(2, 2)).toBe(false);
    expect(marked(2, 3)).toBe(false);

    app?.click('[data-action="acceptMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect(guard.moves).toHaveLength(1);
    expect({ x: guard.x, y: guard.y }).toEqual(standsOn(2, 4));
    expect(app?.element.querySelector(".ma-sequence-pause")?.textContent).toContain("Brute");

    app?.click('[data-action="continueSequence"]');
    await settle();
    expect(app?.element.querySelector(".ma-sequence-done")).not.toBeNull();

    app?.click('[data-action="undoMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
    expect(gm.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
  });

  it("without the link the Guard steps one hex toward the Brute and attacks nobody", async () => {
    const { app, guard } = await turn([]);
    app?.click('[data-action="acceptMove"]');
    await settle();
    expect(guard.moves).toHaveLength(1);
    expect({ x: guard.x, y: guard.y }).toEqual(standsOn(2, 2));
    expect(app?.element.querySelector(".ma-sequence-pause")).toBeNull();
    expect(app?.element.querySelector(".ma-sequence-done")).not.toBeNull();
  });
});
