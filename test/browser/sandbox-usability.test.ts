// The sandbox page as a GM uses it: layouts at 900, 1280 and 1920 px wide
// (screenshots in test-results/), keyboard focus across redraws, undo of board edits, walls,
// share links kept as typed or refused with the reason, the case check, the Monster turn footer,
// the Arkham board by arrow keys, and the page in German — all without console errors.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { decodeHexLink, encodeHexLink } from "../../sandbox/gloomhaven/hex-link";
import { packJson } from "../../sandbox/ui/link-codec";
import { editorState } from "../sandbox/builders";
import de from "../../lang/de.json";
import { connectChromium } from "./chromium";
import { openSandbox, type SandboxPage } from "./sandbox-page";

let browser: Browser;
beforeAll(async () => {
  browser = await connectChromium(inject("browserEndpoint"));
  mkdirSync("test-results", { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

/** The board the page shows, read back from its address (the share link). */
async function pageState(page: Page) {
  const hash = new URLSearchParams(new URL(await page.evaluate(() => window.location.href)).hash.slice(1));
  const link = decodeHexLink(hash.get("hex") ?? "", hash.get("corpus") === "1");
  if (link.kind !== "loaded") throw new Error("the page address holds no board");
  return link.state;
}

/** Opens the page, runs the checks, and fails on any console error. */
async function withPage(
  fragment: string,
  size: { width: number; height: number } | null,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const sandbox: SandboxPage = await openSandbox(browser, inject("sandboxUrl"), fragment);
  if (size) await sandbox.page.setViewportSize(size);
  try {
    await run(sandbox.page);
  } finally {
    await sandbox.close();
  }
  expect(sandbox.errors).toEqual([]);
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
};

async function pickCaseBySearch(page: Page, id: string): Promise<void> {
  await page.fill("#hex-case-search", id);
  await page.press("#hex-case-search", "Enter");
  await page.waitForFunction(
    (wanted) => document.querySelector(".hx-verdict")?.textContent?.startsWith(wanted),
    id,
  );
}

describe("the sandbox layout", () => {
  it("stacks the panels at 900 px: the board spans the page, nothing scrolls sideways", async () => {
    await withPage("", { width: 900, height: 1000 }, async (page) => {
      const board = await box(page, ".hb-svg");
      const ability = await box(page, ".hx-ability");
      const tools = await box(page, ".hx-tools");
      expect(board.width).toBeGreaterThan(800);
      expect(tools.y + tools.height).toBeLessThanOrEqual(board.y);
      expect(ability.y).toBeGreaterThan(board.y + board.height);
      // The area editor stays smaller than the board.
      await page.check('.hx-ability input[name="areaEnabled"]');
      // The editor redraws on the change event's next tick; until then the grid is still folded away.
      await page.locator(".ma-area:not(.ma-off) .ma-area-grid").waitFor();
      const grid = await box(page, ".ma-area-grid");
      expect(grid.width).toBeLessThan(board.width / 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(900);
      await page.screenshot({ path: "test-results/sandbox-hex-900.png", fullPage: true });
      await page.click("#tab-arkham");
      const arkham = await box(page, ".ak-svg");
      const side = await box(page, ".ak-side");
      expect(arkham.width).toBeGreaterThan(800);
      expect(side.y).toBeGreaterThan(arkham.y + arkham.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(900);
      await page.screenshot({ path: "test-results/sandbox-arkham-900.png", fullPage: true });
    });
  });

  it("lets the board grow at 1920 px and puts the Arkham placement tools above the board", async () => {
    await withPage("", { width: 1920, height: 1080 }, async (page) => {
      const board = await box(page, ".hb-svg");
      const ability = await box(page, ".hx-ability");
      expect(board.height).toBeGreaterThan(27 * 15 * 1.4); // well past the old 27rem cap
      expect(ability.x).toBeGreaterThan(board.x + board.width); // three columns side by side
      await page.screenshot({ path: "test-results/sandbox-hex-1920.png" });
      await page.click("#tab-arkham");
      const tools = await box(page, ".ak-piece-tools");
      const arkham = await box(page, ".ak-svg");
      expect(tools.y + tools.height).toBeLessThanOrEqual(arkham.y);
      await page.click(".ma-card-picker summary");
      const rows = await page.$$eval(".ma-card-row", (list) =>
        list.filter((row) => {
          const r = row.getBoundingClientRect();
          const l = row.closest(".ma-card-list")!.getBoundingClientRect();
          return r.height > 0 && r.top >= l.top && r.bottom <= l.bottom + 1;
        }),
      );
      expect(rows.length).toBeGreaterThan(3);
      // Dimension symbols are shapes, not font glyphs (the Slash was an empty box).
      expect(
        await page.$$eval(".ma-card-list .ma-symbol", (s) => s.every((x) => x.querySelector("svg"))),
      ).toBe(true);
      expect(await page.locator(".ak-monster .ak-token-symbol").count()).toBeGreaterThan(0);
      await page.screenshot({ path: "test-results/sandbox-arkham-1920.png" });
    });
  });

  it("shows a case's verdict beside the answer at 1280×800 without scrolling", async () => {
    await withPage("", null, async (page) => {
      await pickCaseBySearch(page, "jotl-131");
      const verdict = await box(page, ".hx-verdict");
      const answer = await box(page, ".hx-options");
      expect(verdict.y + verdict.height).toBeLessThanOrEqual(800);
      expect(verdict.x).toBeGreaterThan(answer.x + answer.width - 1);
      await page.screenshot({ path: "test-results/sandbox-hex-1280.png" });
    });
  });
});

describe("the case check", () => {
  it("finds a case by search, says 'edited' after a change, and points out an answer on the board", async () => {
    await withPage("", null, async (page) => {
      await page.fill("#hex-case-search", "jotl-13");
      const found = await page.$$eval("#hex-case option", (o) => o.map((x) => x.textContent ?? ""));
      expect(found.length).toBeGreaterThan(1);
      expect(found.slice(1).every((text) => text.startsWith("jotl-13"))).toBe(true);
      await pickCaseBySearch(page, "jotl-131");
      expect(await page.locator(".hx-edited-badge").count()).toBe(0);
      await page.locator(".hx-answer").first().hover();
      expect(await page.locator(".hb-highlight-end").count()).toBe(1);
      await page.mouse.move(0, 0);
      expect(await page.locator(".hb-highlight-end").count()).toBe(0);
      await page.click('[data-tool="obstacle"]');
      await page.locator(".hb-cell.hb-floor").first().click();
      expect(await page.locator(".hx-verdict .hx-edited-badge").count()).toBe(1);
      await page.keyboard.press("Control+z");
      expect(await page.locator(".hx-edited-badge").count()).toBe(0);
    });
  });
});

describe("editing safety on the hex board", () => {
  it("undoes and redoes board edits with Ctrl+Z / Ctrl+Shift+Z and the buttons; Clear is undoable", async () => {
    await withPage("", null, async (page) => {
      const start = await pageState(page);
      await page.click('[data-tool="trap"]');
      await page.locator(".hb-cell.hb-floor").nth(3).click();
      await page.locator(".hb-cell.hb-floor").nth(4).click();
      expect((await pageState(page)).scenario.board.terrain).toHaveLength(
        start.scenario.board.terrain.length + 2,
      );
      await page.focus(".hb-svg");
      await page.keyboard.press("Control+z");
      expect((await pageState(page)).scenario.board.terrain).toHaveLength(
        start.scenario.board.terrain.length + 1,
      );
      await page.keyboard.press("Control+z");
      expect((await pageState(page)).scenario).toEqual(start.scenario);
      await page.keyboard.press("Control+Shift+z");
      expect((await pageState(page)).scenario.board.terrain).toHaveLength(
        start.scenario.board.terrain.length + 1,
      );
      await page.click("#hex-clear");
      expect((await pageState(page)).scenario.figures).toEqual([]);
      await page.click("#hex-undo");
      expect((await pageState(page)).scenario.figures).toEqual(start.scenario.figures);
    });
  });

  it("erases wall hexes and thin walls; a drag along edges draws a wall of several edges as one edit", async () => {
    await withPage("", null, async (page) => {
      const cells = page.locator(".hb-cell.hb-floor");
      await page.click('[data-tool="wall-hex"]');
      await cells.nth(20).click();
      expect((await pageState(page)).scenario.board.wallHexes).toHaveLength(1);
      await page.click('[data-tool="erase"]');
      await page.locator(".hb-cell.hb-wall").click();
      expect((await pageState(page)).scenario.board.wallHexes).toHaveLength(0);

      // Drag along the top edges of a column of hexes (odd-q: one column, rows 1 to 4).
      await page.click('[data-tool="thin-wall"]');
      const column = await page.$$eval(".hb-cell.hb-floor", (list) =>
        list
          .map((g) => g.getBoundingClientRect())
          .filter((r, _, all) => Math.abs(r.x - all[0]!.x) < 1)
          .slice(1, 5)
          .map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height * 0.04 })),
      );
      await page.mouse.move(column[0]!.x, column[0]!.y);
      await page.mouse.down();
      for (const p of column.slice(1)) await page.mouse.move(p.x, p.y, { steps: 6 });
      await page.mouse.up();
      const walls = (await pageState(page)).scenario.board.thinWalls;
      expect(walls.length).toBeGreaterThanOrEqual(3);
      await page.click('[data-tool="erase"]');
      await page.mouse.click(column[1]!.x, column[1]!.y + 2);
      expect((await pageState(page)).scenario.board.thinWalls).toHaveLength(walls.length - 1);
      await page.keyboard.press("Control+z");
      await page.keyboard.press("Control+z");
      expect((await pageState(page)).scenario.board.thinWalls).toEqual([]);
    });
  });

  it("a copied link keeps '2 ± 1' as typed", async () => {
    let url = "";
    await withPage("", null, async (page) => {
      await page.fill('.hx-ability input[name="moveModifier"]', "1");
      await page.press('.hx-ability input[name="moveModifier"]', "Tab");
      await page.waitForFunction(() => /=\s*3/.test(document.querySelector(".ma-move")?.textContent ?? ""));
      url = await page.evaluate(() => window.location.href);
    });
    await withPage(url.slice(url.indexOf("#") + 1), null, async (page) => {
      expect(await page.inputValue("#hex-base-move")).toBe("2");
      expect(await page.inputValue('.hx-ability input[name="moveModifier"]')).toBe("1");
    });
  });

  it("refuses a damaged hex link with the reason and shows the starting board", async () => {
    const cut = encodeHexLink(editorState()).slice(0, 40);
    await withPage(`tab=hex&hex=${cut}`, null, async (page) => {
      const notice = await page.textContent(".hx-notice");
      expect(notice).toContain("could not be loaded");
      expect(notice).toContain("damaged or cut short");
      expect(await page.locator(".hb-figure").count()).toBeGreaterThan(0);
    });
    const badField = packJson({ v: 2, case: {}, form: { ...editorState().ability, baseMove: -1 } });
    await withPage(`tab=hex&hex=${badField}`, null, async (page) => {
      expect(await page.textContent(".hx-notice")).toContain("form.baseMove is missing or not valid");
    });
  });
});

describe("keyboard focus", () => {
  it("Tab out of a number field moves on to the next control, not to the page", async () => {
    await withPage("", null, async (page) => {
      const field = '.hx-ability input[name="moveModifier"]';
      await page.focus(field);
      await page.keyboard.type("2");
      await page.keyboard.press("Tab");
      await page.waitForTimeout(50);
      const focused = await page.evaluate(() => ({
        tag: document.activeElement?.tagName ?? "",
        name: document.activeElement?.getAttribute("name") ?? "",
        inAbility: document.activeElement?.closest(".hx-ability") !== null,
      }));
      expect(focused.tag).not.toBe("BODY");
      expect(focused).toMatchObject({ inAbility: true, name: "mode" });
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("moveModifier");
      // The picked figure's initiative: Tab goes on to its Remove button.
      await page.locator(".hb-figure.hb-character").first().click();
      await page.fill("#hex-figure-initiative", "45");
      await page.press("#hex-figure-initiative", "Tab");
      await page.waitForFunction(() =>
        /45/.test(document.querySelector(".hb-figure.hb-character")?.textContent ?? ""),
      );
      expect(await page.evaluate(() => document.activeElement?.classList.contains("hx-remove"))).toBe(true);
    });
  });

  it("the area grid is one Tab stop; arrow keys move inside it", async () => {
    await withPage("", null, async (page) => {
      await page.check('.hx-ability input[name="areaEnabled"]');
      // Checking the box redraws the ability editor: wait for the area grid it shows before tabbing.
      await page
        .locator('.ma-area:not(.ma-off) .ma-area-grid [data-action="toggleAreaHex"]')
        .first()
        .waitFor();
      await page.focus('.hx-ability input[name="areaEnabled"]');
      await page.keyboard.press("Tab");
      const cellAt = () =>
        page.evaluate(() => {
          const a = document.activeElement;
          return a?.getAttribute("data-action") === "toggleAreaHex"
            ? `${a.getAttribute("data-q")},${a.getAttribute("data-r")}`
            : null;
        });
      const first = await cellAt();
      expect(first).not.toBeNull();
      await page.keyboard.press("ArrowRight");
      const second = await cellAt();
      expect(second).not.toBeNull();
      expect(second).not.toBe(first);
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.activeElement?.getAttribute("aria-pressed") === "true");
      expect(await cellAt()).toBe(second);
      await page.keyboard.press("Tab");
      expect(await cellAt()).toBeNull();
    });
  });

  it("arrow keys on the Arkham board move by map geometry: Down from Northside streets stays in Northside", async () => {
    await withPage("tab=arkham", null, async (page) => {
      await page.focus('[data-area="northside"]');
      await page.keyboard.press("ArrowDown");
      const below = await page.evaluate(() => document.activeElement?.getAttribute("data-area") ?? "");
      expect(below).not.toBe("downtown");
      const [from, to] = await Promise.all([
        box(page, '[data-area="northside"]'),
        box(page, `[data-area="${below}"]`),
      ]);
      expect(to.y).toBeGreaterThan(from.y + from.height / 2);
      await page.keyboard.press("ArrowUp");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-area"))).toBe("northside");
      await page.keyboard.press("ArrowRight");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-area"))).toBe("downtown");
      // Removing a piece from the list by keyboard leaves focus on the list, not on the page.
      const pieces = await page.locator(".ak-remove").count();
      await page.focus(".ak-remove");
      await page.keyboard.press("Enter");
      expect(await page.locator(".ak-remove").count()).toBe(pieces - 1);
      expect(await page.evaluate(() => document.activeElement?.classList.contains("ak-remove"))).toBe(true);
    });
  });
});

describe("the Monster turn footer on the hex tab", () => {
  it("Move puts the acting monster on the chosen end hex; Undo last move puts it back", async () => {
    await withPage("", null, async (page) => {
      const before = await pageState(page);
      const monster = () =>
        pageState(page).then((s) => s.scenario.figures.find((f) => f.id === s.scenario.activeId)?.at);
      const start = await monster();
      await page.click('.hx-turn-footer [data-action="acceptMove"]');
      expect(await monster()).not.toEqual(start);
      expect(await page.locator(".hx-moved").isVisible()).toBe(true);
      expect(await page.locator('.hx-turn-footer [data-action="acceptMove"]').isDisabled()).toBe(true);
      await page.click('.hx-turn-footer [data-action="undoMove"]');
      expect(await monster()).toEqual(start);
      expect((await pageState(page)).scenario).toEqual(before.scenario);
      await page.click('.hx-turn-footer [data-action="skipTurn"]');
      expect(await page.textContent(".hx-notice")).not.toBe("");
    });
  });
});

describe("the page in German", () => {
  const german = de.MONSTER_AUTOPILOT;

  it("switches language with the select, remembers it, and shows the module's own texts in German", async () => {
    await withPage("", null, async (page) => {
      // Each switch reloads the page: first let the case list finish loading, so no request is cut off.
      await page.waitForLoadState("networkidle");
      await Promise.all([page.waitForEvent("load"), page.selectOption("#sandbox-language", "de")]);
      await page.waitForSelector("[data-ready='true']");
      expect(await page.textContent("h1")).toBe(german.Sandbox.Title);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
      expect(await page.textContent("#tab-hex")).toBe(german.Sandbox.Tabs.Hex);
      expect(await page.textContent(".ma-move legend, .ma-move")).toContain(german.Hex.Ability.Move);
      expect(await page.textContent(".hx-options")).toMatch(/Fokus|Möglichkeit|Zug/);
      await page.screenshot({ path: "test-results/sandbox-hex-de.png" });
      // Remembered: the page opened without #lang is German too.
      await page.evaluate(() => {
        window.location.hash = "";
      });
      await page.waitForLoadState("networkidle");
      await page.reload();
      await page.waitForSelector("[data-ready='true']");
      expect(await page.textContent("h1")).toBe(german.Sandbox.Title);
      await page.click("#tab-arkham");
      expect(await page.textContent(".ak-side")).toContain(german.Sandbox.Arkham.Card.Heading);
    });
  });
});
