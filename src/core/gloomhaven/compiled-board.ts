import { directionTo, DIRECTIONS, HexBounds, type Hex } from "../hex";
import type { Board, TerrainKind } from "./model";
import { memoisedPerObject } from "../memo";

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
  /**
   * One object per layout: boards in a row that differ in terrain only (the same hexes, wall
   * hexes, wall lines and void rule) share it, and their wall-line table. Range and line of sight
   * depend on the layout alone, so they are memoised on it rather than on the board.
   */
  readonly layout: object;
}

const compiled = memoisedPerObject(compileBoard);

/** Compiles a board into dense node arrays (BM-1..BM-4, IMP-2); boards are immutable values, so this is memoised per board object. */
export function indexBoard(board: Board): BoardIndex {
  return compiled(board);
}

/**
 * Compiles the board in one pass per list (IMP-2). Nodes are numbered in list order
 * (playable hexes first, then wall hexes not listed as playable). The hex-to-node lookup is a
 * dense table over the bounding box with a one-cell margin, so a neighbour is a fixed offset
 * away and needs no bounds test; a sparse box (or a non-integer coordinate) falls back to a map.
 */
function compileBoard(board: Board): BoardIndex {
  const geometry = geometryOf(board);
  const { size, lookup } = geometry;
  const { wallLine, layout } = layoutOf(board, geometry);
  const terrain = new Uint8Array(size);
  const terrainHexes = board.terrain;
  for (let i = 0; i < terrainHexes.length; i++) {
    const t = terrainHexes[i];
    if (t === undefined) continue;
    const { at, kind } = t;
    const node = lookup.indexOf(at);
    const bit = TERRAIN_BITS[kind] as number | undefined;
    if (node >= 0 && bit !== undefined) terrain[node] = (terrain[node] ?? 0) | bit;
  }
  return {
    size,
    hexes: geometry.hexes,
    neighbours: geometry.neighbours,
    wallLine,
    wall: geometry.wall,
    terrain,
    indexOf: lookup.indexOf,
    listedAsBoth: geometry.listedAsBoth,
    layout,
  };
}

/** The wall lines of a board on its geometry, with the layout they make (see BoardIndex.layout). */
interface Layout {
  /** The board's wall lines (never written). */
  readonly thinWalls: Board["thinWalls"];
  readonly voidBlocksLos: boolean;
  readonly wallLine: Uint8Array;
  readonly layout: object;
}

/**
 * Layouts kept per geometry: two, as each keeps its range and sight memos alive (with
 * the geometries kept, at most eight layouts in all; the public cases need no more).
 */
const LAYOUTS_KEPT = 2;

/** The layout of a board on its geometry: a recent one with the same wall lines and void rule, else a new one. */
function layoutOf(board: Board, geometry: Geometry): Layout {
  const recent = geometry.layouts;
  for (let i = 0; i < recent.length; i++) {
    const known = recent[i] as Layout;
    if (known.voidBlocksLos === board.voidBlocksLos && sameThinWalls(known.thinWalls, board.thinWalls))
      return known;
  }
  const { size, lookup } = geometry;
  const wallLine = new Uint8Array(size * 6);
  const thinWalls = board.thinWalls;
  for (let i = 0; i < thinWalls.length; i++) {
    const pair = thinWalls[i];
    if (pair === undefined) continue;
    const [a, b] = pair;
    const d = directionTo(a, b);
    if (d === undefined) continue;
    const na = lookup.indexOf(a);
    const nb = lookup.indexOf(b);
    if (na >= 0) wallLine[na * 6 + d] = 1;
    if (nb >= 0) wallLine[nb * 6 + ((d + 3) % 6)] = 1;
  }
  const layout: Layout = { thinWalls, voidBlocksLos: board.voidBlocksLos, wallLine, layout: {} };
  recent.unshift(layout);
  if (recent.length > LAYOUTS_KEPT) recent.pop();
  return layout;
}

