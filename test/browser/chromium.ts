// Launches Debian's chromium (never a downloaded browser) through playwright-core.
import { chromium, type Browser } from "playwright-core";

/** The system chromium; CI installs it with apt-get (see .ci/run). */
export const CHROMIUM_PATH = process.env["MONSTER_AUTOPILOT_CHROMIUM"] ?? "/usr/bin/chromium";

/** Headless chromium with quiet, offline-friendly flags; playwright gives it a fresh temporary --user-data-dir. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
