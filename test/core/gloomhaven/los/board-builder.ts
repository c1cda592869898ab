import { ALL_DIRECTIONS, hexDistance, neighbour, type Direction, type Hex } from "../../../../src/core/hex";
import type { Board, ThinWall } from "../../../../src/core/gloomhaven/model";

/** What a test board needs; everything has a default. */
export interface BoardSpec {
  /** Playable area: every hex within this distance of the origin (default 6). Wall hexes are carved out. */
  readonly radius?: number;
  readonly wallHexes?: readonly Hex[];
  readonly thinWalls?: readonly ThinWall[];
  /** Default true (a real map); false replays the peer's corpus convention (BM-2). */
  readonly voidBlocksLos?: boolean;
}

/** All hexes within `radius` of the origin. */
export function hexesWithin(radius: number, centre: Hex = { q: 0, r: 0 }): Hex[] {
  const out: Hex[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = -radius; r <= radius; r++) {
      const h = { q: centre.q + q, r: centre.r + r };
      if (hexDistance(h, centre) <= radius) out.push(h);
    }
  }
  return out;
}

/** A hexagonal board with the given walls; defaults: radius 6, no walls, void blocks LOS. */
export function buildBoard(spec: BoardSpec = {}): Board {
  const wallHexes = spec.wallHexes ?? [];
  const isWall = (h: Hex): boolean => wallHexes.some((w) => w.q === h.q && w.r === h.r);
  return {
    hexes: hexesWithin(spec.radius ?? 6).filter((h) => !isWall(h)),
    wallHexes,
    thinWalls: spec.thinWalls ?? [],
    terrain: [],
    voidBlocksLos: spec.voidBlocksLos ?? true,
  };
}

/** The wall line on edge `d` of hex `h` (between h and its neighbour in direction d). */
export function wallOn(h: Hex, d: Direction): ThinWall {
  return [h, neighbour(h, d)];
}

/** Wall lines on all the listed edges of one hex. */
export function wallsAround(h: Hex, ds: readonly Direction[] = ALL_DIRECTIONS): ThinWall[] {
  return ds.map((d) => wallOn(h, d));
}
