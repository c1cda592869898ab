// `npm run build:cli`, last step: makes build/solver.cache, the V8 code cache the command line
// runs the solver with (src/cli/code-cache.ts). It runs build/solver.cjs on generated
// cases of both rule families (src/cli/warm-up-cases.ts) as `solve FILE --json` and `solve FILE`
// do, under the command line's V8 flags, then stores the bytecode of every function that ran.
// Not `check`: with its functions in the cache, a run of ten times the public cases peaked at
// about 104 MB instead of 89 (V8 kept more in its old generation), for no gain in `solve`.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Io } from "../src/cli/io";
import { writeCodeCache } from "../src/cli/code-cache";
import { loadSolver, SOLVER_CACHE } from "../src/cli/solver-script";
import { tuneV8ForShortRun } from "../src/cli/v8-flags";
import { arkhamWarmUpFile, warmUpCases } from "../src/cli/warm-up-cases";

tuneV8ForShortRun();
// This file is build/warm-code-cache.js, next to build/solver.cjs.
const buildDirectory = dirname(fileURLToPath(import.meta.url));
const solver = loadSolver(buildDirectory, false);
const { runSolve } = solver.exports;

/** Runs one command on a text; the build stops with what went wrong if it fails. */
function run(command: (text: string, io: Io) => number, text: string, what: string): void {
  let out = "";
  let err = "";
  if (command(text, { out: (t) => void (out += t), err: (t) => void (err += t) }) !== 0 || err !== "") {
    process.stderr.write(`warm-code-cache: ${what} failed on the warm-up cases:\n${err}${out}`);
    process.exit(1);
  }
}

const FILE = "warm-up.json";
for (const text of [JSON.stringify(warmUpCases()), JSON.stringify(arkhamWarmUpFile())]) {
  run((t, io) => runSolve(t, FILE, true, io), text, "solve --json");
  run((t, io) => runSolve(t, FILE, false, io), text, "solve");
}

writeCodeCache(join(buildDirectory, SOLVER_CACHE), solver.createCache());
