#!/usr/bin/env node
// Command-line entry: the bundle is built by `npm run build:cli` (npm run cli does it first).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bundle = new URL("../build/cli.js", import.meta.url);
// build/cli.js runs `solve` and `check` from build/solver.cjs (src/cli/solver-script.ts).
for (const file of ["cli.js", "solver.cjs"])
  if (!existsSync(fileURLToPath(new URL(`../build/${file}`, import.meta.url)))) {
    process.stderr.write(`monster-autopilot: build/${file} is missing; run \`npm run build:cli\` first.\n`);
    process.exit(1);
  }
await import(bundle.href);
