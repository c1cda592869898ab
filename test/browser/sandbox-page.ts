// Opens the built sandbox in a fresh page and records every console error, page error and failed request.
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";

export interface SandboxPage {
  readonly page: Page;
  /** Console errors, uncaught exceptions and failed requests seen so far. */
  readonly errors: string[];
  readonly close: () => Promise<void>;
}

/** Loads the sandbox at 1280×800 (the size the page must be readable at), with an optional #fragment. */
export async function openSandbox(browser: Browser, url: string, fragment = ""): Promise<SandboxPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(8_000);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => errors.push(`request failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(fragment ? `${url}#${fragment}` : url);
  await page.waitForSelector("[data-ready='true']");
  return { page, errors, close: () => context.close() };
}

/** Loads a bundled conformance case by id from the Hex tab's picker and waits for its verdict. */
export async function pickCase(page: Page, id: string): Promise<void> {
  const value = await page.$eval(
    "#hex-case",
    (select, wanted) =>
      [...(select as HTMLSelectElement).options].find((o) => o.text.split(" ")[0] === wanted)?.value ?? "",
    id,
  );
  expect(value, `case ${id} is in the picker`).not.toBe("");
  await page.selectOption("#hex-case", value);
  await page.waitForFunction(
    (wanted) => document.querySelector(".hx-verdict")?.textContent?.startsWith(wanted),
    id,
  );
}
