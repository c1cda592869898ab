import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { mythosCards } from "../../src/core/arkham";
import { DEFAULT_ARKHAM_STATE, type ArkhamSandboxState } from "../../sandbox/arkham/arkham-state";
import { encodeArkhamLink } from "../../sandbox/arkham/link-state";
import { newPhaseGame, type PhaseGame } from "../../sandbox/arkham/phase-game";
import { encodePhaseLink } from "../../sandbox/arkham/phase-link";
import { drawPhase, newGame, startPhaseSession } from "../../sandbox/arkham/phase-session";
import { startSession } from "../../sandbox/arkham/session";
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

/** The Arkham tab at 1280 px on a game and pieces given in the address, or on a fragment as written. */
async function open(game: PhaseGame | string, seed = "s"): Promise<SandboxPage> {
  const fragment =
    typeof game === "string"
      ? game
      : `tab=arkham&arkham=${encodeArkhamLink(startSession(EMPTY_BOARD))}&mythos=${encodePhaseLink({ seed, draws: 0, game })}`;
  const opened = await openSandbox(browser, inject("sandboxUrl"), fragment);
  pages.push(opened);
  return opened;
}

const options = (page: Page, selector: string) =>
  page.$$eval(`${selector} option`, (els) => els.map((e) => e.textContent ?? ""));

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

describe("the Arkham tab's new game of the sets in play (mythos §S, MY-5, MY-12)", () => {
  it("choosing Dunwich Horror puts its cards in the deck and its monsters in the cup, and the link keeps it", async () => {
    const { page, errors } = await open(newPhaseGame(4, "Cthulhu"), "sets");
    await page.click(".ak-phase-newgame > summary");
    await page.check('.ak-ng-set[value="dunwich-horror"]');
    await page.fill(".ak-ng-seed", "dunwich");
    await page.click('[data-phase="newGame"]');
    await page.waitForFunction(() => document.querySelector(".ak-st-sets")?.textContent?.includes("Dunwich"));
    const game = newPhaseGame(4, "Cthulhu", ["base", "dunwich-horror"]);
    expect(await page.textContent(".ak-st-deck")).toContain(`${game.deck.length} left`);
    expect(await page.textContent(".ak-st-cup")).toContain("Wizard Whateley ×1");

    // The seeded draw is the core's for that game and seed.
    await page.click('[data-phase="draw"]');
    await page.waitForSelector(".ak-phase-card");
    const expected = drawPhase(
      newGame(startPhaseSession(game, "x"), EMPTY_BOARD, {
        players: 4,
        ancientOne: "Cthulhu",
        sets: ["base", "dunwich-horror"],
        seed: "dunwich",
      }).session,
      EMPTY_BOARD,
    ).pending?.card;
    expect(await page.textContent(".ak-phase-card")).toContain(expected ?? "none");
    await page.click('[data-phase="discard"]');

    // Pick by hand offers the set's cards and monsters; the picked Wraith comes out of the cup first.
    const dunwichCards = mythosCards()
      .filter((c) => c.set === "dunwich-horror")
      .map((c) => c.name);
    const cards = await options(page, ".ak-pick-card");
    expect(dunwichCards.every((c) => cards.includes(c))).toBe(true);
    expect(await options(page, ".ak-pick-type")).toContain("Wraith");
    await pickByHand(page, "Black Sabbath!", ["Wraith"]);
    const lines = await page.$$eval(".ak-step-1 li", (els) => els.map((e) => e.textContent ?? ""));
    expect(lines.join("\n")).toMatch(/Drawn from the cup: Wraith/);
    await page.click('.ak-outcome[data-outcome="0"] [data-phase="accept"]');
    await page.waitForSelector(".ak-phase-card", { state: "detached" });

    // The address holds the sets: the same link opens the same game.
    const hash = await page.evaluate(() => location.hash.slice(1));
    const again = await open(hash);
    expect(await again.page.textContent(".ak-st-sets")).toContain("Dunwich Horror");
    expect(await again.page.isChecked('.ak-ng-set[value="dunwich-horror"]')).toBe(true);
    expect(await again.page.textContent(".ak-st-deck")).toContain(`${game.deck.length - 1} left`);
    expect([...errors, ...again.errors]).toEqual([]);
  });

  it("a card the core leaves to the table is set aside and the next drawn; Undo brings it back", async () => {
    const { page, errors } = await open(newPhaseGame(3, "Hastur"), "aside");
    const deckBefore = await page.textContent(".ak-st-deck");
    await pickByHand(page, "The Story Continues…");
    expect(await page.textContent(".ak-phase-steps .ak-problems")).not.toBe("");
    await page.click('[data-phase="redraw"]');
    await page.waitForFunction(
      () => !document.querySelector(".ak-phase-card")?.textContent?.includes("The Story Continues"),
    );
    expect(await page.textContent(".ak-st-deck")).toContain("1 drawn");
    await page.click('[data-phase="undo"]');
    await page.waitForSelector(".ak-phase-card", { state: "detached" });
    expect(await page.textContent(".ak-st-deck")).toBe(deckBefore);
    expect(errors).toEqual([]);
  });
});
