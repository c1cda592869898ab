import { DIRECTIONS, directionTo, type Hex } from "../hex";
import type { Board, TerrainKind } from "./model";

/** Terrain bits per node (BM-6..BM-10). */
export const OBSTACLE = 1;
export const TRAP = 2;
export const HAZARDOUS = 4;
export const DIFFICULT = 8;
export const ICY = 16;

const TERRAIN_BITS: Readonly<Record<TerrainKind, number>> = {
  obstacle: OBSTACLE,
  trap: TRAP,
  hazardous: HAZARDOUS,
  difficult: DIFFICULT,
  icy: ICY,
};

/**
 * The board compiled to dense integer nodes (IMP-2): every playable hex and every wall hex is a
 * node; anything else is void (BM-2). Neighbour and thin-wall tables are flat arrays indexed
 * `node * 6 + direction`.
 */
export interface BoardIndex {
  readonly size: number;
  /** Node to hex. */
  readonly hexes: readonly Hex[];
  /** Neighbour node per direction, or -1 for void. */
  readonly neighbours: Int32Array;
  /** 1 when a wall line lies on that edge (BM-4). */
  readonly wallLine: Uint8Array;
  /** 1 for a wall hex (BM-3). */
  readonly wall: Uint8Array;
  /** Terrain bits (OBSTACLE, TRAP, ...). */
  readonly terrain: Uint8Array;
  /** The node of a hex, or -1 when it is void. */
  indexOf(h: Hex): number;
}

/** Compiles a board into dense node arrays (BM-1..BM-4, IMP-2). */
export function indexBoard(board: Board): BoardIndex {
  const all = [...board.hexes, ...board.wallHexes];
  let qMin = Infinity;
  let qMax = -Infinity;
  let rMin = Infinity;
  let rMax = -Infinity;
  for (const h of all) {
    qMin = Math.min(qMin, h.q);
    qMax = Math.max(qMax, h.q);
    rMin = Math.min(rMin, h.r);
    rMax = Math.max(rMax, h.r);
  }
  const width = all.length === 0 ? 0 : qMax - qMin + 1;
  const height = all.length === 0 ? 0 : rMax - rMin + 1;
  const table = new Int32Array(width * height).fill(-1);
  const hexes: Hex[] = [];
  const indexOf = (h: Hex): number => {
    const q = h.q - qMin;
    const r = h.r - rMin;
    if (q < 0 || r < 0 || q >= width || r >= height) return -1;
    return table[q * height + r]!;
  };
  const add = (h: Hex): number => {
    const existing = indexOf(h);
    if (existing >= 0) return existing;
    table[(h.q - qMin) * height + (h.r - rMin)] = hexes.length;
    hexes.push({ q: h.q, r: h.r });
    return hexes.length - 1;
  };
  board.hexes.forEach(add);
  const wallNodes = board.wallHexes.map(add);
  const size = hexes.length;
  const wall = new Uint8Array(size);
  for (const node of wallNodes) wall[node] = 1;
  const neighbours = new Int32Array(size * 6);
  hexes.forEach((h, node) => {
    DIRECTIONS.forEach((d, k) => {
      neighbours[node * 6 + k] = indexOf({ q: h.q + d.q, r: h.r + d.r });
    });
  });
  const wallLine = new Uint8Array(size * 6);
  for (const [a, b] of board.thinWalls) {
    const d = directionTo(a, b);
    if (d === undefined) continue;
    const na = indexOf(a);
    const nb = indexOf(b);
    if (na >= 0) wallLine[na * 6 + d] = 1;
    if (nb >= 0) wallLine[nb * 6 + ((d + 3) % 6)] = 1;
  }
  const terrain = new Uint8Array(size);
  for (const { at, kind } of board.terrain) {
    const node = indexOf(at);
    const bit = TERRAIN_BITS[kind] as number | undefined;
    if (node >= 0 && bit !== undefined) terrain[node] = terrain[node]! | bit;
  }
  return { size, hexes, neighbours, wallLine, wall, terrain, indexOf };
}
