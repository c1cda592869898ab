import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Hex } from "../../../../src/core/hex";
import type { Board } from "../../../../src/core/gloomhaven/model";
import type { LosRule } from "../../../../src/core/gloomhaven/line-of-sight";

type Pair = [number, number];

/** The parts of a conformance case (test/fixtures/conformance/gloomhaven/README.md) that LOS needs. */
export interface CorpusCase {
  readonly id: string;
  readonly index: number;
  readonly rules: "frosthaven" | "gloomhaven" | "jotl";
  readonly map: Pair[];
  readonly wall_hexes: Pair[];
  readonly walls: [Pair, Pair][];
  readonly figures: { at: Pair; side: string; active: boolean }[];
  readonly action: { move: number; range: number; targets: number; aoe: Pair[] | null };
  readonly answers: { destination: Pair; attacks: Pair[] }[];
  readonly tags: string[];
}

const FILE = fileURLToPath(new URL("../../../fixtures/conformance/gloomhaven/public.json", import.meta.url));

/** Every public conformance case. */
export function loadCorpus(): CorpusCase[] {
  return JSON.parse(readFileSync(FILE, "utf8")) as CorpusCase[];
}

/** A [q, r] pair as a hex. */
export function toHex([q, r]: Pair): Hex {
  return { q, r };
}

/** The case's board under the corpus convention: void beyond the map does not block LOS (BM-2). */
export function corpusBoard(c: CorpusCase): Board {
  return {
    hexes: c.map.map(toHex),
    wallHexes: c.wall_hexes.map(toHex),
    thinWalls: c.walls.map(([a, b]) => [toHex(a), toHex(b)] as const),
    terrain: [],
    voidBlocksLos: false,
  };
}

/** The LOS rule of the case's rule set (Peer flag RULE_VERTEX_LOS: Gloomhaven only). */
export function corpusRule(c: CorpusCase): LosRule {
  return c.rules === "gloomhaven" ? "vertex" : "any-point";
}

/** Range (RG-1) from `start`: fewest steps through map hexes, never entering wall hexes or crossing wall lines. */
export function rangeFrom(c: CorpusCase, start: Hex): Map<string, number> {
  const open = new Set(c.map.map(([q, r]) => `${q},${r}`));
  const walls = new Set(c.walls.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const steps = new Map([[`${start.q},${start.r}`, 0]]);
  const queue: Hex[] = [start];
  for (let h = queue.shift(); h; h = queue.shift()) {
    for (const [dq, dr] of [
      [1, 0],
      [0, 1],
      [-1, 1],
      [-1, 0],
      [0, -1],
      [1, -1],
    ] as const) {
      const n = `${h.q + dq},${h.r + dr}`;
      if (!open.has(n) || steps.has(n) || walls.has(`${h.q},${h.r}|${h.q + dq},${h.r + dr}`)) continue;
      steps.set(n, steps.get(`${h.q},${h.r}`)! + 1);
      queue.push({ q: h.q + dq, r: h.r + dr });
    }
  }
  return steps;
}
