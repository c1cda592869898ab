// The Hex tab's Link hexes tool at 1280 px (LH-1): two picks make a link, drawn as a connector with a
// badge on both hexes; the same two again, Undo, or erasing or walling an end takes it away; Escape
// cancels a half-made link; the keyboard cursor links as the pointer does.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { hexKey } from "../../src/core/hex";
import { cellHex } from "../../sandbox/gloomhaven/editor-state";
import { connectChromium } from "./chromium";
import { openSandbox, type SandboxPage } from "./sandbox-page";

let browser: Browser;
beforeAll(async () => {
  browser = await connectChromium(inject("browserEndpoint"));
});
afterAll(async () => {
  await browser.close();
});

/** Free floor cells of the starting board (its figures and obstacle stand in row 3 and row 5). */
const A = hexKey(cellHex(2, 1));
const B = hexKey(cellHex(12, 1));
const linkKey = [A, B].sort().join("|");

const cellAt = (page: Page, key: string) => page.locator(`.hb-cell[data-hex="${key}"]`);
const count = (page: Page, selector: string): Promise<number> => page.locator(selector).count();

/** Every drawn link, as its data-link key. */
const drawnLinks = (page: Page): Promise<string[]> =>
  page.$$eval(".hb-link", (nodes) => nodes.map((n) => n.getAttribute("data-link") ?? ""));

describe("Hex tab: the Link hexes tool", () => {
  let sandbox: SandboxPage;
  beforeEach(async () => {
    sandbox = await openSandbox(browser, inject("sandboxUrl"));
    await sandbox.page.click('[data-tool="link"]');
  });
  afterEach(async () => {
    await sandbox.close();
  });

  /** Links A and B with two clicks. */
  const linkAB = async (page: Page): Promise<void> => {
    await cellAt(page, A).click();
    await cellAt(page, B).click();
  };

  it("links two hexes with two clicks: the first is outlined, then a connector and a badge on each end are drawn", async () => {
    const { page, errors } = sandbox;
    await cellAt(page, A).click();
    expect(await page.getAttribute(".hb-link-pending", "data-hex")).toBe(A);
    expect(await page.textContent(".hx-notice")).toContain(A.replace(",", ", "));
    await cellAt(page, B).click();
    expect(await drawnLinks(page)).toEqual([linkKey]);
    expect(
      await page.$$eval(".hb-link-badge", (nodes) => nodes.map((n) => n.getAttribute("data-hex")).sort()),
    ).toEqual([A, B].sort());
    expect(await count(page, ".hb-link-pending")).toBe(0);
    expect(await count(page, '[data-legend="link"]')).toBe(1);
    mkdirSync("test-results", { recursive: true });
    await page.screenshot({ path: "test-results/sandbox-hex-link.png" });
    expect(errors).toEqual([]);
  });

  it("unlinks the pair when the same two hexes are clicked again, in the other order", async () => {
    const { page, errors } = sandbox;
    await linkAB(page);
    await cellAt(page, B).click();
    await cellAt(page, A).click();
    expect(await drawnLinks(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("Undo removes a new link and Redo brings it back", async () => {
    const { page, errors } = sandbox;
    await linkAB(page);
    await page.click("#hex-undo");
    expect(await drawnLinks(page)).toEqual([]);
    await page.click("#hex-redo");
    expect(await drawnLinks(page)).toEqual([linkKey]);
    await page.focus(".hb-svg");
    await page.keyboard.press("Control+z");
    expect(await drawnLinks(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("erasing a linked hex removes its link; walling one does too", async () => {
    const { page, errors } = sandbox;
    await linkAB(page);
    await page.click('[data-tool="erase"]');
    await cellAt(page, A).click();
    expect(await drawnLinks(page)).toEqual([]);
    expect(await count(page, ".hb-link-badge")).toBe(0);
    await page.click('[data-tool="link"]');
    await linkAB(page);
    await page.click('[data-tool="wall-hex"]');
    await cellAt(page, B).click();
    expect(await drawnLinks(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("Escape cancels a half-made link, and so does picking the same hex again", async () => {
    const { page, errors } = sandbox;
    await cellAt(page, A).click();
    await page.keyboard.press("Escape");
    expect(await count(page, ".hb-link-pending")).toBe(0);
    expect(await page.textContent(".hx-notice")).toBe("");
    await cellAt(page, B).click();
    expect(await drawnLinks(page)).toEqual([]);
    await cellAt(page, B).click();
    expect(await count(page, ".hb-link-pending")).toBe(0);
    await cellAt(page, A).click();
    expect(await drawnLinks(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("links by keyboard: Enter on one hex, arrows, Enter on another", async () => {
    const { page, errors } = sandbox;
    await page.focus(".hb-svg");
    // The cursor starts on the acting monster (column 4, row 3).
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    expect(await drawnLinks(page)).toEqual([[hexKey(cellHex(4, 3)), hexKey(cellHex(4, 1))].sort().join("|")]);
    expect(errors).toEqual([]);
  });

  it("refuses a hex that is not floor, saying why", async () => {
    const { page, errors } = sandbox;
    await page.click('[data-tool="wall-hex"]');
    await cellAt(page, B).click();
    await page.click('[data-tool="link"]');
    await cellAt(page, B).click();
    expect(await count(page, ".hb-link-pending")).toBe(0);
    expect(await page.textContent(".hx-notice")).toMatch(/floor/);
    expect(errors).toEqual([]);
  });
});
