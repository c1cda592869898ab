import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { mythosCards, outcomesOf, type MythosResult } from "../../src/core/arkham";
import { DEFAULT_ARKHAM_STATE, type ArkhamSandboxState } from "../../sandbox/arkham/arkham-state";
import { solveArkham } from "../../sandbox/arkham/solve";
import { connectChromium } from "./chromium";
import { openSandbox, type SandboxPage } from "./sandbox-page";

let browser: Browser;
let sandbox: SandboxPage;
beforeAll(async () => {
  browser = await connectChromium(inject("browserEndpoint"));
  sandbox = await openSandbox(browser, inject("sandboxUrl"), "tab=arkham");
});
afterAll(async () => {
  await sandbox.close();
  await browser.close();
});

/** The moves drawn on the board: monster id → the set of paths ("a>b"), sorted. */
async function drawnMoves(page: Page): Promise<Record<string, string[]>> {
  const moves = await page.$$eval("g.ak-move", (nodes) =>
    nodes.map((n) => [n.getAttribute("data-monster") ?? "", n.getAttribute("data-path") ?? ""] as const),
  );
  const out: Record<string, string[]> = {};
  for (const [monster, path] of moves) out[monster] = [...(out[monster] ?? []), path].sort();
  return out;
}

/** The core's moves for the same state, in the same shape (monsters that stay draw nothing). */
function coreMoves(result: MythosResult): Record<string, string[]> {
  if (result.kind !== "resolved")
    throw new Error(`the core rejects the state: ${JSON.stringify(result.problems)}`);
  const out: Record<string, string[]> = {};
  for (const decision of result.decisions) {
    const paths = outcomesOf(decision)
      .filter((path) => path.length > 0)
      .map((path) => path.join(">"));
    if (paths.length > 0) out[decision.monsterId] = paths.sort();
  }
  return out;
}

const BASE_CARDS = mythosCards().filter((card) => card.set === "base");

describe("Arkham tab: Mythos movement", () => {
  it("draws every move the core gives for each base-game Mythos card", async () => {
    const { page } = sandbox;
    expect(BASE_CARDS.length).toBeGreaterThan(60);
    let moved = 0;
    for (const card of BASE_CARDS) {
      await page.selectOption("#arkham-card", card.name);
      const state: ArkhamSandboxState = { ...DEFAULT_ARKHAM_STATE, card: card.name };
      const expected = coreMoves(solveArkham(state));
      expect(await drawnMoves(page), card.name).toEqual(expected);
      moved += Object.keys(expected).length;
    }
    expect(moved).toBeGreaterThan(0);
  });

  it("shows ties as choices for the first player, and draws the chosen option", async () => {
    const { page } = sandbox;
    const tying = BASE_CARDS.map((card) => ({
      card,
      result: solveArkham({ ...DEFAULT_ARKHAM_STATE, card: card.name }),
    }))
      .flatMap(({ card, result }) =>
        result.kind === "resolved"
          ? result.decisions.filter((d) => d.kind === "choose").map((d) => ({ card, d }))
          : [],
      )
      .at(0);
    expect(tying, "some base card makes a monster of the first board tie").toBeDefined();
    const { card, d } = tying!;
    await page.selectOption("#arkham-card", card.name);
    const radios = page.locator(`.ak-decision[data-monster="${d.monsterId}"] input[type="radio"]`);
    expect(await radios.count()).toBe(d.options.length);
    await radios.nth(1).check();
    const chosen = await page.getAttribute(`g.ak-move.ak-chosen[data-monster="${d.monsterId}"]`, "data-path");
    expect(chosen).toBe(d.options[1]!.path.join(">"));
    mkdirSync("test-results", { recursive: true });
    await page.screenshot({ path: "test-results/sandbox-arkham.png" });
  });

  it("places a monster by clicking an area, and the core's move for it is drawn", async () => {
    const { page } = sandbox;
    await page.selectOption("#arkham-card", BASE_CARDS[0]!.name);
    await page.check('[data-arkham-tool="monster"] input');
    await page.selectOption("#arkham-monster-type", "base|Zombie");
    await page.click('[data-area="general-store"] rect');
    const state: ArkhamSandboxState = {
      ...DEFAULT_ARKHAM_STATE,
      card: BASE_CARDS[0]!.name,
      monsters: [
        ...DEFAULT_ARKHAM_STATE.monsters,
        { id: "m6", at: "general-store", type: "Zombie", set: "base" },
      ],
    };
    expect(await page.$$eval(".ak-monster", (n) => n.length)).toBe(state.monsters.length);
    expect(await drawnMoves(page)).toEqual(coreMoves(solveArkham(state)));
    expect(sandbox.errors).toEqual([]);
  });
});
