import { addHex, type Hex } from "./hex";

/** A neighbour direction 0..5 (BM-1). */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * The six axial neighbour offsets, indexed like the conformance corpus (and the peer's edge
 * numbers): edge k of a hex is the side shared with its neighbour in direction k.
 * Drawn flat-topped with y up, direction k points at 30 + 60k degrees.
 */
export const DIRECTIONS: readonly [Hex, Hex, Hex, Hex, Hex, Hex] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

export const ALL_DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];

/** The neighbour of h in direction d. */
export function neighbour(h: Hex, d: Direction): Hex {
  return addHex(h, DIRECTIONS[d]);
}

/** All six neighbours of h, in direction order. */
export function neighbours(h: Hex): Hex[] {
  return ALL_DIRECTIONS.map((d) => neighbour(h, d));
}

/** The direction pointing back (edge k of A is edge k+3 of its neighbour). */
export function opposite(d: Direction): Direction {
  return ((d + 3) % 6) as Direction;
}

/** The direction from a to b when they are neighbours, otherwise undefined. */
export function directionTo(a: Hex, b: Hex): Direction | undefined {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  // The offsets of DIRECTIONS, tested directly: this runs for every wall line of every board.
  if (dq === 1) return dr === 0 ? 0 : dr === -1 ? 5 : undefined;
  if (dq === 0) return dr === 1 ? 1 : dr === -1 ? 4 : undefined;
  if (dq === -1) return dr === 1 ? 2 : dr === 0 ? 3 : undefined;
  return undefined;
}
