// Builds the sandbox once per browser-test run and serves dist-sandbox/ on localhost.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { build } from "vite";
import { CHROMIUM_PATH } from "./chromium";
import { serveStatic } from "./static-server";

const root = resolve(import.meta.dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    sandboxUrl: string;
  }
}

/** Fails loudly when chromium is missing, builds the sandbox, serves it and shares its URL. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's chromium at ${CHROMIUM_PATH} (install it with \`apt-get install -y chromium\`; ` +
        "never a downloaded browser). Set MONSTER_AUTOPILOT_CHROMIUM to use another path.",
    );
  }
  await build({ configFile: resolve(root, "vite.sandbox.config.ts"), logLevel: "warn" });
  const server = await serveStatic(resolve(root, "dist-sandbox"));
  project.provide("sandboxUrl", server.url);
  return server.close;
}
