// `npm run bench`, part 2: the command line as a user runs it. Whole processes of
// `node bin/monster-autopilot.js solve FILE --json` on the public cases, once and ten times over,
// with the start-up on an empty file subtracted; peak memory of each; and what the command line
// adds per case around the rules core (reading, validating, serialising), warm in this process and
// cold in a fresh one (this script with --cold-phases FILE). Printed, never asserted.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { decideAnswers } from "../src/core/gloomhaven";
import type { CaseParseResult } from "../src/core/gloomhaven-cases";
import { forEachJsonArrayElement } from "../src/cli/json-array";
import { BoardReuse } from "../src/cli/shared-board";
import { loadSolver } from "../src/cli/solver-script";
import { SHORT_RUN_V8_FLAGS, tuneV8ForShortRun } from "../src/cli/v8-flags";

const CORPUS = "test/fixtures/conformance/gloomhaven/public.json";
const RUNS = 5;
/** Rounds of the whole-process runs: each is short, and a shared machine varies from run to run. */
const CLI_RUNS = 11;
/** The reference solver's mean per case on this kind of machine: 7.0 s for 546 cases. */
const REFERENCE_MS_PER_CASE = 12.8;

/** Prints the peak resident set size of the process when it exits (loaded before the command line). */
const USAGE_HOOK =
  'data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stderr.write("\\nUSAGE "+u.maxRSS+" "+(u.userCPUTime+u.systemCPUTime)+"\\n")})';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const ms = (t: number): string => `${t.toFixed(t < 10 ? 2 : 1)} ms`;

type Run = { ms: number; cpu: number; rssMb: number };

