import { DIRECTIONS, directionTo, type Hex } from "../hex";
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
function createLookup(all: readonly Hex[]): { indexOf(h: Hex): number; set(h: Hex, node: number): void } {
  let qMin = Infinity;
  let qMax = -Infinity;
  let rMin = Infinity;
  let rMax = -Infinity;
  for (const h of all) {
    if (h.q < qMin) qMin = h.q;
    if (h.q > qMax) qMax = h.q;
    if (h.r < rMin) rMin = h.r;
    if (h.r > rMax) rMax = h.r;
  }
  const width = all.length === 0 ? 0 : qMax - qMin + 1;
  const height = all.length === 0 ? 0 : rMax - rMin + 1;
  if (width * height > Math.max(4096, 16 * all.length)) {
    const map = new Map<string, number>();
    return {
      indexOf: (h) => map.get(`${h.q},${h.r}`) ?? -1,
      set: (h, node) => void map.set(`${h.q},${h.r}`, node),
    };
  }
  const table = new Int32Array(width * height).fill(-1);
  return {
    indexOf(h) {
      const q = h.q - qMin;
      const r = h.r - rMin;
      return q < 0 || r < 0 || q >= width || r >= height ? -1 : table[q * height + r]!;
    },
    set(h, node) {
      table[(h.q - qMin) * height + (h.r - rMin)] = node;
    },
  };
}

function compileBoard(board: Board): BoardIndex {
  const lookup = createLookup([...board.hexes, ...board.wallHexes]);
  const hexes: Hex[] = [];
  const wallNodes: number[] = [];
  const listedAsBoth: Hex[] = [];
  let playableCount = 0;
  for (const list of [board.hexes, board.wallHexes]) {
    for (const h of list) {
      let node = lookup.indexOf(h);
      if (node < 0) {
        node = hexes.length;
        lookup.set(h, node);
        hexes.push({ q: h.q, r: h.r });
      }
      if (list === board.wallHexes) {
        if (node < playableCount) listedAsBoth.push(h);
        wallNodes.push(node);
      }
    }
    playableCount = hexes.length;
  }
  const size = hexes.length;
  const wall = new Uint8Array(size);
  for (const node of wallNodes) wall[node] = 1;
  const neighbours = new Int32Array(size * 6);
  const probe = { q: 0, r: 0 };
  for (let node = 0; node < size; node++) {
    const h = hexes[node]!;
    for (let k = 0; k < 6; k++) {
      const d = DIRECTIONS[k]!;
      probe.q = h.q + d.q;
      probe.r = h.r + d.r;
      neighbours[node * 6 + k] = lookup.indexOf(probe);
    }
  }
  const wallLine = new Uint8Array(size * 6);
  for (const [a, b] of board.thinWalls) {
    const d = directionTo(a, b);
    if (d === undefined) continue;
    const na = lookup.indexOf(a);
    const nb = lookup.indexOf(b);
    if (na >= 0) wallLine[na * 6 + d] = 1;
    if (nb >= 0) wallLine[nb * 6 + ((d + 3) % 6)] = 1;
  }
  const terrain = new Uint8Array(size);
  for (const { at, kind } of board.terrain) {
    const node = lookup.indexOf(at);
    const bit = TERRAIN_BITS[kind] as number | undefined;
    if (node >= 0 && bit !== undefined) terrain[node] = terrain[node]! | bit;
  }
  return { size, hexes, neighbours, wallLine, wall, terrain, indexOf: lookup.indexOf, listedAsBoth };
}
