// Arkham moves are traceable and ties read neutrally: token labels match their cards,
// hovering a card marks its token and arrows, and Move all names the monsters it leaves waiting.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEFAULT_ARKHAM_STATE } from "../../sandbox/arkham/arkham-state";
import { solveArkham } from "../../sandbox/arkham/solve";
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

const result = solveArkham(DEFAULT_ARKHAM_STATE);
const decisions = result.kind === "resolved" ? result.decisions : [];
const moving = decisions.filter((d) => d.kind === "move" || d.kind === "choose");
const tied = decisions.filter((d) => d.kind === "choose");

describe("Arkham tab: moves a GM can trace", () => {
  it("labels each monster token with the id its card names", async () => {
    const { page, errors } = sandbox;
    expect(moving.length).toBeGreaterThan(0);
    for (const d of moving) {
      const label = await page.locator(`.ak-svg [data-piece="${d.monsterId}"] .ak-piece-label`).textContent();
      const card = await page.locator(`.ma-move[data-monster="${d.monsterId}"] header strong`).textContent();
      expect(label).toBe(d.monsterId);
      expect(card?.endsWith(` ${d.monsterId}`), `${card} ends with the token's label`).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it("marks a move's token and arrows while its card is hovered, and only those", async () => {
    const { page, errors } = sandbox;
    const [first] = moving;
    await page.hover(`.ma-move[data-monster="${first!.monsterId}"]`);
    const marked = await page.$$eval(".ak-svg .ak-hover", (nodes) =>
      nodes.map((n) => n.getAttribute("data-piece") ?? `move:${n.getAttribute("data-monster") ?? ""}`),
    );
    expect(marked).toContain(first!.monsterId);
    expect(marked).toContain(`move:${first!.monsterId}`);
    expect(marked.every((m) => m.endsWith(first!.monsterId))).toBe(true);
    await page.mouse.move(1, 1);
    expect(await page.locator(".ak-svg .ak-hover").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("words a tie as a choice and says whom Move all leaves waiting", async () => {
    const { page, errors } = sandbox;
    expect(tied.length, "the starting board has a tie").toBeGreaterThan(0);
    const waiting = await page.locator(".ma-waiting").textContent();
    for (const d of tied) {
      expect(waiting).toContain(d.monsterId);
      const why = await page.locator(`.ma-move[data-monster="${d.monsterId}"] .ma-why`).textContent();
      expect(why).toContain(" or ");
    }
    expect(errors).toEqual([]);
  });
});
