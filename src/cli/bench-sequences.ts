import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { decideSequence } from "../core/gloomhaven/sequence";
import { parseSequenceCase, type SequenceCase } from "../core/gloomhaven-cases";

const CORPUS = "test/fixtures/conformance/gloomhaven-sequences/public.json";
const RUNS = 5;

const ms = (t: number): string => `${t.toFixed(t < 10 ? 2 : 1)} ms`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Wall and CPU time of `RUNS` cold decisions of one case, each on a fresh copy (no per-board memo carries over). */
function timeCase(c: SequenceCase): { median: number; best: number; cpu: number } {
  const copies = Array.from({ length: RUNS }, () => structuredClone(c.turn));
  const cpu: number[] = [];
  const times = copies.map((turn) => {
    const used = process.cpuUsage();
    const start = performance.now();
    decideSequence(turn, c.rules);
    const wall = performance.now() - start;
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
    return wall;
  });
  return { median: median(times), best: Math.min(...times), cpu: median(cpu) };
}

/** Sequence benchmark figures (SQ-*, FM-*, LH-*): the public sequence cases in process; printed by `npm run bench`, never asserted. */
export function sequenceBench(root = process.cwd()): string[] {
  const raw = JSON.parse(readFileSync(resolve(root, CORPUS), "utf8")) as unknown[];
  const cases = raw.flatMap((r) => {
    const parsed = parseSequenceCase(r);
    return parsed.ok ? [parsed.value] : [];
  });
  for (const c of cases) decideSequence(structuredClone(c.turn), c.rules); // warm-up
  const timed = cases.map((c) => ({ id: c.id, ...timeCase(c) }));
  const total = timed.reduce((sum, x) => sum + x.median, 0);
  const cpu = timed.reduce((sum, x) => sum + x.cpu, 0);
  const worst = timed.reduce((a, b) => (b.median > a.median ? b : a), { id: "", median: 0, best: 0, cpu: 0 });
  const worstCpu = timed.reduce((a, b) => (b.cpu > a.cpu ? b : a), { id: "", median: 0, best: 0, cpu: 0 });
  return [
    `Gloomhaven-family sequences: ${cases.length} public sequence cases, each decided ${RUNS} times on a fresh copy (median per case [best] {median CPU time}):`,
    `  total ${ms(total)} {${ms(cpu)}}, median case ${ms(median(timed.map((x) => x.median)))}`,
    `  worst case: ${worst.id} ${ms(worst.median)} [${ms(worst.best)}] {${ms(worst.cpu)}}; by CPU ${worstCpu.id} {${ms(worstCpu.cpu)}} (target: ≤ 5 ms)`,
  ];
}