/** Whether two wall-line lists hold the same hex pairs in the same order. */
function sameThinWalls(a: Board["thinWalls"], b: Board["thinWalls"]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined || y === undefined) return false;
    const [xa, xb] = x;
    const [ya, yb] = y;
    if (xa.q !== ya.q || xa.r !== ya.r || xb.q !== yb.q || xb.r !== yb.r) return false;
  }
  return true;
}

/** What a board's hex lists alone decide: its nodes, hex lookup, neighbours and wall hexes. */
interface Geometry {
  /** The hex lists it was compiled from (boards are immutable values: never written). */
  readonly playable: readonly Hex[];
  readonly wallHexes: readonly Hex[];
  readonly size: number;
  readonly hexes: readonly Hex[];
  readonly lookup: DenseLookup | SparseLookup;
  readonly neighbours: Int32Array;
  readonly wall: Uint8Array;
  readonly listedAsBoth: readonly Hex[];
  /** The layouts of its recent boards, the latest first (see {@link layoutOf}). */
  readonly layouts: Layout[];
}

/**
 * The geometries compiled last, the latest first. Boards often list the same hexes and
 * wall hexes as a recent board, with other wall lines or terrain (the public cases: 57 of 84 board
 * changes; 36 of them the board before's), so a new board compares its lists with these and, when
 * they are equal, shares the node tables: comparing two lists costs far less than numbering and
 * linking their hexes again in V8's baseline tier.
 */
const recentGeometries: Geometry[] = [];
const GEOMETRIES_KEPT = 4;

function geometryOf(board: Board): Geometry {
  for (let i = 0; i < recentGeometries.length; i++) {
    const known = recentGeometries[i] as Geometry;
    if (sameHexes(known.playable, board.hexes) && sameHexes(known.wallHexes, board.wallHexes)) return known;
  }
  const geometry = compileGeometry(board);
  // A board listing a hex both ways keeps its own hex objects for validation's messages.
  if (geometry.listedAsBoth.length === 0) {
    recentGeometries.unshift(geometry);
    if (recentGeometries.length > GEOMETRIES_KEPT) recentGeometries.pop();
  }
  return geometry;
}

/** Whether two hex lists hold the same coordinates in the same order. */
function sameHexes(a: readonly Hex[], b: readonly Hex[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined || y === undefined || x.q !== y.q || x.r !== y.r) return false;
  }
  return true;
}

function compileGeometry(board: Board): Geometry {
  const { hexes: playable, wallHexes } = board;
  // Indexed loops throughout, not for...of with destructuring: this runs once per board, mostly
  // in V8's baseline tier, where the iterator protocol costs a call per hex.
  const { qMin, qMax, rMin, rMax, integral } = new HexBounds().add(playable).add(wallHexes);
  const count = playable.length + wallHexes.length;
  const width = count === 0 ? 0 : qMax - qMin + 1;
  const height = count === 0 ? 0 : rMax - rMin + 1;
  const lookup =
    integral && width * height <= Math.max(4096, 16 * count)
      ? new DenseLookup(qMin, rMin, width, height)
      : new SparseLookup();
  const hexes: Hex[] = [];
  const listedAsBoth: Hex[] = [];
  for (let i = 0; i < playable.length; i++) {
    const h = playable[i];
    if (h !== undefined && lookup.claim(h.q, h.r, hexes.length) < 0) hexes.push({ q: h.q, r: h.r });
  }
  const playableCount = hexes.length;
  const wallNodes = new Int32Array(wallHexes.length);
  for (let i = 0; i < wallHexes.length; i++) {
    const h = wallHexes[i];
    if (h === undefined) continue;
    let node = lookup.claim(h.q, h.r, hexes.length);
    if (node < 0) {
      node = hexes.length;
      hexes.push({ q: h.q, r: h.r });
    } else if (node < playableCount) listedAsBoth.push(h);
    wallNodes[i] = node;
  }
  const size = hexes.length;
  const wall = new Uint8Array(size);
  for (let i = 0; i < wallNodes.length; i++) wall[wallNodes[i] ?? 0] = 1;
  const neighbours = lookup.neighbourTable(hexes);
  return { playable, wallHexes, size, hexes, lookup, neighbours, wall, listedAsBoth, layouts: [] };
}

