// Photographs the README's pictures with the browser tests' chromium (test/browser/chromium.ts):
// the Monster turn window and the Mythos window from the pictures page, and the sandbox's Hex tab
// at 1280 px with a conformance case loaded. JPEG at quality 70 keeps each file small.
import { stat, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { launchChromiumServer } from "../../test/browser/chromium";
import { serveStatic } from "../../test/browser/static-server";
import { openSandbox, pickCase } from "../../test/browser/sandbox-page";

/** The README's pictures: file names under docs/images/. */
export const IMAGES = ["monster-turn-window.jpg", "mythos-window.jpg", "sandbox-hex.jpg"] as const;

/** The case the sandbox picture loads: a flying monster with three targets and two places to stand. */
const SANDBOX_CASE = "fh-066";

const JPEG = { type: "jpeg", quality: 70 } as const;

/** Takes the three pictures into `dirs.images`; returns each file and its size. */
export async function takeScreenshots(dirs: {
  readonly page: string;
  readonly sandbox: string;
  readonly images: string;
}): Promise<{ path: string; bytes: number }[]> {
  await mkdir(dirs.images, { recursive: true });
  const [browserServer, pageServer, sandboxServer] = await Promise.all([
    launchChromiumServer(),
    serveStatic(dirs.page),
    serveStatic(dirs.sandbox),
  ]);
  const browser = await chromium.connect(browserServer.server.wsEndpoint());
  try {
    const [hexPath, arkhamPath, sandboxPath] = IMAGES.map((name) => join(dirs.images, name)) as [
      string,
      string,
      string,
    ];
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(pageServer.url);
    await page.waitForSelector("[data-ready='true']", { timeout: 10_000 }).catch(() => {
      throw new Error(`the pictures page did not render: ${errors.join("; ") || "no error reported"}`);
    });
    await page.locator("#shot-hex").screenshot({ ...JPEG, path: hexPath });
    await page.locator("#shot-arkham").screenshot({ ...JPEG, path: arkhamPath });
    await context.close();
    const sandbox = await openSandbox(browser, sandboxServer.url, "tab=hex");
    await pickCase(sandbox.page, SANDBOX_CASE);
    await sandbox.page.screenshot({ ...JPEG, path: sandboxPath });
    await sandbox.close();
    return Promise.all(
      [hexPath, arkhamPath, sandboxPath].map(async (path) => ({ path, bytes: (await stat(path)).size })),
    );
  } finally {
    await browser.close();
    await Promise.all([browserServer.server.close(), pageServer.close(), sandboxServer.close()]);
  }
}
