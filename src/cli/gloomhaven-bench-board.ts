import { hexKey, type Hex } from "../core/hex";
import type { Figure, Scenario, TerrainHex } from "../core/gloomhaven";
import { seededRandom } from "./seeded-random";

/**
 * A generated large board for the benchmark: size × size hexes (odd-q), wall hexes in
 * short runs, some thin walls, traps, difficult terrain and obstacles, 8 characters and 20
 * monsters; the acting monster is the first monster.
 */
export function generateLargeBoard(seed = 7, size = 40, characters = 8, monsters = 20): Scenario {
  const random = seededRandom(seed);
  const all: Hex[] = [];
  for (let c = 0; c < size; c++) for (let r = 0; r < size; r++) all.push({ q: c, r: r - Math.floor(c / 2) });
  const wall = new Set<string>();
  for (let run = 0; run < size * 2; run++) {
    let h = all[Math.floor(random() * all.length)]!;
    const direction = [
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: 1, r: -1 },
    ][Math.floor(random() * 3)]!;
    for (let i = 0; i < 3 + Math.floor(random() * 5); i++) {
      wall.add(hexKey(h));
      h = { q: h.q + direction.q, r: h.r + direction.r };
    }
  }
  const open = all.filter((h) => !wall.has(hexKey(h)));
  const taken = new Set<string>();
  const pick = (): Hex => {
    for (;;) {
      const h = open[Math.floor(random() * open.length)]!;
      if (!taken.has(hexKey(h))) {
        taken.add(hexKey(h));
        return h;
      }
    }
  };
  const terrain: TerrainHex[] = [];
  const kinds = [
    ["trap", 0.03],
    ["difficult", 0.06],
    ["obstacle", 0.03],
  ] as const;
  for (const [kind, share] of kinds)
    for (let i = 0; i < open.length * share; i++) terrain.push({ at: pick(), kind });
  const figures: Figure[] = [];
  for (let i = 0; i < monsters; i++)
    figures.push({ id: `m${i + 1}`, at: pick(), side: "monster", turnOrder: [] });
  for (let i = 0; i < characters; i++)
    figures.push({
      id: `c${i + 1}`,
      at: pick(),
      side: "character",
      turnOrder: [10 + Math.floor(random() * 80)],
    });
  const thinWalls = open
    .slice(0, open.length)
    .filter(() => random() < 0.02)
    .map((h) => [h, { q: h.q + 1, r: h.r }] as const);
  return {
    board: {
      hexes: open,
      wallHexes: all.filter((h) => wall.has(hexKey(h))),
      thinWalls,
      terrain,
      voidBlocksLos: true,
    },
    figures,
    activeId: "m1",
  };
}
