#!/usr/bin/env node
// Command-line entry: the bundle is built by `npm run build:cli` (npm run cli does it first).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";

const bundle = new URL("../build/cli.js", import.meta.url);
if (!existsSync(fileURLToPath(bundle))) {
  process.stderr.write("monster-autopilot: build/cli.js is missing; run `npm run build:cli` first.\n");
  process.exit(1);
}
// A command-line run is short: V8's default tier-up budget optimises (and then often deoptimises)
// functions after very few calls, which costs more CPU than it saves here. A larger budget leaves
// only the truly hot functions to the optimising compiler: about a quarter less CPU time for the
// 399 public cases, and less for ten times as many (issue 14; measured with `npm run bench`).
// Set before the bundle is loaded, so it applies to all of its functions.
setFlagsFromString("--interrupt-budget=1500000");
// The old generation grows by a fixed 40% between full collections instead of up to 4×: what a
// case leaves behind is garbage, and a long file otherwise let it pile up (10× the public cases:
// about 174 → 136 MB peak RSS for 1–4% more CPU time; 1×: unchanged; issue 14). The heap
// size flags (--max-semi-space-size) have no effect once the process runs, so they are not set here.
setFlagsFromString("--heap-growing-percent=40");
await import(bundle.href);
