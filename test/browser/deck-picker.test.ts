import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { toMonsterAction } from "../../src/view/gloomhaven/ability-form";
import { decodeHexLink } from "../../sandbox/gloomhaven/hex-link";
import { connectChromium } from "./chromium";
import { openSandbox, type SandboxPage } from "./sandbox-page";

let browser: Browser;
beforeAll(async () => {
  browser = await connectChromium(inject("browserEndpoint"));
});
afterAll(async () => {
  await browser.close();
});

describe("Hex tab: the monster deck picker", () => {
  let sandbox: SandboxPage;
  beforeAll(async () => {
    sandbox = await openSandbox(browser, inject("sandboxUrl"));
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("fills the ability editor from the Bandit Guard's card 526 at level 1, as the Foundry window does", async () => {
    const { page } = sandbox;
    await page.selectOption("#hex-deck-type", "gloomhaven/bandit-guard");
    await page.selectOption("#hex-deck-level", "1");
    await page.selectOption("#hex-deck-rank", "normal");
    const cards = await page.locator(".hx-deck-card").allTextContents();
    expect(cards).toHaveLength(8);
    expect(cards).toContain("526 35 Move -1, Attack +0, Range 2");
    await page.locator('.hx-deck-card[value="526"]').click();
    await page.waitForSelector(".ma-deck-card-summary");
    expect(await page.textContent(".ma-deck-card-summary")).toBe("Move -1, Attack +0, Range 2");
    const url = await page.evaluate(() => window.location.href);
    const link = decodeHexLink(new URLSearchParams(new URL(url).hash.slice(1)).get("hex") ?? "", false);
    if (link.kind !== "loaded") throw new Error(`the page URL holds no board: ${url}`);
    expect(toMonsterAction(link.state.ability)).toMatchObject({ move: 2, attack: { range: 2, targets: 1 } });
    expect(await page.inputValue("#hex-base-move")).toBe("3");
    expect(sandbox.errors).toEqual([]);
  });

  it("plays a complex card as a whole list instead of warning, and lists scenario monsters only when asked", async () => {
    const { page } = sandbox;
    const scenarioOption = '#hex-deck-type option[value="gloomhaven/cave-bear-54"]';
    expect(await page.locator(scenarioOption).count()).toBe(0);
    await page.check("#hex-deck-scenario");
    expect(await page.locator(scenarioOption).count()).toBe(1);
    await page.selectOption("#hex-deck-type", "gloomhaven/hound");
    await page.locator('.hx-deck-card[value="547"]').click();
    // The list plays every ability of card 547 (SQ-1), so the "check the printed card" warning is gone.
    await page.waitForSelector(".hx-seq-filled");
    expect(await page.textContent(".hx-seq-filled")).toMatch(/3 abilities/);
    expect(await page.locator(".ma-deck-card-note", { hasText: /check the printed card/ }).count()).toBe(0);
  });
});
