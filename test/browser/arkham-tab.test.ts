import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MODIFIER_IDS, mythosCards, outcomesOf, type MythosResult } from "../../src/core/arkham";
import { DEFAULT_ARKHAM_STATE, type ArkhamSandboxState } from "../../sandbox/arkham/arkham-state";
import { arkhamCaseFile } from "../../sandbox/arkham/case-io";
import { solveArkham } from "../../sandbox/arkham/solve";
import publicCases from "../fixtures/conformance/arkham/public.json";
import { runCli } from "../cli/run-cli";
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

/** Chooses a Mythos card in the panel's card list (the Foundry window's template). */
async function chooseCard(page: Page, name: string): Promise<void> {
  if (!(await page.locator(".ma-card-picker").evaluate((d) => (d as HTMLDetailsElement).open)))
    await page.click(".ma-card-picker > summary");
  const found = await page.evaluate((wanted) => {
    const button = [...document.querySelectorAll<HTMLElement>('[data-action="selectCard"]')].find(
      (b) => b.dataset["card"] === wanted,
    );
    button?.click();
    return button !== undefined;
  }, name);
  expect(found, `card ${name} is listed`).toBe(true);
}

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

/** One base-game card per pair of movement boxes: movement depends on the boxes only (rules §2). */
const CARDS_BY_BOXES = [
  ...new Map(BASE_CARDS.map((card) => [JSON.stringify([card.white, card.black]), card])).values(),
];

