import { performance } from "node:perf_hooks";
import { createLineOfSight, type LosRule } from "../core/gloomhaven";
import { hexDistance, hexKey, type Hex } from "../core/hex";
import { generateLargeBoard } from "./gloomhaven-bench-board";

const MAX_PAIR_DISTANCE = 8;
const PAIRS = 4000;

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
  const lines = ["Line of sight on the large generated board (uncached queries, pairs up to 8 hexes apart):"];
  const rules = ["vertex", "any-point"] as const satisfies readonly LosRule[];
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
    const los = createLineOfSight(board, rule); // fresh pair cache, same board index
    let visible = 0;
    const start = performance.now();
    for (const [a, b] of pairs) if (los(a, b)) visible++;
    const perQueryUs = ((performance.now() - start) * 1000) / pairs.length;
    lines.push(
      `  ${rule.padEnd(9)} ${perQueryUs.toFixed(2)} µs per query over ${pairs.length} pairs (${visible} visible); first query with index build ${indexMs.toFixed(2)} ms`,
    );
  }
  return lines;
}
