import fc from "fast-check";
import { ALL_DIRECTIONS, neighbour, type Hex } from "../../../../src/core/hex";
import type { Board, ThinWall } from "../../../../src/core/gloomhaven/model";
import { hexesWithin } from "./board-builder";

/** Every edge between two hexes of the area, once. */
function edgesOf(area: readonly Hex[]): ThinWall[] {
  const keys = new Set(area.map((h) => `${h.q},${h.r}`));
  return area.flatMap((h) =>
    ALL_DIRECTIONS.slice(0, 3)
      .map((d) => neighbour(h, d))
      .filter((n) => keys.has(`${n.q},${n.r}`))
      .map((n): ThinWall => [h, n]),
  );
}

/**
 * Random boards for property tests: a hexagonal area (some hexes left out as void), scattered wall
 * hexes and wall lines, and either void convention (BM-2). `density` is the chance of each wall.
 */
export function arbitraryBoard(radius = 4, density = 0.12): fc.Arbitrary<Board> {
  const area = hexesWithin(radius);
  const edges = edgesOf(area);
  const roll = fc.noBias(fc.integer({ min: 0, max: 999 }));
  const pick = <T>(items: readonly T[], chance: number): fc.Arbitrary<T[]> =>
    fc
      .array(roll, { minLength: items.length, maxLength: items.length })
      .map((rolls) => items.filter((_, i) => rolls[i]! < chance * 1000));
  return fc
    .record({
      walls: pick(area, density),
      voids: pick(area, density / 3),
      thin: pick(edges, density),
      voidBlocksLos: fc.boolean(),
    })
    .map(({ walls, voids, thin, voidBlocksLos }) => {
      const gone = new Set([...walls, ...voids].map((h) => `${h.q},${h.r}`));
      return {
        hexes: area.filter((h) => !gone.has(`${h.q},${h.r}`)),
        wallHexes: walls,
        thinWalls: thin,
        terrain: [],
        voidBlocksLos,
      };
    });
}

/** A hex of the area of `arbitraryBoard(radius)`. */
export function arbitraryHex(radius = 4): fc.Arbitrary<Hex> {
  return fc.constantFrom(...hexesWithin(radius));
}
