// Debian's chromium (never a downloaded browser) through playwright-core: one browser server per
// test run (started by global-setup.ts), each test file connects to it.
import { chromium, type Browser, type BrowserServer } from "playwright-core";

/** The system chromium; CI installs it with apt-get (see .ci/run). */
export const CHROMIUM_PATH = process.env["MONSTER_AUTOPILOT_CHROMIUM"] ?? "/usr/bin/chromium";

/** Starts headless chromium with quiet, offline-friendly flags; playwright gives it a fresh temporary --user-data-dir. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Connects to the run's browser server. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
