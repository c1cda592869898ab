// `npm run build:cli`, last step: makes build/solver.cache, the V8 code cache the command line
// runs the solver with (src/cli/code-cache.ts, issue 14). It runs build/solver.cjs on generated
// cases of both rule families (src/cli/warm-up-cases.ts) as `solve FILE --json`, `solve FILE` and
// `check FILE` do, under the command line's V8 flags, then stores the bytecode of every function
// that ran. `check` compares with the answers `solve --json` just gave, so it must pass.
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
const { runCheck, runSolve } = solver.exports;

/** Runs one command on a text; what it printed, or the build stops with what went wrong. */
function run(command: (text: string, io: Io) => number, text: string, what: string): string {
  let out = "";
  let err = "";
  if (command(text, { out: (t) => void (out += t), err: (t) => void (err += t) }) !== 0 || err !== "") {
    process.stderr.write(`warm-code-cache: ${what} failed on the warm-up cases:\n${err}${out}`);
    process.exit(1);
  }
  return out;
}

type Output = { id: string } & Record<string, unknown>;
const FILE = "warm-up.json";

const gloomhaven = warmUpCases();
const gloomhavenText = JSON.stringify(gloomhaven);
const answers = JSON.parse(
  run((t, io) => runSolve(t, FILE, true, io), gloomhavenText, "solve --json"),
) as Output[];
run((t, io) => runSolve(t, FILE, false, io), gloomhavenText, "solve");
const checked = gloomhaven.map((c, i) => ({ ...c, answers: answers[i]?.["answers"] }));
run((t, io) => runCheck(t, FILE, io), JSON.stringify(checked), "check");

const arkham = arkhamWarmUpFile();
const arkhamText = JSON.stringify(arkham);
const outcomes = JSON.parse(
  run((t, io) => runSolve(t, FILE, true, io), arkhamText, "solve --json"),
) as Output[];
run((t, io) => runSolve(t, FILE, false, io), arkhamText, "solve");
const expected = arkham.cases.map((c, i) => ({ ...(c as object), expected: outcomes[i]?.["outcomes"] }));
run((t, io) => runCheck(t, FILE, io), JSON.stringify({ ...arkham, cases: expected }), "check");

writeCodeCache(join(buildDirectory, SOLVER_CACHE), solver.createCache());
