import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import {
  decideMonsterTurn,
  RULE_SETS,
  type MonsterAction,
  type RuleSetId,
  type Scenario,
} from "../core/gloomhaven";
import { parseCase, type GloomhavenCase } from "../core/gloomhaven-cases";
import { DIRECTIONS } from "../core/hex";
import { generateLargeBoard } from "./gloomhaven-bench-board";

const CORPUS = "test/fixtures/conformance/gloomhaven/public.json";
const RUNS = 5;

/** Wall times of `runs` cold decisions (median and best): each run gets a fresh copy of the scenario, so no per-board memo carries over. */
function timeDecision(
  scenario: Scenario,
  action: MonsterAction,
  rules: GloomhavenCase["rules"],
  runs = RUNS,
): { median: number; best: number; cpu: number } {
  const copies = Array.from({ length: runs }, () => structuredClone(scenario));
  const cpu: number[] = [];
  const times = copies.map((fresh) => {
    const used = process.cpuUsage();
    const start = performance.now();
    decideMonsterTurn(fresh, action, rules);
    const wall = performance.now() - start;
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
    return wall;
  });
  return { median: median(times), best: Math.min(...times), cpu: median(cpu) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const ms = (t: number): string => `${t.toFixed(t < 10 ? 2 : 1)} ms`;

/** A hex and its six neighbours: the seven-hex ranged area of the benchmark. */
const SEVEN_HEX_AREA = [{ q: 0, r: 0 }, ...DIRECTIONS];

const LARGE_BOARD_ACTIONS: readonly (readonly [string, MonsterAction])[] = [
  ["single-target melee, Move 3", { move: 3, mode: "walk", flying: false, attack: { range: 0, targets: 1 } }],
  [
    "single-target ranged 4, Move 3",
    { move: 3, mode: "walk", flying: false, attack: { range: 4, targets: 1 } },
  ],
  [
    "area: ranged 4, 7-hex area +1 target, Move 3",
    {
      move: 3,
      mode: "walk",
      flying: false,
      attack: { range: 4, targets: 2, area: { origin: "free", hexes: SEVEN_HEX_AREA } },
    },
  ],
];

/** Gloomhaven-family benchmark figures: printed by `npm run bench`, never asserted. */
export function gloomhavenBench(root = process.cwd()): string[] {
  const raw = JSON.parse(readFileSync(resolve(root, CORPUS), "utf8")) as unknown[];
  const cases = raw.flatMap((r) => {
    const parsed = parseCase(r);
    return parsed.ok ? [parsed.value] : [];
  });
  for (const c of cases) decideMonsterTurn(structuredClone(c.scenario), c.action, c.rules); // warm-up
  const lines = [
    `Gloomhaven family: ${cases.length} public cases, each decided ${RUNS} times on a fresh copy (median per case [best] {median CPU time}):`,
  ];
  let grand = 0;
  let grandBest = 0;
  let grandCpu = 0;
  const all: { id: string; t: number; best: number; cpu: number }[] = [];
  for (const id of Object.keys(RULE_SETS) as RuleSetId[]) {
    const timed = cases
      .filter((c) => c.ruleSetId === id)
      .map((c) => {
        const { median: t, best, cpu } = timeDecision(c.scenario, c.action, c.rules);
        return { id: c.id, t, best, cpu };
      });
    all.push(...timed);
    const total = timed.reduce((sum, x) => sum + x.t, 0);
    const totalBest = timed.reduce((sum, x) => sum + x.best, 0);
    const totalCpu = timed.reduce((sum, x) => sum + x.cpu, 0);
    const worst = timed.reduce((a, b) => (b.t > a.t ? b : a), { id: "", t: 0, best: 0, cpu: 0 });
    grand += total;
    grandBest += totalBest;
    grandCpu += totalCpu;
    const caseMedian = median(timed.map((x) => x.t));
    lines.push(
      `  ${id.padEnd(11)} ${timed.length} cases: total ${ms(total)} [${ms(totalBest)}] {${ms(totalCpu)}}, median ${ms(caseMedian)}, worst ${ms(worst.t)} [${ms(worst.best)}] {${ms(worst.cpu)}} (${worst.id})`,
    );
  }
  const worstOverall = all.reduce((a, b) => (b.t > a.t ? b : a), { id: "", t: 0, best: 0, cpu: 0 });
  const worstCpu = all.reduce((a, b) => (b.cpu > a.cpu ? b : a), { id: "", t: 0, best: 0, cpu: 0 });
  lines.push(
    `  all: total ${ms(grand)} [${ms(grandBest)}] {${ms(grandCpu)}}, median case ${ms(median(all.map((x) => x.t)))} {${ms(median(all.map((x) => x.cpu)))}} (target ≤ 0.1 ms)`,
  );
  lines.push(
    `  slowest case: ${worstOverall.id} ${ms(worstOverall.t)} [${ms(worstOverall.best)}] {${ms(worstOverall.cpu)}}; by CPU ${worstCpu.id} {${ms(worstCpu.cpu)}} (target: every case ≤ 5 ms)`,
  );
  const board = generateLargeBoard();
  lines.push(
    "Large generated board (40×40 hexes, 8 characters, 20 monsters, walls, thin walls, traps, difficult terrain, obstacles):",
  );
  for (const [name, action] of LARGE_BOARD_ACTIONS) {
    const figures = [RULE_SETS.gloomhaven, RULE_SETS.frosthaven].map((rules) => {
      const t = timeDecision(board, action, rules, 9);
      return `${rules.id} ${ms(t.median)} [${ms(t.best)}] {${ms(t.cpu)}}`;
    });
    lines.push(`  ${name}: ${figures.join(", ")}`);
  }
  lines.push("  targets: single-target ≤ 1 ms, area attack ≤ 2 ms (median of 9 [best] {median CPU time})");
  return lines;
}
