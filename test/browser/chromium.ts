// Which headless chromium the browser tests drive, through playwright-core: MONSTER_AUTOPILOT_CHROMIUM
// (a path, or "bundled"), else a chromium on the system, else the one inside the @sparticuz/chromium
// npm package (so `npm ci && npm test` needs no system browser, no root and no download). One browser
// server per test run (started by global-setup.ts); each test file connects to it.
import { execFile } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir, userInfo } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { promisify } from "node:util";
import { chromium, type Browser, type BrowserServer } from "playwright-core";

/** The environment variable naming the browser: an executable's path, or "bundled" to force the npm one. */
export const CHROMIUM_ENV = "MONSTER_AUTOPILOT_CHROMIUM";

/** Executable names of a system chromium (Debian's `chromium`, other distributions' names, Chrome), searched on PATH in this order. */
export const SYSTEM_CHROMIUM_NAMES = [
  "chromium",
  "chromium-browser",
  "google-chrome-stable",
  "google-chrome",
];

/** macOS application bundles, checked after PATH (the bundled browser is a Linux x64 build). */
export const SYSTEM_CHROMIUM_APPS = [
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/** Where the browser comes from: a known executable, or the bundled one (unpacked on launch) and why. */
export type ChromiumChoice =
  | { readonly source: "env" | "system"; readonly path: string }
  | { readonly source: "bundled"; readonly reason: "forced" | "no system chromium" };

/** Picks the browser: the env variable wins (a path or "bundled"), then the first system chromium on PATH, then the bundled one. */
export function chooseChromium(
  env: Readonly<Record<string, string | undefined>>,
  isExecutable: (path: string) => boolean,
): ChromiumChoice {
  const wanted = env[CHROMIUM_ENV]?.trim();
  if (wanted === "bundled") return { source: "bundled", reason: "forced" };
  if (wanted) {
    if (!isExecutable(wanted)) {
      throw new Error(
        `${CHROMIUM_ENV}=${wanted} is not an executable file: give the path of a chromium, ` +
          `or "bundled" for the one in node_modules/@sparticuz/chromium, or unset it.`,
      );
    }
    return { source: "env", path: wanted };
  }
  const dirs = (env["PATH"] ?? "").split(delimiter).filter((dir) => dir !== "");
  for (const name of SYSTEM_CHROMIUM_NAMES) {
    for (const dir of dirs) {
      const path = join(dir, name);
      if (isExecutable(path)) return { source: "system", path };
    }
  }
  const app = SYSTEM_CHROMIUM_APPS.find(isExecutable);
  if (app !== undefined) return { source: "system", path: app };
  return { source: "bundled", reason: "no system chromium" };
}

/** True for a file (not a folder) this process may execute. */
export function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const require = createRequire(import.meta.url);

/** The bundled package's version (the unpack folder is per version, so an upgrade never reuses an old binary). */
function bundledVersion(): string {
  // The package exports no package.json: walk up from its entry (build/…/index.js) to the folder
  // whose package.json names it.
  let dir = dirname(require.resolve("@sparticuz/chromium"));
  for (;;) {
    const path = join(dir, "package.json");
    if (existsSync(path)) {
      const manifest = JSON.parse(readFileSync(path, "utf8")) as { name?: string; version: string };
      if (manifest.name === "@sparticuz/chromium") return manifest.version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error("@sparticuz/chromium: no package.json above its entry");
    dir = parent;
  }
}

/**
 * Unpacks the bundled chromium once into a per-version, per-user folder under os.tmpdir() (writable
 * without root) and returns its executable. The package unpacks into os.tmpdir() itself, so a child
 * node runs its executablePath() with TMPDIR set to a fresh staging folder, which is then renamed into
 * place: an interrupted unpack never leaves a half-written browser behind, and parallel runs agree.
 */
export async function unpackBundledChromium(): Promise<string> {
  const target = join(tmpdir(), `monster-autopilot-chromium-${bundledVersion()}-${userInfo().uid}`);
  const executable = join(target, "chromium");
  const marker = join(target, "unpacked");
  if (existsSync(marker)) return executable;
  const staging = await mkdtemp(join(tmpdir(), "monster-autopilot-chromium-unpacking-"));
  try {
    const script =
      'import("@sparticuz/chromium").then((m) => m.default.executablePath()).then((p) => process.stdout.write(p))';
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
      cwd: import.meta.dirname,
      env: { ...process.env, TMPDIR: staging },
    });
    if (stdout !== join(staging, "chromium")) {
      throw new Error(`@sparticuz/chromium unpacked to ${stdout}, expected ${join(staging, "chromium")}`);
    }
    await writeFile(join(staging, "unpacked"), `@sparticuz/chromium ${bundledVersion()}\n`);
    await rename(staging, target).catch(async () => {
      if (existsSync(marker)) return; // another run finished first: keep its copy (ours is removed below)
      await rm(target, { recursive: true, force: true }); // an old interrupted unpack
      await rename(staging, target);
    });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (existsSync(marker)) return executable; // another run unpacked it meanwhile
    throw error;
  }
  await rm(staging, { recursive: true, force: true });
  return executable;
}

const QUIET_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** A started browser and a line saying which one it is. */
export interface LaunchedChromium {
  readonly server: BrowserServer;
  readonly description: string;
}

/** Picks, unpacks if needed and starts headless chromium with quiet, offline-friendly flags; playwright gives it a fresh temporary --user-data-dir. */
export async function launchChromiumServer(): Promise<LaunchedChromium> {
  const choice = chooseChromium(process.env, isExecutableFile);
  if (choice.source === "bundled" && (process.platform !== "linux" || process.arch !== "x64"))
    throw new Error(
      `The bundled @sparticuz/chromium is a Linux x64 build and this is ${process.platform} ${process.arch}: ` +
        `set ${CHROMIUM_ENV} to the path of a Chromium or Chrome executable.`,
    );
  const executablePath = choice.source === "bundled" ? await unpackBundledChromium() : choice.path;
  const server = await chromium.launchServer({ executablePath, headless: true, args: QUIET_FLAGS });
  const version = await chromiumVersion(server);
  return { server, description: `${describeChoice(choice)}: ${executablePath} (${version})` };
}

function describeChoice(choice: ChromiumChoice): string {
  if (choice.source === "bundled")
    return `bundled @sparticuz/chromium ${bundledVersion()} (${choice.reason})`;
  return choice.source === "env" ? `from ${CHROMIUM_ENV}` : "system chromium";
}

async function chromiumVersion(server: BrowserServer): Promise<string> {
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    return browser.version();
  } finally {
    await browser.close();
  }
}

/** Connects to the run's browser server. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
