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