/** Wall time, CPU time (user + system) and peak RSS (MB) of one `solve FILE --json` as a whole process. */
function runCliOnce(root: string, file: string): Run {
  const start = performance.now();
  const child = spawnSync(
    process.execPath,
    ["--import", USAGE_HOOK, resolve(root, "bin/monster-autopilot.js"), "solve", file, "--json"],
    { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  const ms = performance.now() - start;
  if (child.status !== 0) throw new Error(`solve ${file} failed: ${child.stderr}`);
  const usage = /USAGE (\d+) (\d+)/.exec(child.stderr);
  return {
    ms,
    rssMb: usage ? Number(usage[1]) / 1024 : NaN,
    cpu: usage ? Number(usage[2]) / 1000 : NaN,
  };
}

/**
 * The median of each figure of {@link runCliOnce} for each file over CLI_RUNS rounds, the files taken
 * in turn within a round: a machine that gets busier or quieter meanwhile weighs on every file alike,
 * not on whichever ran then (the empty file's start-up is subtracted from the others).
 */
function runClis(root: string, files: readonly string[]): Run[] {
  const runs = files.map((): Run[] => []);
  for (let round = 0; round < CLI_RUNS; round++)
    files.forEach((file, i) => runs[i]!.push(runCliOnce(root, file)));
  return runs.map((r) => ({
    ms: median(r.map((x) => x.ms)),
    cpu: median(r.map((x) => x.cpu)),
    rssMb: median(r.map((x) => x.rssMb)),
  }));
}

/**
 * CPU time of this process so far, in ms: the warm phases (tens of ms each) are timed in CPU time,
 * which the other processes on a shared machine do not inflate (wall time does, whenever this one
 * waits for a core). The cold pass times each case's phases, microseconds long: too short for the
 * CPU-time accounting, so it uses wall time.
 */
function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

type Phases = { read: number; parse: number; decide: number; serialise: number };
type Parsed = CaseParseResult;
type Decided = ReturnType<typeof decideAnswers> | null;

/**
 * Decides one case as the command line does: its answers alone (read as the command line reads it:
 * on the board object of the case before when the boards are the same).
 */
const decide = (p: Parsed): Decided =>
  p.ok ? decideAnswers(p.value.scenario, p.value.action, p.value.rules) : null;

/** One case's output text, as `solve --json` writes it. */
function serialise(p: Parsed, result: Decided, index: number): string {
  if (!p.ok || !result || result.kind === "invalid") return JSON.stringify({ id: String(index), error: "" });
  const answers = result.answers;
  return JSON.stringify({
    id: p.value.id,
    answers: answers.map((a) => ({
      destination: [a.destination.q, a.destination.r],
      attacks: a.attacks.map((h) => [h.q, h.r]),
    })),
  });
}

/** Reads the cases as the command line does, one at a time (src/cli/json-array.ts); their number. */
function eachCaseOf(text: string, visit: (raw: unknown) => void): number {
  const count = forEachJsonArrayElement(text, visit);
  if (count === null) throw new Error("the case file is not a JSON array");
  return count;
}

/**
 * Each phase over the whole file in turn (reading, validating, deciding, serialising), in ms. As in
 * the command line, the timed reading and validating let each case go before the next (holding all
 * of them would time the garbage collector's copying instead); their results are made again, untimed,
 * for the next phase.
 */
function phaseByPhase(text: string): Phases {
  let t = cpuNow();
  let last: unknown = null;
  eachCaseOf(text, (r) => (last = r));
  const read = cpuNow() - t;
  const raw: unknown[] = [];
  eachCaseOf(text, (r) => raw.push(r));
  t = cpuNow();
  const reading = new BoardReuse();
  for (const r of raw) last = reading.parse(r);
  const parse = cpuNow() - t;
  const boards = new BoardReuse();
  const parsed = raw.map((r) => boards.parse(r));
  t = cpuNow();
  const results = parsed.map((p) => decide(p));
  const decideMs = cpuNow() - t;
  t = cpuNow();
  const output = `[${parsed.map((p, i) => serialise(p, results[i] ?? null, i)).join(",")}]`;
  const serialiseMs = cpuNow() - t;
  if (output.length < 2 || last === null) throw new Error("the answers were not serialised");
  return { read, parse, decide: decideMs, serialise: serialiseMs };
}

/** One pass as the command line makes it, case by case (read, validate, decide, serialise, next case); each phase summed, in ms. */
function caseByCase(text: string): Phases {
  const total: Phases = { read: 0, parse: 0, decide: 0, serialise: 0 };
  const boards = new BoardReuse();
  const parts: string[] = [];
  // The time from the end of one case's visit to the start of the next is the next case's reading.
  let t = performance.now();
  eachCaseOf(text, (raw) => {
    const readAt = performance.now();
    const parsed = boards.parse(raw);
    const parsedAt = performance.now();
    const result = decide(parsed);
    const decidedAt = performance.now();
    parts.push(serialise(parsed, result, parts.length));
    total.read += readAt - t;
    total.parse += parsedAt - readAt;
    total.decide += decidedAt - parsedAt;
    t = performance.now();
    total.serialise += t - decidedAt;
  });
  total.read += performance.now() - t;
  t = performance.now();
  const output = `[${parts.join(",")}]`;
  total.serialise += performance.now() - t;
  if (output.length < 2) throw new Error("the answers were not serialised");
  return total;
}

/** The median of each phase over several runs, per case. */
function medianPerCase(runs: readonly Phases[], cases: number): Phases {
  const per = (pick: (r: Phases) => number) => median(runs.map(pick)) / cases;
  return {
    read: per((r) => r.read),
    parse: per((r) => r.parse),
    decide: per((r) => r.decide),
    serialise: per((r) => r.serialise),
  };
}

/** Runs of the in-process measurement: cheap, and the machine is noisy. */
const WARM_RUNS = 11;

/** In this process (warm): per-case CPU time of each phase, each timed over the whole file; median of WARM_RUNS after a warm-up run. */
function overhead(text: string): Phases {
  const runs: Phases[] = [];
  for (let run = 0; run < WARM_RUNS + 1; run++) {
    const p = phaseByPhase(text);
    if (run > 0) runs.push(p); // run 0 warms the JIT
  }
  return medianPerCase(
    runs,
    eachCaseOf(text, () => {}),
  );
}

/** Cold: {@link caseByCase} once in a fresh process (this script with --cold-phases), per case; median of RUNS processes. */
function coldPhases(file: string, cases: number): Phases {
  const runs: Phases[] = [];
  for (let run = 0; run < RUNS; run++) {
    // The command line's V8 flags (src/cli/v8-flags.ts), so a cold pass runs as the command line does.
    const child = spawnSync(
      process.execPath,
      [...SHORT_RUN_V8_FLAGS, process.argv[1]!, "--cold-phases", file],
      {
        stdio: ["ignore", "pipe", "pipe"],
        encoding: "utf8",
      },
    );
    if (child.status !== 0) throw new Error(`cold pass over ${file} failed: ${child.stderr}`);
    runs.push(JSON.parse(child.stdout) as Phases);
  }
  return medianPerCase(runs, cases);
}

export function cliBench(root = process.cwd()): string[] {
  const text = readFileSync(resolve(root, CORPUS), "utf8");
  const raw = JSON.parse(text) as unknown[];
  const dir = mkdtempSync(join(tmpdir(), "monster-autopilot-bench-"));
  try {
    const empty = join(dir, "empty.json");
    const tenfold = join(dir, "public-x10.json");
    writeFileSync(empty, "[]");
    // Laid out as the public file is, one case a line. (A file on one line is read by a slower
    // character scan, src/cli/json-array.ts: about a tenth more time at ten times the cases.)
    const lines = raw.map((c) => JSON.stringify(c));
    writeFileSync(tenfold, `[\n${Array.from({ length: 10 }, () => lines.join(",\n")).join(",\n")}\n]\n`);
    const [start, once, ten] = runClis(root, [empty, resolve(root, CORPUS), tenfold]) as [Run, Run, Run];
    const wall = (r: { ms: number }) => Math.max(0, r.ms - start.ms);
    const cpu = (r: { cpu: number }) => Math.max(0, r.cpu - start.cpu);
    const cost = overhead(text);
    const cold = coldPhases(resolve(root, CORPUS), raw.length);
    const figures = (label: string, r: Run, cases: number): string =>
      `  ${label}: ${ms(wall(r))} wall, ${ms(cpu(r))} CPU net = ${(wall(r) / cases).toFixed(3)} ms [${(cpu(r) / cases).toFixed(3)} ms CPU] a case, peak RSS ${r.rssMb.toFixed(0)} MB`;
    const perCase = cpu(once) / raw.length;
    return [
      `Command line, whole process: node bin/monster-autopilot.js solve FILE --json (median of ${CLI_RUNS} rounds over the three files; start-up on an empty file subtracted; wall and CPU time):`,
      `  start-up (empty file): ${ms(start.ms)} wall, ${ms(start.cpu)} CPU, peak RSS ${start.rssMb.toFixed(0)} MB`,
      `  the solver's code cache (build/solver.cache, src/cli/code-cache.ts): ${codeCacheState()}`,
      figures(`${raw.length} public cases`, once, raw.length),
      figures(`the same ten times over (${10 * raw.length} cases)`, ten, 10 * raw.length),
      `  10× the cases: ${(cpu(ten) / Math.max(cpu(once), 1e-9)).toFixed(1)}× the CPU time (target ≤ 10×), ${(ten.rssMb / Math.max(once.rssMb, 1e-9)).toFixed(1)}× the peak memory`,
      `  vs the reference solver's ${REFERENCE_MS_PER_CASE} ms a case: ≈ ${(REFERENCE_MS_PER_CASE / Math.max(perCase, 1e-9)).toFixed(0)}× on CPU time (target ≥ 100×, ≤ ${(REFERENCE_MS_PER_CASE / 100).toFixed(3)} ms a case)`,
      `  per case in process, warm: reading the file ${ms(cost.read)}, validating ${ms(cost.parse)}, serialising ${ms(cost.serialise)} (CLI overhead ${ms(cost.read + cost.parse + cost.serialise)}, target ≤ 0.05 ms); deciding ${ms(cost.decide)}`,
      `  per case in a fresh process, cold (one pass, median of ${RUNS}): reading the file ${ms(cold.read)}, validating ${ms(cold.parse)}, serialising ${ms(cold.serialise)} (CLI overhead ${ms(cold.read + cold.parse + cold.serialise)}); deciding ${ms(cold.decide)}`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What V8 made of the solver's code cache in a process set up as the command line's (this script
 * with --code-cache, which is build/bench-cli.js, next to build/solver.cjs): "used" unless the
 * cache is missing, stale or made by another Node.
 */
function codeCacheState(): string {
  const child = spawnSync(process.execPath, [process.argv[1]!, "--code-cache"], { encoding: "utf8" });
  if (child.status !== 0) throw new Error(`loading the solver failed: ${child.stderr}`);
  return child.stdout.trim();
}

if (process.argv[2] === "--cold-phases") {
  process.stdout.write(JSON.stringify(caseByCase(readFileSync(process.argv[3]!, "utf8"))));
} else if (process.argv[2] === "--code-cache") {
  tuneV8ForShortRun();
  process.stdout.write(loadSolver(dirname(fileURLToPath(import.meta.url))).cache);
} else {
  process.stdout.write(`${cliBench().join("\n")}\n`);
}
