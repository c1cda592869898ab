// Once per browser-test run: checks chromium is there, builds the sandbox, serves dist-sandbox/ on
// localhost and starts one chromium for every test file.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { build } from "vite";
import { CHROMIUM_PATH, launchChromiumServer } from "./chromium";
import { serveStatic } from "./static-server";

const root = resolve(import.meta.dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    sandboxUrl: string;
    browserEndpoint: string;
  }
}

/** Fails loudly when chromium is missing (never skips), then builds, serves and launches. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's chromium at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` ` +
        "(.ci/run does this in CI; never a downloaded browser), or set MONSTER_AUTOPILOT_CHROMIUM to its path.",
    );
  }
  await build({
    configFile: resolve(root, "vite.sandbox.config.ts"),
    logLevel: "error",
    build: { sourcemap: false },
  });
  const [server, browser] = await Promise.all([
    serveStatic(resolve(root, "dist-sandbox")),
    launchChromiumServer(),
  ]);
  project.provide("sandboxUrl", server.url);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
