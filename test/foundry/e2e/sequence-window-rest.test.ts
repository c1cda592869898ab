// @vitest-environment happy-dom
// Target died / was moved (SQ-17) in the Monster turn window, end to end on the fake Foundry
// runtime: the rest of the card recomputed on the board as it is offers every tied option again
// (OUT-S2), each highlighted on its own, and Move plays the one the GM picks.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeHexGrid, GRID } from "../runtime/ports";
import { settle, startWorld, type FakeFoundry, type FakeWorld } from "../runtime/install";
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

const LAYER = "monster-autopilot.hex-turn.guard";
/** The highlight's key of the hex at row `i`, column `j` (its top-left corner). */
function keyOf(i: number, j: number): string {
  const { x, y } = new FakeHexGrid(GRID.HEXODDR).getTopLeftPoint({ i, j });
  return `${x},${y}`;
}
const marked = (i: number, j: number): boolean => gm.layer.layers.get(LAYER)?.has(keyOf(i, j)) ?? false;

/**
 * Cave Bear 601 (attack, move 1, attack): the Guard at row 2 column 1 attacks the Brute beside it
 * (column 0); the Tinkerer at row 1 column 2 is two hexes away, with two hexes beside both
 * (row 1 column 1 and row 2 column 2): once the Brute died the bear has two tied moves.
 */
async function bearAfterBrute() {
  const set = await guardTurn(world, "gloomhaven/cave-bear", "Cave Bear", 601, {
    bruteColumn: 0,
    others: [{ id: "tinker", i: 1, j: 2 }],
  });
  const { app, scene } = set;
  app?.click('[data-action="acceptMove"]');
  await settle();
  expect(app?.element.querySelector(".ma-sequence-pause")?.textContent).toContain("Brute");
  await scene.deleteEmbeddedDocuments("Token", ["brute"]);
  app?.click('[data-action="targetChanged"]');
  await settle();
  return set;
}

const rows = (app: { element: HTMLElement } | undefined) => [
  ...(app?.element.querySelectorAll<HTMLElement>(".ma-sequence-options .ma-option") ?? []),
];

describe("SQ-17 / OUT-S2: after Target died every tied option of the rest is offered", () => {
  it("lists both moves toward the Tinkerer, highlights the one hovered, and Move plays the one picked", async () => {
    const { app, guard } = await bearAfterBrute();
    expect(gm.actionErrors).toEqual([]);
    const listed = rows(app);
    expect(listed).toHaveLength(2);
    for (const row of listed) expect(row.textContent).toContain("tinker");

    const ends = [
      [1, 1],
      [2, 2],
    ] as const;
    const shown = (n: number) => {
      gm.act(() => listed[n]?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true })));
      return ends.filter(([i, j]) => marked(i, j));
    };
    const first = shown(0);
    const second = shown(1);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first).not.toEqual(second);

    gm.act(() => app?.element.dispatchEvent(new PointerEvent("pointerleave")));
    app?.click('.ma-sequence-options .ma-option[data-index="1"]');
    await settle();
    expect(rows(app)[1]?.classList.contains("selected")).toBe(true);
    app?.click('[data-action="acceptMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    const [i, j] = second[0] ?? [0, 0];
    expect({ x: guard.x, y: guard.y }).toEqual(standsOn(i, j));
    expect(app?.element.querySelector(".ma-sequence-pause")?.textContent).toContain("tinker");

    // The other move was not played: it stays listed but can no longer be chosen.
    const closed = rows(app)[0];
    expect(closed?.classList.contains("ma-option-closed")).toBe(true);
    expect(closed?.getAttribute("aria-disabled")).toBe("true");
    app?.click('.ma-sequence-options .ma-option[data-index="0"]');
    await settle();
    expect(rows(app)[1]?.classList.contains("selected")).toBe(true);
    expect(rows(app)[1]?.getAttribute("aria-disabled")).toBe("false");
  });

  it("names each move's end hex, so the tied options read differently", async () => {
    const { app } = await bearAfterBrute();
    const texts = rows(app).map((r) => r.querySelector(".ma-step-move")?.textContent ?? "");
    expect(texts.sort()).toEqual(["Moves 1 hex to row 1, column 1", "Moves 1 hex to row 2, column 2"]);
  });
});
