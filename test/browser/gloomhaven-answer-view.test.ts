// The answer at a glance: grouped ties, every area placement drawn, the board's legend.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { decideMonsterTurn } from "../../src/core/gloomhaven";
import { hexKey } from "../../src/core/hex";
import { groupOptions } from "../../src/view/gloomhaven/option-groups";
import cases from "../fixtures/conformance/gloomhaven/public.json";
import { connectChromium } from "./chromium";
import { readCase } from "./gloomhaven-answers";
import { openSandbox, pickCase, type SandboxPage } from "./sandbox-page";

let browser: Browser;
let sandbox: SandboxPage;
beforeAll(async () => {
  browser = await connectChromium(inject("browserEndpoint"));
  sandbox = await openSandbox(browser, inject("sandboxUrl"));
  await sandbox.page.waitForSelector("#hex-case:not([disabled])");
});
afterAll(async () => {
  await sandbox.close();
  await browser.close();
});

function solved(raw: (typeof cases)[number]) {
  const c = readCase(raw).value;
  const result = decideMonsterTurn(c.scenario, c.action, c.rules);
  return result.kind === "act" ? result.options : [];
}

/** The public case with the most equally valid options (a multi-target tie). */
const widestTie = cases
  .map((raw) => ({ raw, options: solved(raw) }))
  .reduce((a, b) => (b.options.length > a.options.length ? b : a));

/** The first public case whose first option's area can be placed several ways. */
const manyPlacements = cases
  .map((raw) => ({ raw, first: solved(raw)[0] }))
  .find((c) => (c.first?.areaPlacements.length ?? 0) > 1);

describe("Hex tab: the answer at a glance", () => {
  it("shows a multi-target tie as a handful of groups, with every option one click away", async () => {
    const { page, errors } = sandbox;
    expect(widestTie.options.length).toBeGreaterThan(20);
    await pickCase(page, widestTie.raw.id);
    const groups = groupOptions(widestTie.options);
    const rows = page.locator(".ma-option-groups > .ma-option");
    expect(await rows.count()).toBe(groups.length);
    expect(groups.length).toBeLessThanOrEqual(5);
    expect(await rows.first().innerText()).toMatch(/then any \d+ of /);
    const all = page.locator(".ma-all-options");
    expect(await all.getAttribute("open")).toBeNull();
    await all.locator("summary").click();
    const flat = all.locator(".ma-option");
    expect(await flat.count()).toBe(widestTie.options.length);
    await flat.nth(1).click();
    expect(await page.getAttribute('g.hb-option[data-option="1"]', "class")).toContain("hb-chosen");
    expect(await page.locator(".ma-all-options").getAttribute("open")).not.toBeNull();
    await page.locator(".ma-all-options .ma-option").first().click();
    expect(await page.locator(".ma-all-options").getAttribute("open")).not.toBeNull();
    expect(
      await page.evaluate(() => document.activeElement?.closest(".ma-all-options") !== null),
      "focus stays on the picked row of the full list",
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it("draws every placement of the area the text promises", async () => {
    const { page, errors } = sandbox;
    expect(manyPlacements, "a public case whose area has several placements").toBeDefined();
    const { raw, first } = manyPlacements!;
    await pickCase(page, raw.id);
    const drawn = await page.$$eval("g.hb-placement", (nodes) =>
      nodes.map((n) => n.getAttribute("data-hexes") ?? ""),
    );
    const expected = first!.areaPlacements.map((p) => p.map(hexKey).join(" "));
    expect(drawn.sort()).toEqual(expected.sort());
    const text = await page.locator(".ma-option-groups > .ma-option.selected").innerText();
    expect(text).toContain(`${first!.areaPlacements.length} ways`);
    expect(errors).toEqual([]);
  });

  it("explains every mark on the board in a legend", async () => {
    const { page, errors } = sandbox;
    const keys = await page.$$eval(".hx-legend li", (items) =>
      items.map((li) => ({ key: li.getAttribute("data-legend"), text: li.textContent?.trim() ?? "" })),
    );
    expect(keys.map((k) => k.key)).toEqual(
      expect.arrayContaining(["focus", "target", "path", "end", "other", "area", "sight", "trap", "icy"]),
    );
    for (const k of keys) expect(k.text, k.key ?? "").not.toBe("");
    expect(await page.locator(".hx-legend svg").count()).toBe(keys.length);
    expect(errors).toEqual([]);
  });

  it("says who, not where: no coordinates or ids in the option text", async () => {
    const { page } = sandbox;
    const text = await page.locator(".ma-option-groups").innerText();
    expect(text).not.toMatch(/\(-?\d+, -?\d+\)/);
    expect(text).not.toMatch(/character-\d|monster-\d/);
  });
});