/** The node of every cell of the bounding box plus a one-cell margin (-1 = void), column by column. */
class DenseLookup {
  private readonly table: Int32Array;
  /** Column height with the margin: the cell offset of one step in q. */
  private readonly stride: number;
  private readonly q0: number;
  private readonly r0: number;
  private readonly columns: number;

  constructor(qMin: number, rMin: number, width: number, height: number) {
    this.q0 = qMin - 1;
    this.r0 = rMin - 1;
    this.columns = width + 2;
    this.stride = height + 2;
    this.table = new Int32Array(this.columns * this.stride).fill(-1);
    // The box is read from the closure, not from `this`: five property loads fewer per call in
    // V8's baseline tier.
    const { table, q0, r0, columns, stride } = this;
    this.indexOf = (h: Hex): number => {
      const x = h.q - q0;
      const y = h.r - r0;
      if (x < 0 || y < 0 || x >= columns || y >= stride) return -1;
      return table[x * stride + y] ?? -1;
    };
  }

  /** The node of a hex, or -1 (the board's `indexOf`, called per figure and area hex). */
  readonly indexOf: (h: Hex) => number;

  /** The node already at (q, r); else -1, and (q, r) becomes `node` (q, r inside the box). */
  claim(q: number, r: number, node: number): number {
    const cell = (q - this.q0) * this.stride + (r - this.r0);
    const existing = this.table[cell] ?? -1;
    if (existing < 0) this.table[cell] = node;
    return existing;
  }

  /** Neighbour nodes per direction (-1 = void): the margin keeps every neighbour cell in the table. */
  neighbourTable(hexes: readonly Hex[]): Int32Array {
    const { table, stride, q0, r0 } = this;
    // Cell offsets of DIRECTIONS: (+1,0) (0,+1) (-1,+1) (-1,0) (0,-1) (+1,-1).
    const o0 = stride;
    const o2 = 1 - stride;
    const o5 = stride - 1;
    const neighbours = new Int32Array(hexes.length * 6);
    for (let node = 0; node < hexes.length; node++) {
      const h = hexes[node];
      if (h === undefined) continue;
      const k = node * 6;
      const cell = (h.q - q0) * stride + (h.r - r0);
      neighbours[k] = table[cell + o0] ?? -1;
      neighbours[k + 1] = table[cell + 1] ?? -1;
      neighbours[k + 2] = table[cell + o2] ?? -1;
      neighbours[k + 3] = table[cell - o0] ?? -1;
      neighbours[k + 4] = table[cell - 1] ?? -1;
      neighbours[k + 5] = table[cell + o5] ?? -1;
    }
    return neighbours;
  }
}

/** A map from "q,r" to node, for a board whose bounding box is mostly void. */
class SparseLookup {
  private readonly map = new Map<string, number>();

  readonly indexOf = (h: Hex): number => this.map.get(`${h.q},${h.r}`) ?? -1;

  claim(q: number, r: number, node: number): number {
    const key = `${q},${r}`;
    const existing = this.map.get(key);
    if (existing !== undefined) return existing;
    this.map.set(key, node);
    return -1;
  }

  neighbourTable(hexes: readonly Hex[]): Int32Array {
    const neighbours = new Int32Array(hexes.length * 6);
    hexes.forEach(({ q, r }, node) => {
      DIRECTIONS.forEach((d, k) => (neighbours[node * 6 + k] = this.indexOf({ q: q + d.q, r: r + d.r })));
    });
    return neighbours;
  }
}