describe("Arkham tab: Mythos movement", () => {
  it("draws every move the core gives, for a base-game card of each pair of movement boxes", async () => {
    const { page } = sandbox;
    expect(CARDS_BY_BOXES.length).toBeGreaterThan(5);
    let moved = 0;
    for (const card of CARDS_BY_BOXES) {
      await chooseCard(page, card.name);
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
    await chooseCard(page, card.name);
    const radios = page.locator(`input[data-action="pickOption"][data-monster="${d.monsterId}"]`);
    expect(await radios.count()).toBe(d.options.length);
    await radios.nth(1).check();
    const chosen = await page.getAttribute(`g.ak-move.ak-chosen[data-monster="${d.monsterId}"]`, "data-path");
    expect(chosen).toBe(d.options[1]!.path.join(">"));
    mkdirSync("test-results", { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "test-results/sandbox-arkham.png" });
  });

  it("places a monster by clicking an area, and the core's move for it is drawn", async () => {
    const { page } = sandbox;
    await chooseCard(page, BASE_CARDS[0]!.name);
    await page.check('[data-arkham-tool="monster"] input');
    await page.selectOption("#arkham-monster-type", "base/zombie");
    await page.click('[data-area="general-store"] rect');
    const state: ArkhamSandboxState = {
      ...DEFAULT_ARKHAM_STATE,
      card: BASE_CARDS[0]!.name,
      monsters: [...DEFAULT_ARKHAM_STATE.monsters, { id: "m6", at: "general-store", type: "base/zombie" }],
    };
    expect(await page.$$eval(".ak-monster", (n) => n.length)).toBe(state.monsters.length);
    expect(await drawnMoves(page)).toEqual(coreMoves(solveArkham(state)));
    expect(sandbox.errors).toEqual([]);
  });

  it("accepts every move (the monsters move on the board) and undoes them", async () => {
    const { page } = sandbox;
    await chooseCard(page, BASE_CARDS[0]!.name);
    const before = await page.$$eval(".ak-monster", (n) => n.length);
    const moves = await drawnMoves(page);
    const single = Object.entries(moves).filter(([, paths]) => paths.length === 1);
    expect(single.length).toBeGreaterThan(0);
    await page.click('[data-action="acceptAll"]');
    for (const [monster, [path]] of single) {
      expect(await page.getAttribute(`.ak-piece-list [data-piece="${monster}"]`, "data-at")).toBe(
        path!.split(">").at(-1),
      );
      expect(await page.$$eval(`g.ak-move[data-monster="${monster}"]`, (n) => n.length)).toBe(0);
    }
    await page.click('[data-action="undo"]');
    expect(await drawnMoves(page)).toEqual(moves);
    expect(await page.$$eval(".ak-monster", (n) => n.length)).toBe(before);
    for (const [monster] of single)
      expect(await page.getAttribute(`.ak-piece-list [data-piece="${monster}"]`, "data-at")).not.toBe(
        moves[monster]![0]!.split(">").at(-1),
      );
    expect(sandbox.errors).toEqual([]);
  });
});

/** What the tab shows: drawn moves, the chosen options, pieces with their areas, the card heading and ticked modifiers. */
async function shownState(page: Page) {
  return {
    moves: await drawnMoves(page),
    chosen: await page.$$eval("g.ak-move.ak-chosen", (n) =>
      n.map((g) => `${g.getAttribute("data-monster")}:${g.getAttribute("data-path")}`).sort(),
    ),
    pieces: await page.$$eval(".ak-piece-list [data-piece]", (n) =>
      n.map((li) => `${li.getAttribute("data-piece")}@${li.getAttribute("data-at")}`).sort(),
    ),
    heading: await page.textContent(".ma-card-header h3"),
    modifiers: await page.$$eval('input[data-action="toggleModifier"]:checked', (n) =>
      n.map((i) => i.getAttribute("data-modifier")),
    ),
  };
}

describe("Arkham tab: the address holds the tab (share a link)", () => {
  it("opens the same board, card, modifiers, tie choice and accepted move from the page's own address", async () => {
    // The edits, chosen so that a monster still ties with the modifier on: a base card, an
    // expansion's Cultist added, a modifier ticked, the tie's second option picked, one plain move accepted.
    const cultist = { id: "m6", at: "independence-square", type: "dunwich-horror/cultist" };
    const plan = BASE_CARDS.flatMap((card) =>
      MODIFIER_IDS.map((modifier) => ({
        card,
        modifier,
        result: solveArkham({
          ...DEFAULT_ARKHAM_STATE,
          monsters: [...DEFAULT_ARKHAM_STATE.monsters, cultist],
          card: card.name,
          modifiers: [modifier],
        }),
      })),
    ).find(
      ({ result }) =>
        result.kind === "resolved" &&
        result.decisions.some((d) => d.kind === "choose") &&
        result.decisions.some((d) => d.kind === "move"),
    );
    expect(plan, "a base card and a modifier leave a tie and a plain move on the first board").toBeDefined();
    const { card, modifier, result } = plan!;
    const moving = result.kind === "resolved" ? result.decisions.find((d) => d.kind === "move")! : undefined;

    const sender = await openSandbox(browser, inject("sandboxUrl"), "tab=arkham");
    const shared = await (async () => {
      try {
        const { page } = sender;
        await chooseCard(page, card.name);
        await page.check('[data-arkham-tool="monster"] input');
        await page.selectOption("#arkham-monster-type", cultist.type);
        await page.click(`[data-area="${cultist.at}"] rect`);
        if (!(await page.locator(".ma-modifiers").evaluate((d) => (d as HTMLDetailsElement).open)))
          await page.click(".ma-modifiers > summary");
        await page.check(`input[data-action="toggleModifier"][data-modifier="${modifier}"]`);
        await page.locator('input[data-action="pickOption"]').nth(1).check();
        await page.click(`[data-action="acceptMove"][data-monster="${moving!.monsterId}"]`);
        const before = await shownState(page);
        expect(before.pieces).toContain(`${moving!.monsterId}@${moving!.options[0]!.path.at(-1)}`);
        expect(before.chosen.length).toBeGreaterThan(0);
        expect(before.modifiers).toEqual([modifier]);
        expect(sender.errors).toEqual([]);
        const fragment = await page.evaluate(() => window.location.hash.slice(1));
        expect(new URLSearchParams(fragment).get("arkham")).toMatch(/^[A-Za-z0-9_-]+$/);
        return { before, fragment };
      } finally {
        await sender.close();
      }
    })();

    const receiver = await openSandbox(browser, inject("sandboxUrl"), shared.fragment);
    try {
      expect(await shownState(receiver.page)).toEqual(shared.before);
      expect(await receiver.page.textContent(".ak-link-status")).toBe("");
      expect(await receiver.page.textContent(".ak-piece-list")).toContain("Cultist (m6)");
      await receiver.page.click('[data-action="undo"]');
      expect((await shownState(receiver.page)).pieces).toContain(`${moving!.monsterId}@${moving!.from}`);
      expect(receiver.errors).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it("shows why a bad link was refused and the starting board instead, without errors", async () => {
    const bad = await openSandbox(browser, inject("sandboxUrl"), "tab=arkham&arkham=not-a-link");
    try {
      expect(await bad.page.textContent(".ak-link-status")).toContain("The link is damaged or cut short.");
      expect(await bad.page.$$eval(".ak-monster", (n) => n.length)).toBe(
        DEFAULT_ARKHAM_STATE.monsters.length,
      );
      expect(bad.errors).toEqual([]);
    } finally {
      await bad.close();
    }
  });
});

describe("Arkham tab: case files", () => {
  it("imports a case naming the shipped board and exports one that the command line's check passes", async () => {
    const state: ArkhamSandboxState = {
      ...DEFAULT_ARKHAM_STATE,
      monsters: [...DEFAULT_ARKHAM_STATE.monsters, { id: "m6", at: "general-store", type: "base/zombie" }],
      card: BASE_CARDS[1]!.name,
    };
    const file = arkhamCaseFile(state) as { cases: { board: unknown }[] };
    expect(file.cases[0]!.board).toBe("arkham-base");
    const tab = await openSandbox(browser, inject("sandboxUrl"), "tab=arkham");
    try {
      const { page } = tab;
      await page.setInputFiles("#ak-import-file", {
        name: "case.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(file)),
      });
      await page.waitForFunction(() =>
        document.querySelector(".ak-link-status")?.textContent?.includes("sandbox-001"),
      );
      expect(await drawnMoves(page)).toEqual(coreMoves(solveArkham(state)));
      expect(await page.$$eval(".ak-monster", (n) => n.length)).toBe(state.monsters.length);

      const [download] = await Promise.all([page.waitForEvent("download"), page.click(".ak-export-case")]);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const exported = Buffer.concat(chunks).toString("utf8");
      expect((JSON.parse(exported) as typeof file).cases[0]!.board).toBe("arkham-base");
      const checked = runCli(["check", "exported.json"], { "exported.json": exported });
      expect(checked.out.trimEnd().split("\n").at(-1)).toBe("1 passed, 0 failed");

      await page.setInputFiles("#ak-import-file", {
        name: "public.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(publicCases)),
      });
      await page.waitForFunction(() =>
        document.querySelector(".ak-link-status")?.textContent?.includes("public.json"),
      );
      expect(await page.textContent(".ak-link-status")).toContain("only the base board");
      expect(await drawnMoves(page)).toEqual(coreMoves(solveArkham(state)));
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
