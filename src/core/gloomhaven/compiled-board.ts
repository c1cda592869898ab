import { directionTo, type Hex } from "../hex";
import type { Board, TerrainKind } from "./model";

/** Terrain bit: obstacle (BM-6). */
export const OBSTACLE = 1;
/** Terrain bit: trap (BM-7). */
export const TRAP = 2;
/** Terrain bit: hazardous terrain (BM-8). */
export const HAZARDOUS = 4;
/** Terrain bit: difficult terrain (BM-9). */
export const DIFFICULT = 8;
/** Terrain bit: icy terrain (BM-10). */
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
  /** Hexes listed both as playable and as wall (a wall wins; validation reports them). */
  readonly listedAsBoth: readonly Hex[];
}

const compiled = new WeakMap<Board, BoardIndex>();

/** Compiles a board into dense node arrays (BM-1..BM-4, IMP-2); boards are immutable values, so this is memoised per board object. */
export function indexBoard(board: Board): BoardIndex {
  let index = compiled.get(board);
  if (index === undefined) {
    index = compileBoard(board);
    compiled.set(board, index);
  }
  return index;
}

/** A hex-to-node lookup: a dense table over the bounding box, or a map when the box is sparse. */
interface Lookup {
  /** The node at (q, r), or -1. */
  at(q: number, r: number): number;
  set(q: number, r: number, node: number): void;
}

function createLookup(lists: readonly (readonly Hex[])[]): Lookup {
  let qMin = Infinity;
  let qMax = -Infinity;
  let rMin = Infinity;
  let rMax = -Infinity;
  let count = 0;
  for (const list of lists) {
    count += list.length;
    for (const h of list) {
      if (h.q < qMin) qMin = h.q;
      if (h.q > qMax) qMax = h.q;
      if (h.r < rMin) rMin = h.r;
      if (h.r > rMax) rMax = h.r;
    }
  }
  const width = count === 0 ? 0 : qMax - qMin + 1;
  const height = count === 0 ? 0 : rMax - rMin + 1;
  if (width * height > Math.max(4096, 16 * count)) {
    const map = new Map<string, number>();
    return {
      at: (q, r) => map.get(`${q},${r}`) ?? -1,
      set: (q, r, node) => void map.set(`${q},${r}`, node),
    };
  }
  const table = new Int32Array(width * height).fill(-1);
  return {
    at(q, r) {
      const x = q - qMin;
      const y = r - rMin;
      return x < 0 || y < 0 || x >= width || y >= height ? -1 : (table[x * height + y] ?? -1);
    },
    set(q, r, node) {
      table[(q - qMin) * height + (r - rMin)] = node;
    },
  };
}

function compileBoard(board: Board): BoardIndex {
  const lookup = createLookup([board.hexes, board.wallHexes]);
  const hexes: Hex[] = [];
  const wallNodes: number[] = [];
  const listedAsBoth: Hex[] = [];
  for (const h of board.hexes) {
    if (lookup.at(h.q, h.r) >= 0) continue;
    lookup.set(h.q, h.r, hexes.length);
    hexes.push({ q: h.q, r: h.r });
  }
  const playableCount = hexes.length;
  for (const h of board.wallHexes) {
    let node = lookup.at(h.q, h.r);
    if (node < 0) {
      node = hexes.length;
      lookup.set(h.q, h.r, node);
      hexes.push({ q: h.q, r: h.r });
    } else if (node < playableCount) listedAsBoth.push(h);
    wallNodes.push(node);
  }
  const size = hexes.length;
  const wall = new Uint8Array(size);
  for (const node of wallNodes) wall[node] = 1;
  const neighbours = new Int32Array(size * 6);
  for (let node = 0; node < size; node++) {
    const { q, r } = hexes[node] ?? { q: 0, r: 0 };
    neighbours[node * 6] = lookup.at(q + 1, r);
    neighbours[node * 6 + 1] = lookup.at(q, r + 1);
    neighbours[node * 6 + 2] = lookup.at(q - 1, r + 1);
    neighbours[node * 6 + 3] = lookup.at(q - 1, r);
    neighbours[node * 6 + 4] = lookup.at(q, r - 1);
    neighbours[node * 6 + 5] = lookup.at(q + 1, r - 1);
  }
  const wallLine = new Uint8Array(size * 6);
  for (const [a, b] of board.thinWalls) {
    const d = directionTo(a, b);
    if (d === undefined) continue;
    const na = lookup.at(a.q, a.r);
    const nb = lookup.at(b.q, b.r);
    if (na >= 0) wallLine[na * 6 + d] = 1;
    if (nb >= 0) wallLine[nb * 6 + ((d + 3) % 6)] = 1;
  }
  const terrain = new Uint8Array(size);
  for (const { at, kind } of board.terrain) {
    const node = lookup.at(at.q, at.r);
    const bit = TERRAIN_BITS[kind] as number | undefined;
    if (node >= 0 && bit !== undefined) terrain[node] = (terrain[node] ?? 0) | bit;
  }
  return {
    size,
    hexes,
    neighbours,
    wallLine,
    wall,
    terrain,
    indexOf: (h) => lookup.at(h.q, h.r),
    listedAsBoth,
  };
}
