import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectChromium } from "./chromium";
import { openSandbox } from "./sandbox-page";

let browser: Browser;
beforeAll(async () => {
  browser = await connectChromium(inject("browserEndpoint"));
});
afterAll(async () => {
  await browser.close();
});

describe("the sandbox page", () => {
  it("loads with both tabs and switches between them by keyboard without console errors", async () => {
    const { page, errors, close } = await openSandbox(browser, inject("sandboxUrl"));
    await expect(page.locator("#panel-hex").isVisible()).resolves.toBe(true);
    await page.focus("#tab-hex");
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("#panel-arkham").isVisible()).resolves.toBe(true);
    await expect(page.locator("#panel-hex").isHidden()).resolves.toBe(true);
    expect(await page.evaluate(() => window.location.hash)).toContain("tab=arkham");
    await close();
    expect(errors).toEqual([]);
  });
});
