// `npm run bench`, part 3: reading a Foundry scene and recomputing the turn after an edit, measured
// outside Foundry with the module's own pure functions on synthetic scenes. Printed,
// never asserted.
import { performance } from "node:perf_hooks";
import en from "../lang/en.json";
import { decideMonsterTurn, RULE_SETS, type MonsterAction } from "../src/core/gloomhaven";
import { DIRECTIONS } from "../src/core/hex";
import { readScene, type ReadSceneOptions, type SceneReading } from "../src/foundry/gloomhaven/read-scene";
import type { RegionReading } from "../src/foundry/gloomhaven/region-terrain";
import { SceneBoards } from "../src/foundry/gloomhaven/scene-boards";
import { SceneCache } from "../src/foundry/gloomhaven/scene-cache";
import { WallCache } from "../src/foundry/gloomhaven/wall-cache";
import type { SceneSnapshot } from "../src/foundry/gloomhaven/scene-snapshot";
import { localizerFromJson } from "../src/view/i18n";
import { buildTurnOptions } from "../src/view/gloomhaven/turn-options";
import { SCENE_SPECS, syntheticScene, type SceneSpec } from "./bench-scene-fixture";

const RUNS = 7;
const i18n = localizerFromJson(en);

/** The edits a GM makes to the ability while the window is open: each is one recompute. */
const EDITS: readonly MonsterAction[] = [
  { move: 2, mode: "walk", flying: false, attack: { range: 0, targets: 1 } },
  { move: 3, mode: "walk", flying: false, attack: { range: 3, targets: 1 } },
  { move: 4, mode: "walk", flying: false, attack: { range: 4, targets: 2 } },
  {
    move: 3,
    mode: "walk",
    flying: false,
    attack: { range: 4, targets: 2, area: { origin: "free", hexes: [{ q: 0, r: 0 }, ...DIRECTIONS] } },
  },
  { move: 3, mode: "jump", flying: false, attack: { range: 0, targets: 1 } },
];

