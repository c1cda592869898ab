// `npm run build:cli`, last step: makes build/solver.cache, the V8 code cache the command line
// runs the solver with (src/cli/code-cache.ts, issue 14). It runs build/solver.cjs on generated
// cases of both rule families (src/cli/warm-up-cases.ts) as `solve FILE --json` and `solve FILE` do, under the command
// line's V8 flags, then stores the bytecode of every function that ran.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeCodeCache } from "../src/cli/code-cache";
import { loadSolver, SOLVER_CACHE } from "../src/cli/solver-script";
import { tuneV8ForShortRun } from "../src/cli/v8-flags";
import { arkhamWarmUpFile, warmUpCases } from "../src/cli/warm-up-cases";

tuneV8ForShortRun();
// This file is build/warm-code-cache.js, next to build/solver.cjs.
const buildDirectory = dirname(fileURLToPath(import.meta.url));
const solver = loadSolver(buildDirectory, false);
let output = "";
const io = { out: (t: string) => void (output += t), err: (t: string) => void (output += t) };
for (const text of [JSON.stringify(warmUpCases()), JSON.stringify(arkhamWarmUpFile())])
  for (const json of [true, false])
    if (solver.exports.runSolve(text, "warm-up.json", json, io) !== 0) {
      process.stderr.write(`warm-code-cache: the solver failed on the warm-up cases:\n${output}`);
      process.exit(1);
    }
writeCodeCache(join(buildDirectory, SOLVER_CACHE), solver.createCache());
