#!/usr/bin/env node
// Command-line entry: the bundle is built by `npm run build:cli` (npm run cli does it first).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bundle = new URL("../build/cli.js", import.meta.url);
if (!existsSync(fileURLToPath(bundle))) {
  process.stderr.write("monster-autopilot: build/cli.js is missing; run `npm run build:cli` first.\n");
  process.exit(1);
}
await import(bundle.href);
