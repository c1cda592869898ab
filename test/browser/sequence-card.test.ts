import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectChromium } from "./chromium";
import { openSandbox, pickCase, type SandboxPage } from "./sandbox-page";

let browser: Browser;
beforeAll(async () => {
  browser = await connectChromium(inject("browserEndpoint"));
});
afterAll(async () => {
  await browser.close();
});

describe("Hex tab: a whole card (SQ-1, OUT-S1, CF-1)", () => {
  let sandbox: SandboxPage;
  beforeAll(async () => {
    sandbox = await openSandbox(browser, inject("sandboxUrl"));
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it("fills the list from the Hound's attack–move–attack card 547 and shows its numbered steps", async () => {
    const { page } = sandbox;
    await page.selectOption("#hex-deck-type", "gloomhaven/hound");
    await page.selectOption("#hex-deck-level", "1");
    await page.locator('.hx-deck-card[value="547"]').click();
    await page.waitForSelector(".hx-seq-row");
    expect(await page.isChecked("#hex-mode-list")).toBe(true);
    expect(
      await page.locator(".hx-seq-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-kind"))),
    ).toEqual(["attack", "move", "attack"]);
    await page.waitForSelector(".ma-sequence-steps li");
    const steps = await page
      .locator(".ma-option.selected .ma-sequence-steps li")
      .evaluateAll((items) => items.map((i) => [i.getAttribute("value"), i.className.split(" ")[0]]));
    expect(steps).toEqual([
      ["1", "ma-step-attack"],
      ["2", "ma-step-move"],
      ["3", "ma-step-attack"],
    ]);
    expect(await page.textContent(".ma-sequence-assumption")).toMatch(/no target dies/);
    // The board draws the chosen option's steps, numbered as in the list.
    const drawn = await page
      .locator(".hb-seq-step")
      .evaluateAll((g) => g.map((s) => s.getAttribute("data-seq-step")));
    expect(drawn).toEqual(["1", "2", "3"]);
    expect(sandbox.errors).toEqual([]);
  });

  it("edits the list: an ability added, moved up and removed again", async () => {
    const { page } = sandbox;
    await page.selectOption("#hex-seq-add-kind", "push");
    await page.click("#hex-seq-add");
    await page.waitForSelector('.hx-seq-row[data-kind="push"]');
    await page.click('button[data-seq="up"][data-index="3"]');
    const kinds = () =>
      page.locator(".hx-seq-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-kind")));
    await expect.poll(kinds).toEqual(["attack", "move", "push", "attack"]);
    await page.click('button[data-seq="remove"][data-index="2"]');
    await expect.poll(kinds).toEqual(["attack", "move", "attack"]);
    expect(sandbox.errors).toEqual([]);
  });

  it("exports the card as a version-2 case", async () => {
    const { page } = sandbox;
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#hex-export")]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const [exported] = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>[];
    expect(exported?.["schema"]).toBe("gloomhaven-sequence-case/2");
    expect((exported?.["abilities"] as { kind: string }[]).map((a) => a.kind)).toEqual([
      "attack",
      "move",
      "attack",
    ]);
    expect(exported?.["card"]).toEqual({ deck: "gloomhaven/hound", card: 547 });
    expect((exported?.["answers"] as unknown[]).length).toBeGreaterThan(0);
  });

  it("checks a bundled version-2 case against its stored options", async () => {
    const { page } = sandbox;
    await pickCase(page, "seq-gh-ama-01");
    expect(await page.getAttribute(".hx-verdict", "data-verdict")).toBe("same");
    expect(await page.locator(".hx-matched .hx-seq-answer").count()).toBeGreaterThan(0);
    expect(sandbox.errors).toEqual([]);
  });

  it("works the rest of the card out again when the GM says the first attack's target died (SQ-17)", async () => {
    const { page } = sandbox;
    await page.click(".hx-died summary");
    await page.selectOption("#hex-died-step", "1");
    await page.click("#hex-died-go");
    await page.waitForSelector(".hx-died-rest .ma-sequence-steps li");
    const kinds = await page
      .locator(".hx-died-rest .ma-option")
      .first()
      .locator(".ma-sequence-steps li")
      .evaluateAll((items) => items.map((i) => i.className.split(" ")[0]));
    expect(kinds).toEqual(["ma-step-move", "ma-step-attack"]);
    expect(await page.textContent(".hx-died-heading")).toMatch(/step 2/);
    expect(sandbox.errors).toEqual([]);
  });
});