/** Speed targets per scene (ms): per edit, cold read. */
const TARGETS: Readonly<Record<string, { edit?: number; cold?: number }>> = {
  "40x30": { edit: 2 },
  "80x60": { edit: 8, cold: 20 },
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Wall time and CPU time (user + system) of one run, in ms: on a shared machine the CPU time is the steadier figure. */
interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

function time(run: () => void): Timing {
  const cpu = process.cpuUsage();
  const start = performance.now();
  run();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/** Median wall and CPU time over `RUNS` runs. */
function timeRuns(run: () => void): Timing {
  const timings = Array.from({ length: RUNS }, () => time(run));
  return { wall: median(timings.map((t) => t.wall)), cpu: median(timings.map((t) => t.cpu)) };
}

const both = (t: Timing): string => `${ms(t.wall)} [${ms(t.cpu)}]`;

const ms = (t: number): string => `${t.toFixed(t < 10 ? 2 : 1)} ms`;

/** A fresh set of the caches the module keeps between reads (register.ts): an empty one is a cold read. */
/** The wall cache of each options object, so the bench can clear it as the wall hooks do (register.ts). */
const wallCaches = new WeakMap<ReadSceneOptions, WallCache>();

function readOptions(snapshot: SceneSnapshot): ReadSceneOptions {
  const walls = new WallCache();
  const regions = new SceneCache<RegionReading>();
  const active = snapshot.tokens.find((t) => t.disposition === -1)!;
  const options: ReadSceneOptions = {
    activeTokenId: active.id,
    recognition: "disposition",
    labelOf: (o) => `row ${o.i}, column ${o.j}`,
    cachedWalls: (sceneId, compute) => walls.get(sceneId, compute),
    cachedRegions: (sceneId, compute) => regions.get(sceneId, compute),
    boards: new SceneBoards(),
  };
  wallCaches.set(options, walls);
  return options;
}

/** A door opens: the wall hooks clear the wall lines only; regions and the grid stay cached. */
function doorRead(snapshot: SceneSnapshot, options: ReadSceneOptions): () => void {
  const door = snapshot.walls.findIndex((w) => w.door !== 0);
  return () => {
    const walls = snapshot.walls.map((w, i) => (i === door ? { ...w, ds: w.ds === 1 ? 0 : 1 } : w));
    wallCaches.get(options)!.clear();
    readScene({ ...snapshot, walls }, options);
  };
}

/** One recompute as the Monster turn window does it: read the scene, decide, build the options list. */
function edit(snapshot: SceneSnapshot, options: ReadSceneOptions, action: MonsterAction): SceneReading {
  const reading = readScene(snapshot, options);
  if (!reading.ok) throw new Error(`the bench scene cannot be read: ${JSON.stringify(reading.problems)}`);
  const result = decideMonsterTurn(reading.scenario, action, RULE_SETS.gloomhaven);
  const names = new Map(reading.scenario.figures.map((f) => [f.id, f.name ?? f.id]));
  buildTurnOptions(i18n, {
    result,
    sceneProblems: [],
    warnings: reading.warnings,
    selected: 0,
    canUndo: false,
    busy: false,
    moved: false,
    nameOf: (id) => names.get(id) ?? id,
    hexLabel: (h) => reading.index.label(h),
  });
  return reading;
}

function sceneFigures(spec: SceneSpec): string {
  const snapshot = syntheticScene(spec);
  const reading = readScene(snapshot, readOptions(snapshot));
  if (!reading.ok) return "unreadable";
  const board = reading.scenario.board;
  const hexes = board.hexes.length + board.wallHexes.length;
  return `${hexes} hexes, ${snapshot.walls.length} walls (${board.thinWalls.length} wall lines), ${snapshot.regions.length} regions, ${snapshot.tokens.length} tokens`;
}

/** Scene-reading figures: cold read (empty caches), warm read, and per edit (read + decide + options). */
export function sceneBench(): string[] {
  const lines = [
    `Foundry scene reading (synthetic hex scenes, rooms of 8×6 hexes; median of ${RUNS} wall [CPU] times; per edit = read + decide + options, range over ${EDITS.length} edits):`,
  ];
  for (const spec of SCENE_SPECS) {
    const snapshot = syntheticScene(spec);
    for (let i = 0; i < 3; i++) edit(snapshot, readOptions(snapshot), EDITS[i % EDITS.length]!); // JIT warm-up
    const cold = median(
      Array.from({ length: RUNS }, () => {
        const options = readOptions(snapshot);
        return time(() => readScene(snapshot, options));
      }).map((t) => t.wall),
    );
    const coldCpu = median(
      Array.from({ length: RUNS }, () => {
        const options = readOptions(snapshot);
        return time(() => readScene(snapshot, options));
      }).map((t) => t.cpu),
    );
    const options = readOptions(snapshot);
    readScene(snapshot, options);
    const warm = timeRuns(() => readScene(snapshot, options));
    const door = timeRuns(doorRead(snapshot, options));
    const perEdit = EDITS.map((action) => timeRuns(() => edit(snapshot, options, action)));
    const span = (pick: (t: Timing) => number): string =>
      `${ms(Math.min(...perEdit.map(pick)))}–${ms(Math.max(...perEdit.map(pick)))}`;
    const name = `${spec.columns}x${spec.rows}`;
    const target = TARGETS[name];
    const goals = [
      target?.cold !== undefined ? `cold ≤ ${target.cold} ms` : "",
      target?.edit !== undefined ? `edit ≤ ${target.edit} ms` : "",
    ].filter((g) => g !== "");
    lines.push(
      `  ${name.padEnd(6)} (${sceneFigures(spec)}):`,
      `    cold read ${both({ wall: cold, cpu: coldCpu })}, warm read ${both(warm)}, after a door opens ${both(door)}, per edit ${span((t) => t.wall)} [${span((t) => t.cpu)}]${goals.length > 0 ? ` (targets: ${goals.join(", ")})` : ""}`,
    );
  }
  return lines;
}

process.stdout.write(`${sceneBench().join("\n")}\n`);
