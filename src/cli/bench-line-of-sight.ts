import { performance } from "node:perf_hooks";
import { createLineOfSight, type LosRule } from "../core/gloomhaven";
import { hexDistance, hexKey, type Hex } from "../core/hex";
import { generateLargeBoard } from "./gloomhaven-bench-board";

const MAX_PAIR_DISTANCE = 8;
const PAIRS = 4000;
/**
 * Warm-up passes per rule before timing. With one, V8 was still optimising the any-point sweep
 * code during the timed pass (the public cases, run first by the bench, rarely reach it since
 * most cut corridors are found on integers), so the figure measured when compiles finished on a
 * shared machine, 1.3–3.5 µs, rather than the query (about 1.2–1.3 µs once warm).
 */
const WARM_ROUNDS = 3;
/** Timed passes per rule, each with a fresh answer memo; the median is printed. */
const TIMED_PASSES = 5;

/** Deterministic hex pairs at distance 1..MAX_PAIR_DISTANCE (the range of real attacks), spread over the board. */
function samplePairs(hexes: readonly Hex[]): [Hex, Hex][] {
  const onBoard = new Set(hexes.map(hexKey));
  const offsets: Hex[] = [];
  for (let q = -MAX_PAIR_DISTANCE; q <= MAX_PAIR_DISTANCE; q++)
    for (let r = -MAX_PAIR_DISTANCE; r <= MAX_PAIR_DISTANCE; r++) {
      const d = hexDistance({ q: 0, r: 0 }, { q, r });
      if (d > 0 && d <= MAX_PAIR_DISTANCE) offsets.push({ q, r });
    }
  const pairs: [Hex, Hex][] = [];
  for (let i = 0; pairs.length < PAIRS && i < hexes.length * offsets.length; i++) {
    const a = hexes[(i * 13) % hexes.length]!;
    const offset = offsets[(i * 31) % offsets.length]!;
    const b = { q: a.q + offset.q, r: a.r + offset.r };
    if (onBoard.has(hexKey(b))) pairs.push([a, b]);
  }
  return pairs;
}

/** Line-of-sight figures on the large generated board: index build and uncached query time per rule. */
export function lineOfSightBench(): string[] {
  const lines = [
    `Line of sight on the large generated board (uncached queries, pairs up to 8 hexes apart; median of ${TIMED_PASSES} passes after ${WARM_ROUNDS} warm-up passes):`,
  ];
  const rules = ["vertex", "any-point"] as const satisfies readonly LosRule[];
  for (let round = 0; round < WARM_ROUNDS; round++)
    for (const rule of rules) {
      const warmBoard = structuredClone(generateLargeBoard().board); // JIT warm-up on another copy
      const warmLos = createLineOfSight(warmBoard, rule);
      for (const [a, b] of samplePairs(warmBoard.hexes)) warmLos(a, b);
    }
  for (const rule of rules) {
    const board = structuredClone(generateLargeBoard().board);
    const pairs = samplePairs(board.hexes);
    const startIndex = performance.now();
    const warm = createLineOfSight(board, rule);
    warm(pairs[0]![0], pairs[0]![1]); // builds the per-board occluder index
    const indexMs = performance.now() - startIndex;
    let visible = 0;
    const passes: number[] = [];
    for (let pass = 0; pass < TIMED_PASSES; pass++) {
      const los = createLineOfSight(board, rule); // fresh pair cache, same board index
      visible = 0;
      const start = performance.now();
      for (const [a, b] of pairs) if (los(a, b)) visible++;
      passes.push(((performance.now() - start) * 1000) / pairs.length);
    }
    const perQueryUs = passes.sort((x, y) => x - y)[Math.floor(TIMED_PASSES / 2)] ?? NaN;
    lines.push(
      `  ${rule.padEnd(9)} ${perQueryUs.toFixed(2)} µs per query over ${pairs.length} pairs (${visible} visible); first query with index build ${indexMs.toFixed(2)} ms`,
    );
  }
  return lines;
}
