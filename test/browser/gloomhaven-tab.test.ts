import { mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { decideMonsterTurn } from "../../src/core/gloomhaven";
import { hexFromKey } from "../../src/core/hex";
import { toMonsterAction } from "../../src/view/gloomhaven/ability-form";
import { rulesOf } from "../../sandbox/gloomhaven/case-io";
import { decodeHexLink } from "../../sandbox/gloomhaven/hex-link";
import cases from "../fixtures/conformance/gloomhaven/public.json";
import { connectChromium } from "./chromium";
import { coreAnswerKeys, drawnAnswerKeys, keys, readCase } from "./gloomhaven-answers";
import { openSandbox, pickCase, type SandboxPage } from "./sandbox-page";

let browser: Browser;
beforeAll(async () => {
  browser = await connectChromium(inject("browserEndpoint"));
});
afterAll(async () => {
  await browser.close();
});

/** The first case (file order) carrying each feature tag: a spread of rules without naming case ids. */
const FEATURE_TAGS = [
  "aoe-ranged",
  "aoe-melee",
  "multi-target",
  "thin-wall",
  "icy",
  "teleport",
  "focus",
  "muddled",
];
const sampleCases = FEATURE_TAGS.map((tag) => {
  const found = cases.find((c) => c.tags.includes(tag));
  if (!found) throw new Error(`no public case is tagged ${tag}`);
  return { tag, raw: found };
});

/** The page's address as the page sees it (page.url() learns of history.replaceState only later). */
async function href(page: Page): Promise<string> {
  return page.evaluate(() => window.location.href);
}

/** The board currently shown, read back from the URL the page keeps (the share link). */
function stateFromUrl(url: string) {
  const hash = new URLSearchParams(new URL(url).hash.slice(1));
  const link = decodeHexLink(hash.get("hex") ?? "", hash.get("corpus") === "1");
  if (link.kind !== "loaded") throw new Error(`the page URL holds no board: ${url}`);
  return link.state;
}

describe("Hex tab: a conformance case", () => {
  let sandbox: SandboxPage;
  beforeAll(async () => {
    sandbox = await openSandbox(browser, inject("sandboxUrl"));
    await sandbox.page.waitForSelector("#hex-case:not([disabled])");
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it.each(sampleCases)(
    "draws exactly the core's options, and the first one's steps, targets, area and focus, for the first $tag case",
    async ({ raw }) => {
      const { page, errors } = sandbox;
      await pickCase(page, raw.id);
      const c = readCase(raw).value;
      const core = coreAnswerKeys(c.scenario, c.action, c.rules);
      expect(await drawnAnswerKeys(page)).toEqual(core);
      const stored = keys(c.answers ?? []);
      const verdict = await page.getAttribute(".hx-verdict", "data-verdict");
      expect(verdict).toBe(JSON.stringify(core) === JSON.stringify(stored) ? "same" : "differ");
      expect(await page.$$eval("g.hb-expected", (n) => n.length)).toBe(c.answers?.length ?? 0);

      const result = decideMonsterTurn(c.scenario, c.action, c.rules);
      const first = result.kind === "act" ? result.options[0] : undefined;
      const count = (selector: string): Promise<number> => page.$$eval(selector, (n) => n.length);
      expect(await page.$$eval(".hb-step", (n) => n.map((s) => s.getAttribute("data-hex")))).toEqual(
        first?.path.slice(1).map((h) => `${h.q},${h.r}`) ?? [],
      );
      expect(await count(".hb-target")).toBe(first?.targets.length ?? 0);
      expect(await count(".hb-area")).toBe(first?.areaPlacements.flat().length ?? 0);
      expect(await count(".hb-focus")).toBe(first?.focus.length ?? 0);
      expect(errors).toEqual([]);
    },
  );
});

describe("Hex tab: editing and sharing the board", () => {
  let sandbox: SandboxPage;
  beforeAll(async () => {
    sandbox = await openSandbox(browser, inject("sandboxUrl"));
  });
  afterAll(async () => {
    await sandbox.close();
    expect(sandbox.errors).toEqual([]);
  });

  /** The core's answer for the board the page shows (read back from its URL). */
  const coreAnswerForPage = async (page: Page): Promise<string[]> => {
    const state = stateFromUrl(await href(page));
    return coreAnswerKeys(state.scenario, toMonsterAction(state.ability), rulesOf(state));
  };

  it("adding an obstacle on the monster's path changes the answer to the core's answer for the new board", async () => {
    const { page } = sandbox;
    const before = await drawnAnswerKeys(page);
    const stepHex = await page.getAttribute('.hb-step[data-step="1"]', "data-hex");
    expect(stepHex).not.toBeNull();
    await page.click('[data-tool="obstacle"]');
    await page.locator('.hb-step[data-step="1"]').click();
    expect(stateFromUrl(await href(page)).scenario.board.terrain).toContainEqual({
      at: hexFromKey(stepHex!),
      kind: "obstacle",
    });
    const after = await drawnAnswerKeys(page);
    expect(after).not.toEqual(before);
    expect(after).toEqual(await coreAnswerForPage(page));
  });

  it("is usable by keyboard: the cursor places a wall hex and the answer follows", async () => {
    const { page } = sandbox;
    await page.focus('[data-tool="wall-hex"] input');
    await page.keyboard.press("Space");
    await page.focus(".hb-svg");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    expect(await page.$$eval(".hb-wall", (n) => n.length)).toBe(1);
    expect(stateFromUrl(await href(page)).scenario.board.wallHexes).toHaveLength(1);
    expect(await drawnAnswerKeys(page)).toEqual(await coreAnswerForPage(page));
  });

  it("draws a line-of-sight line to the hovered hex", async () => {
    const { page } = sandbox;
    await page.hover(".hb-figure.hb-character");
    expect(await page.$$eval(".hb-los, .hb-no-los", (n) => n.length)).toBe(1);
  });

  it("drags a figure to another hex", async () => {
    const { page } = sandbox;
    await page.click('[data-tool="move"]');
    const figure = page.locator(".hb-figure.hb-character").first();
    const id = await figure.getAttribute("data-figure");
    const box = (await figure.boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const before = stateFromUrl(await href(page)).scenario.figures.find((f) => f.id === id)!.at;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y + 60, { steps: 5 });
    await page.mouse.up();
    const after = stateFromUrl(await href(page)).scenario.figures.find((f) => f.id === id)!.at;
    expect(after).not.toEqual(before);
    expect(await drawnAnswerKeys(page)).toEqual(await coreAnswerForPage(page));
  });

  it("puts a thin wall on the edge clicked", async () => {
    const { page } = sandbox;
    await page.click('[data-tool="thin-wall"]');
    const cell = page.locator(".hb-cell.hb-floor").nth(30);
    const box = (await cell.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.06);
    const walls = stateFromUrl(await href(page)).scenario.board.thinWalls;
    expect(walls).toHaveLength(1);
    const key = await cell.getAttribute("data-hex");
    expect(walls[0]!.map((h) => `${h.q},${h.r}`)).toContain(key);
    expect(await page.$$eval(".hb-thin-wall", (n) => n.length)).toBe(1);
    expect(await drawnAnswerKeys(page)).toEqual(await coreAnswerForPage(page));
  });

  it("round-trips the board through the URL: the shared link shows the same board and answers", async () => {
    const { page } = sandbox;
    const url = await href(page);
    const shared = await openSandbox(
      browser,
      url.slice(0, url.indexOf("#")),
      url.slice(url.indexOf("#") + 1),
    );
    expect(await drawnAnswerKeys(shared.page)).toEqual(await drawnAnswerKeys(page));
    expect(new URL(await href(shared.page)).hash).toBe(new URL(url).hash);
    await shared.close();
    expect(shared.errors).toEqual([]);
  });

  it("round-trips the board through the conformance JSON format: export, then import", async () => {
    const { page } = sandbox;
    const drawn = await drawnAnswerKeys(page);
    const scenario = stateFromUrl(await href(page)).scenario;
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#hex-export")]);
    const file = join(tmpdir(), `sandbox-export-${process.pid}.json`);
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, "utf8")) as unknown[];
    expect(exported).toHaveLength(1);
    const c = readCase(exported[0]).value;
    expect(keys(c.answers ?? [])).toEqual(drawn);
    await pickCase(page, sampleCases[0]!.raw.id);
    await page.setInputFiles("#hex-import-file", file);
    await page.waitForFunction(
      (id) => document.querySelector(".hx-verdict")?.textContent?.startsWith(id),
      c.id,
    );
    expect(await page.getAttribute(".hx-verdict", "data-verdict")).toBe("same");
    expect(await drawnAnswerKeys(page)).toEqual(drawn);
    expect(stateFromUrl(await href(page)).scenario).toEqual(scenario);
    mkdirSync("test-results", { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "test-results/sandbox-hex.png" });
  });
});

describe("Hex tab: the area pattern editor by keyboard", () => {
  let sandbox: SandboxPage;
  beforeAll(async () => {
    sandbox = await openSandbox(browser, inject("sandboxUrl"));
  });
  afterAll(async () => {
    await sandbox.close();
    expect(sandbox.errors).toEqual([]);
  });

  /** The focused element as an area cell: its offset, role, name and pressed state. */
  const focusedCell = (page: Page) =>
    page.evaluate(() => {
      const a = document.activeElement;
      return {
        action: a?.getAttribute("data-action") ?? null,
        at: `${a?.getAttribute("data-q")},${a?.getAttribute("data-r")}`,
        role: a?.getAttribute("role") ?? null,
        label: a?.getAttribute("aria-label") ?? "",
        pressed: a?.getAttribute("aria-pressed") ?? null,
      };
    });

  it("Tab reaches a named hex; Enter adds it to the pattern and Space removes it, keeping the focus", async () => {
    const { page } = sandbox;
    await page.check('.hx-ability input[name="areaEnabled"]');
    // Checking the box redraws the ability editor: wait for the area grid it shows before tabbing.
    await page.locator('.ma-area:not(.ma-off) .ma-area-grid [data-action="toggleAreaHex"]').first().waitFor();
    await page.focus('.hx-ability input[name="areaEnabled"]');
    await page.keyboard.press("Tab");
    const cell = await focusedCell(page);
    expect(cell).toMatchObject({ action: "toggleAreaHex", role: "button", pressed: "false" });
    expect(cell.label).toMatch(/^Hex -?\d+, -?\d+ \(\d+ from the monster\)$/);
    const area = async () => stateFromUrl(await href(page)).ability.area.map((h) => `${h.q},${h.r}`);
    const pressed = (value: string) =>
      page.waitForFunction((v) => document.activeElement?.getAttribute("aria-pressed") === v, value);

    await page.keyboard.press("Enter");
    await pressed("true");
    expect((await focusedCell(page)).at).toBe(cell.at);
    expect(await area()).toEqual([cell.at]);

    await page.keyboard.press("Space");
    await pressed("false");
    expect((await focusedCell(page)).at).toBe(cell.at);
    expect(await area()).toEqual([]);
  });
});
