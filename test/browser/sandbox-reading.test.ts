// What a GM reads on the sandbox page at 900, 1280 and 1920 px (screenshots in test-results/): the
// outcome worded true to the options, the deck panel inside its column, the case check grouped,
// the Mythos card list folding away, the focus's sight line, an area drawn over the figures, the
// Arkham legend, and pasted cases explained in words.
import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectChromium } from "./chromium";
import { openSandbox, pickCase } from "./sandbox-page";

const WIDTHS = [900, 1280, 1920] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await connectChromium(inject("browserEndpoint"));
  mkdirSync("test-results", { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

/** Opens the page at a width, runs the checks, and fails on any console error. */
async function atWidth(width: number, fragment: string, run: (page: Page) => Promise<void>): Promise<void> {
  const sandbox = await openSandbox(browser, inject("sandboxUrl"), fragment);
  await sandbox.page.setViewportSize({ width, height: 900 });
  try {
    await run(sandbox.page);
  } finally {
    await sandbox.close();
  }
  expect(sandbox.errors).toEqual([]);
}

const publicCases = JSON.parse(
  readFileSync("test/fixtures/conformance/gloomhaven/public.json", "utf8"),
) as Record<string, unknown>[];
const caseById = (id: string): Record<string, unknown> => {
  const found = publicCases.find((c) => c["id"] === id);
  if (!found) throw new Error(`no case ${id}`);
  return found;
};

async function paste(page: Page, text: string): Promise<string> {
  if (!(await page.locator(".hx-paste").evaluate((d) => (d as HTMLDetailsElement).open)))
    await page.click(".hx-paste > summary");
  await page.fill("#hex-import-text", text);
  await page.click("#hex-import-paste");
  return (await page.textContent(".hx-message")) ?? "";
}

describe.each(WIDTHS)("the Hex tab at %i px", (width) => {
  it("words the outcome as the options are: staying and attacking, moving and attacking, or either", async () => {
    await atWidth(width, "", async (page) => {
      await pickCase(page, "fh-075");
      const moves = await page.locator(".ma-option-groups .ma-option-move").allTextContents();
      expect(moves.every((m) => m === "Stays where it is")).toBe(true);
      expect(await page.textContent(".ma-outcome")).toBe("It stays where it is and attacks this turn.");
      await pickCase(page, "gh-040");
      expect(await page.textContent(".ma-outcome")).toBe("It moves and attacks this turn.");
      await pickCase(page, "jotl-131");
      expect(await page.textContent(".ma-outcome")).toBe(
        "Depending on the option, it stays where it is and attacks, or moves and attacks this turn.",
      );
      await page.screenshot({ path: `test-results/sandbox-outcome-${width}.png` });
    });
  });

  it("keeps the Monster ability deck panel and its drop-downs inside their column", async () => {
    await atWidth(width, "", async (page) => {
      const overflow = await page.evaluate(() => {
        const column = document.querySelector(".hx-right")!.getBoundingClientRect();
        return [...document.querySelectorAll(".hx-right fieldset, .hx-right select, .hx-right input")]
          .map((e) => e.getBoundingClientRect())
          .filter((b) => b.width > 0)
          .map((b) => b.right - column.right)
          .filter((past) => past > 0.5);
      });
      expect(overflow).toEqual([]);
      await page.locator(".hx-deck-picker").screenshot({ path: `test-results/sandbox-deck-${width}.png` });
    });
  });

  it("groups the stored answers of jotl-131 by end hex, every answer folded under show all", async () => {
    await atWidth(width, "", async (page) => {
      await pickCase(page, "jotl-131");
      const groups = page.locator(".hx-matched .hx-answer-groups > li");
      expect(await groups.count()).toBeLessThanOrEqual(5);
      expect(await groups.first().textContent()).toMatch(/^ends at \(\d+, -?\d+\): \d+ answers/);
      const all = page.locator(".hx-matched .hx-all-answers");
      expect(await all.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      expect(await all.locator("summary").textContent()).toBe("Show all 91 answers one by one");
      const check = await page.locator(".hx-comparison").boundingBox();
      expect(check!.height).toBeLessThan(400);
      await page.screenshot({ path: `test-results/sandbox-comparison-${width}.png`, fullPage: true });
      await all.locator("summary").click();
      expect(await all.locator("li").count()).toBe(91);
      // Choosing another option redraws the check; the unfolded list stays unfolded.
      await page.click(".ma-option-groups [data-index]:not(.selected)");
      expect(
        await page.locator(".hx-matched .hx-all-answers").evaluate((d) => (d as HTMLDetailsElement).open),
      ).toBe(true);
    });
  });

  it("draws the chosen option's sight line to its focus without hovering (gh-040)", async () => {
    await atWidth(width, "", async (page) => {
      await pickCase(page, "gh-040");
      const line = page.locator(".hb-focus-sight .hb-focus-los");
      expect(await line.count()).toBe(1);
      const focus = await page.getAttribute(".hb-chosen[data-option]", "data-end");
      expect(await line.getAttribute("data-from")).toBe(focus);
      expect(await line.getAttribute("data-to")).toBe("5,-1");
      expect(await line.getAttribute("class")).not.toContain("hb-focus-no-los");
      expect(await page.locator('[data-legend="focussight"]').count()).toBe(1);
      await page.locator(".hb-svg").screenshot({ path: `test-results/sandbox-focus-sight-${width}.png` });
    });
  });

  it("draws an area target over the figures as one outlined shape (jotl-131)", async () => {
    await atWidth(width, "", async (page) => {
      await pickCase(page, "jotl-131");
      const order = await page.evaluate(() => {
        const svg = document.querySelector(".hb-svg")!;
        const layers = [...svg.children];
        const figures = layers.findIndex((l) => l.querySelector(".hb-figures"));
        const over = layers.findIndex((l) => l.querySelector(".hb-area-outline"));
        return { figures, over };
      });
      expect(order.over).toBeGreaterThan(order.figures);
      // jotl-131's area covers C1, C2 and C3: each gets the hatching over its token.
      expect(await page.locator(".hb-area-top .hb-area-on-figure").count()).toBeGreaterThanOrEqual(3);
      const outline = await page.locator(".hb-area-outline").first().boundingBox();
      expect(outline?.width ?? 0).toBeGreaterThan(40);
      await page.locator(".hb-svg").screenshot({ path: `test-results/sandbox-area-${width}.png` });
    });
  });

  it("explains a pasted case in words, says when a list is empty, and keeps the board readable", async () => {
    await atWidth(width, "", async (page) => {
      const broken = { ...caseById("gh-040"), map: "everywhere" };
      const said = await paste(page, JSON.stringify([broken]));
      expect(said).toMatch(/^Not a valid case: Case file, \$\.map: /);
      expect(said).not.toContain('{"');
      expect(await paste(page, "[]")).toBe("pasted text holds no case (an empty list).");
      const before = await page.locator(".hb-svg").boundingBox();
      const figures = caseById("gh-040")["figures"] as Record<string, unknown>[];
      const far = { ...caseById("gh-040"), figures: [figures[0], { ...figures[1], at: [400, -300] }] };
      expect(await paste(page, JSON.stringify(far))).toBe("Loaded case gh-040.");
      const after = await page.locator(".hb-svg").boundingBox();
      const viewBox = (await page.getAttribute(".hb-svg", "viewBox"))!.split(" ").map(Number);
      expect(viewBox[2]).toBeLessThan(1000); // a 16-column board, not 400 columns
      expect(after!.height).toBeGreaterThan(before!.height * 0.5);
      expect(await page.textContent(".ma-problems")).toContain("(400, -300), which is not on the map");
      expect(await page.textContent(".hx-comparison")).toBe(
        "gh-040 has stored answers, but this page cannot work the turn out (its problems are listed with the answer).",
      );
      await page.screenshot({ path: `test-results/sandbox-paste-${width}.png` });
    });
  });
});

describe.each(WIDTHS)("the Arkham tab at %i px", (width) => {
  it("folds the card list away once a card is chosen, so Monster moves shows", async () => {
    await atWidth(width, "tab=arkham", async (page) => {
      const picker = page.locator(".ma-card-picker");
      if (!(await picker.evaluate((d) => (d as HTMLDetailsElement).open)))
        await page.click(".ma-card-picker > summary");
      await page.locator('[data-action="selectCard"]').first().click();
      await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>(".ma-card-picker")?.open);
      const moves = page.locator(".ma-moves h4");
      await moves.scrollIntoViewIfNeeded();
      expect(await moves.isVisible()).toBe(true);
      await page.screenshot({ path: `test-results/sandbox-mythos-${width}.png` });
    });
  });

  it("keys the monster tokens and Sneak boxes in the legend, with legible token labels", async () => {
    await atWidth(width, "tab=arkham", async (page) => {
      const legend = page.locator(".ak-legend");
      expect(await legend.locator('[data-legend="investigator"] .ak-key-investigator rect').count()).toBe(1);
      expect(await legend.locator('[data-legend="monster"] .ak-key-monster circle').count()).toBe(1);
      expect(await legend.locator('[data-legend^="movement-"]').count()).toBe(7);
      const label = page.locator(".ak-svg .ak-piece-label").first();
      const size = await label.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      expect(size).toBeGreaterThanOrEqual(12);
      await legend.screenshot({ path: `test-results/sandbox-arkham-legend-${width}.png` });
    });
  });
});
