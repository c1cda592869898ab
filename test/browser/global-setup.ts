// Once per browser-test run: builds the sandbox, serves dist-sandbox/ on localhost and starts one
// chromium for every test file (chosen as chromium.ts says; it prints which one it used).
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { build } from "vite";
import { launchChromiumServer } from "./chromium";
import { serveStatic } from "./static-server";

const root = resolve(import.meta.dirname, "../..");

declare module "vitest" {
  export interface ProvidedContext {
    sandboxUrl: string;
    browserEndpoint: string;
  }
}

/** Builds, serves and launches; a missing or broken browser fails the run loudly (never skips). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [, browser] = await Promise.all([
    build({
      configFile: resolve(root, "vite.sandbox.config.ts"),
      logLevel: "error",
      build: { sourcemap: false },
    }),
    launchChromiumServer(),
  ]);
  console.log(`Browser tests use ${browser.description}`);
  const server = await serveStatic(resolve(root, "dist-sandbox"));
  project.provide("sandboxUrl", server.url);
  project.provide("browserEndpoint", browser.server.wsEndpoint());
  return async () => {
    await browser.server.close();
    await server.close();
  };
}
