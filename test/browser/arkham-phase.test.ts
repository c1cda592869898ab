import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseGateMarkers } from "../../src/core/arkham";
import { DEFAULT_ARKHAM_STATE, type ArkhamSandboxState } from "../../sandbox/arkham/arkham-state";
import { encodeArkhamLink } from "../../sandbox/arkham/link-state";
import { newPhaseGame, type PhaseGame } from "../../sandbox/arkham/phase-game";
import { encodePhaseLink } from "../../sandbox/arkham/phase-link";
import { drawPhase, startPhaseSession } from "../../sandbox/arkham/phase-session";
import { startSession } from "../../sandbox/arkham/session";
import { outcomeAreas } from "../../sandbox/arkham/phase-steps-view";
import { connectChromium } from "./chromium";
import { openSandbox, type SandboxPage } from "./sandbox-page";

let browser: Browser;
const pages: SandboxPage[] = [];
beforeAll(async () => {
  browser = await connectChromium(inject("browserEndpoint"));
});
afterAll(async () => {
  for (const page of pages) await page.close();
  await browser.close();
});

const EMPTY_BOARD: ArkhamSandboxState = { ...DEFAULT_ARKHAM_STATE, monsters: [] };

/** The Arkham tab opened on a game and pieces given in the address (at 1280 px, sandbox-page.ts). */
async function open(game: PhaseGame, seed: string, pieces = EMPTY_BOARD): Promise<Page> {
  const mythos = encodePhaseLink({ seed, draws: 0, game });
  const arkham = encodeArkhamLink(startSession(pieces));
  const opened = await openSandbox(
    browser,
    inject("sandboxUrl"),
    `tab=arkham&arkham=${arkham}&mythos=${mythos}`,
  );
  pages.push(opened);
  return opened.page;
}

/** Five players, three open gates, one at Independence Square: A Strange Plague surges there (MY-2.3). */
function threeGates(): PhaseGame {
  const [a, b, c, ...rest] = baseGateMarkers();
  if (a === undefined || b === undefined || c === undefined) throw new Error("the preset has gate markers");
  const game = newPhaseGame(5, "Cthulhu");
  return { ...game, gates: { "independence-square": a, woods: b, "unvisited-isle": c }, gatePile: rest };
}

const texts = (page: Page, selector: string) =>
  page.$$eval(selector, (els) => els.map((e) => e.textContent ?? ""));

async function pickByHand(page: Page, card: string, cupFirst: readonly string[] = []): Promise<void> {
  await page.click(".ak-phase-pick > summary");
  await page.selectOption(".ak-pick-card", card);
  for (const name of cupFirst) {
    await page.selectOption(".ak-pick-type", { label: name });
    await page.click('[data-phase="pickAdd"]');
  }
  await page.click('[data-phase="drawPicked"]');
  await page.waitForSelector(".ak-phase-card");
}

describe("the Arkham tab's Mythos phase (MY-1, MY-14)", () => {
  it("a seeded link reproduces the same card and outcomes, the ones the core gives for that seed", async () => {
    const game = newPhaseGame(3, "Azathoth");
    const draw = async () => {
      const page = await open(game, "repro-seed");
      await page.click('[data-phase="draw"]');
      await page.waitForSelector(".ak-phase-card");
      return { card: await page.textContent(".ak-phase-card"), outcomes: await texts(page, ".ak-outcome") };
    };
    const first = await draw();
    const second = await draw();
    expect(second).toEqual(first);
    const expected = drawPhase(startPhaseSession(game, "repro-seed"), EMPTY_BOARD).pending?.card ?? "none";
    expect(first.card).toContain(expected);
  });

  it("a surge the first player spreads offers every outcome, each shown on the board on hover (MY-4.3)", async () => {
    const page = await open(threeGates(), "surge");
    await pickByHand(page, "A Strange Plague");
    const spreads = await texts(page, ".ak-spread");
    const shown = await page.$$eval(".ak-outcome", (els) =>
      els.map((e) => e.getAttribute("data-areas") ?? ""),
    );
    const core = drawPhase(startPhaseSession(threeGates(), "surge"), EMPTY_BOARD, {
      card: "A Strange Plague",
    });
    const coreOutcomes = core.pending?.result.kind === "outcomes" ? core.pending.result.outcomes : [];
    expect(new Set(shown)).toEqual(new Set(coreOutcomes.map((o) => outcomeAreas(o).join(" "))));
    // 5 monsters over 3 gates: the surge gate 2, and 2 for either other gate.
    expect(spreads).toHaveLength(2);
    expect(new Set(spreads).size).toBe(2);
    for (const [i, spread] of spreads.entries()) {
      expect(spread).toContain("Independence Square 2");
      await page.hover(`.ak-outcome[data-outcome="${i}"] h4`);
      const marked = await page.$$eval(".ak-svg .ak-phase-hover", (els) =>
        els.map((e) => `${e.getAttribute("data-area")}:${e.querySelector(".ak-phase-count")?.textContent}`),
      );
      const counts = spread.match(/\d+/g)?.map(Number) ?? [];
      expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
      // The spread lists the gates in dealing order: the surge gate, then by area id.
      const gates = ["independence-square", "unvisited-isle", "woods"];
      expect(marked.sort()).toEqual(gates.map((at, j) => `${at}:+${counts[j] ?? 0}`).sort());
    }
  });

  it("accepting an outcome changes the state and the pieces, Undo restores both and the address", async () => {
    const page = await open(threeGates(), "accept");
    const before = {
      state: await texts(page, ".ak-phase-state dd"),
      hash: await page.evaluate(() => location.hash),
    };
    await pickByHand(page, "A Strange Plague");
    await page.click('.ak-outcome[data-outcome="1"] [data-phase="accept"]');
    await page.waitForSelector(".ak-phase-card", { state: "detached" });
    expect(await texts(page, ".ak-phase-state dd")).not.toEqual(before.state);
    expect(await page.$$eval(".ak-svg [data-piece]", (els) => els.length)).toBeGreaterThan(2);
    await page.click('[data-phase="undo"]');
    expect(await texts(page, ".ak-phase-state dd")).toEqual(before.state);
    expect(await page.evaluate(() => location.hash)).toBe(before.hash);
  });

  it("Pick by hand draws the chosen card with the chosen monsters first out of the cup (MY-5)", async () => {
    // Five players: a new gate draws two monsters (MY-3.6).
    const page = await open(newPhaseGame(5, null), "hand");
    await pickByHand(page, "A Strange Plague", ["Cultist", "Maniac"]);
    expect(await page.textContent(".ak-phase-card")).toContain("A Strange Plague");
    const lines = await texts(page, ".ak-step-1 li");
    expect(lines.join("\n")).toMatch(/Drawn from the cup: Cultist, Maniac/);
  });
});
