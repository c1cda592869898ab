// `npm run bench`, part 2: the command line as a user runs it (issue 14). Whole processes of
// `node bin/monster-autopilot.js solve FILE --json` on the public cases, once and ten times over,
// with the start-up on an empty file subtracted; peak memory of each; and, in this process, what
// the command line adds per case around the rules core (reading, validating, serialising).
// Printed, never asserted.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { decideMonsterTurn } from "../src/core/gloomhaven";
import { caseAnswers, parseCase } from "../src/core/gloomhaven-cases";

const CORPUS = "test/fixtures/conformance/gloomhaven/public.json";
const RUNS = 5;
/** The reference solver's mean per case on this kind of machine (issue 14): 7.0 s for 546 cases. */
const REFERENCE_MS_PER_CASE = 12.8;

/** Prints the peak resident set size of the process when it exits (loaded before the command line). */
const USAGE_HOOK =
  'data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();process.stderr.write("\\nUSAGE "+u.maxRSS+" "+(u.userCPUTime+u.systemCPUTime)+"\\n")})';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const ms = (t: number): string => `${t.toFixed(t < 10 ? 2 : 1)} ms`;

/** Median wall time, CPU time (user + system) and peak RSS (MB) of `solve FILE --json` as a whole process. */
function runCli(root: string, file: string): { ms: number; cpu: number; rssMb: number } {
  const times: number[] = [];
  const cpu: number[] = [];
  const rss: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const child = spawnSync(
      process.execPath,
      ["--import", USAGE_HOOK, resolve(root, "bin/monster-autopilot.js"), "solve", file, "--json"],
      { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
    );
    times.push(performance.now() - start);
    if (child.status !== 0) throw new Error(`solve ${file} failed: ${child.stderr}`);
    const usage = /USAGE (\d+) (\d+)/.exec(child.stderr);
    rss.push(usage ? Number(usage[1]) / 1024 : NaN);
    cpu.push(usage ? Number(usage[2]) / 1000 : NaN);
  }
  return { ms: median(times), cpu: median(cpu), rssMb: median(rss) };
}

/** In this process (warm): per-case time of reading the file, validating each case (parseCase), deciding, and serialising the answers, each phase timed over the whole file. */
function overhead(text: string): { read: number; parse: number; decide: number; serialise: number } {
  const runs: { read: number; parse: number; decide: number; serialise: number }[] = [];
  for (let run = 0; run < RUNS + 1; run++) {
    let t = performance.now();
    const raw = JSON.parse(text) as unknown[];
    const read = performance.now() - t;
    t = performance.now();
    const parsed = raw.map((r) => parseCase(r));
    const parse = performance.now() - t;
    t = performance.now();
    const results = parsed.map((p) =>
      p.ok ? decideMonsterTurn(p.value.scenario, p.value.action, p.value.rules) : null,
    );
    const decide = performance.now() - t;
    t = performance.now();
    JSON.stringify(
      parsed.map((p, i) => {
        const result = results[i];
        if (!p.ok || !result) return { id: String(i), error: "" };
        const answers = caseAnswers(result, p.value.scenario) ?? [];
        return {
          id: p.value.id,
          answers: answers.map((a) => ({
            destination: [a.destination.q, a.destination.r],
            attacks: a.attacks.map((h) => [h.q, h.r]),
          })),
        };
      }),
    );
    const serialise = performance.now() - t;
    if (run > 0) runs.push({ read, parse, decide, serialise }); // run 0 warms the JIT
  }
  const n = (JSON.parse(text) as unknown[]).length;
  const per = (pick: (r: (typeof runs)[number]) => number) => median(runs.map(pick)) / n;
  return {
    read: per((r) => r.read),
    parse: per((r) => r.parse),
    decide: per((r) => r.decide),
    serialise: per((r) => r.serialise),
  };
}

export function cliBench(root = process.cwd()): string[] {
  const text = readFileSync(resolve(root, CORPUS), "utf8");
  const raw = JSON.parse(text) as unknown[];
  const dir = mkdtempSync(join(tmpdir(), "monster-autopilot-bench-"));
  try {
    const empty = join(dir, "empty.json");
    const tenfold = join(dir, "public-x10.json");
    writeFileSync(empty, "[]");
    writeFileSync(tenfold, JSON.stringify(Array.from({ length: 10 }, () => raw).flat()));
    const start = runCli(root, empty);
    const once = runCli(root, resolve(root, CORPUS));
    const ten = runCli(root, tenfold);
    const wall = (r: { ms: number }) => Math.max(0, r.ms - start.ms);
    const cpu = (r: { cpu: number }) => Math.max(0, r.cpu - start.cpu);
    const cost = overhead(text);
    const figures = (label: string, r: { ms: number; cpu: number; rssMb: number }, cases: number): string =>
      `  ${label}: ${ms(wall(r))} wall, ${ms(cpu(r))} CPU net = ${(wall(r) / cases).toFixed(3)} ms [${(cpu(r) / cases).toFixed(3)} ms CPU] a case, peak RSS ${r.rssMb.toFixed(0)} MB`;
    const perCase = cpu(once) / raw.length;
    return [
      `Command line, whole process: node bin/monster-autopilot.js solve FILE --json (median of ${RUNS}; start-up on an empty file subtracted; wall and CPU time):`,
      `  start-up (empty file): ${ms(start.ms)} wall, ${ms(start.cpu)} CPU, peak RSS ${start.rssMb.toFixed(0)} MB`,
      figures(`${raw.length} public cases`, once, raw.length),
      figures(`the same ten times over (${10 * raw.length} cases)`, ten, 10 * raw.length),
      `  10× the cases: ${(cpu(ten) / Math.max(cpu(once), 1e-9)).toFixed(1)}× the CPU time (target ≤ 10×), ${(ten.rssMb / Math.max(once.rssMb, 1e-9)).toFixed(1)}× the peak memory`,
      `  vs the reference solver's ${REFERENCE_MS_PER_CASE} ms a case (issue 14): ≈ ${(REFERENCE_MS_PER_CASE / Math.max(perCase, 1e-9)).toFixed(0)}× on CPU time (target ≥ 100×, ≤ ${(REFERENCE_MS_PER_CASE / 100).toFixed(3)} ms a case)`,
      `  per case in process, warm: reading the file ${ms(cost.read)}, validating ${ms(cost.parse)}, serialising ${ms(cost.serialise)} (CLI overhead ${ms(cost.read + cost.parse + cost.serialise)}, target ≤ 0.05 ms); deciding ${ms(cost.decide)}`,
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.stdout.write(`${cliBench().join("\n")}\n`);
