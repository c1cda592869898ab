import type { BoardIndex } from "./compiled-board";
import { createSightTest } from "./line-of-sight";
import type { Board } from "./model";

/** Line of sight between nodes (LOS-1), memoised by unordered pair. */
export type NodeSight = (a: number, b: number) => boolean;

/**
 * The sight memos of one board (IMP-2): answers depend on the board alone. Each rule's flat table
 * (see buildNodeSight) is kept here too, so either rule can read what the other found.
 */
interface SightEntry {
  vertex?: NodeSight;
  anyPoint?: NodeSight;
  vertexMemo?: Uint16Array;
  anyPointMemo?: Uint16Array;
}

const shared = new WeakMap<object, SightEntry>();

/**
 * Wraps the board's line-of-sight test (LOS-2 vertex or LOS-3 any-point rule) for dense nodes
 * (IMP-2 memo). Boards are immutable values and sight depends on their layout alone (hexes, wall
 * hexes, wall lines, void rule: not terrain), so the memo is shared by every turn on boards of the
 * same layout object: a recompute after an edit asks line of sight only for pairs not seen before.
 */
export function createNodeSight(board: Board, index: BoardIndex, vertexRule: boolean): NodeSight {
  let entry = shared.get(index.layout);
  if (entry === undefined) {
    entry = {};
    shared.set(index.layout, entry);
  }
  const known = vertexRule ? entry.vertex : entry.anyPoint;
  if (known !== undefined) return known;
  const sight = buildNodeSight(board, index, vertexRule, entry);
  if (vertexRule) entry.vertex = sight;
  else entry.anyPoint = sight;
  return sight;
}

/** Boards up to this many nodes keep their sight memo in one flat table (at most 128 KB). */
const FLAT_MEMO_MAX_NODES = 1024;

function buildNodeSight(board: Board, index: BoardIndex, vertexRule: boolean, entry: SightEntry): NodeSight {
  // A board without wall hexes, wall lines or blocking void has no occluder at all: every hex sees
  // every hex under either rule (LOS-2, LOS-3), with no line-of-sight index to build and no pair to
  // remember (about half of the public cases' boards, and a third of their sight queries).
  if (board.wallHexes.length === 0 && board.thinWalls.length === 0 && !board.voidBlocksLos) {
    const hexes = index.hexes;
    return (a, b) => a === b || (hexes[a] !== undefined && hexes[b] !== undefined);
  }
  // The table below is the memo: the test itself need not keep one.
  const test = createSightTest(board, vertexRule ? "vertex" : "any-point");
  const size = index.size;
  // The flat memo: two bits per unordered pair lo < hi (pair number hi·(hi - 1)/2 + lo), 8 pairs
  // a 16-bit word (so every value stays a small integer): 0 = not asked yet, 1 = in sight, 2 = not
  // in sight. A table of size² bytes cost more to allocate and zero than the few hundred pairs a
  // board is asked (a cold command-line run).
  const flat = size <= FLAT_MEMO_MAX_NODES ? new Uint16Array(((size * (size - 1)) >> 4) + 1) : null;
  const rows: (Uint8Array | undefined)[] = flat ? [] : new Array<Uint8Array | undefined>(size);
  const ask = (lo: number, hi: number): boolean => {
    const from = index.hexes[lo];
    const to = index.hexes[hi];
    return from !== undefined && to !== undefined && test(from, to);
  };
  if (flat) {
    if (vertexRule) entry.vertexMemo = flat;
    else entry.anyPointMemo = flat;
    // The answer of the other rule that decides this one (1 = in sight for the any-point rule,
    // 2 = not in sight for the vertex rule): a clear corner-to-corner line is an any-point line
    // (LOS-2 vs LOS-3), so what the vertex rule sees the any-point rule sees, and what the
    // any-point rule does not see the vertex rule does not (line-of-sight.properties.test.ts
    // holds the rules to it). The tables have the same layout. a case per rule on one
    // board asks many pairs again (14% of the public cases' line-of-sight queries).
    const deciding = vertexRule ? 2 : 1;
    return (a, b) => {
      if (a === b) return true;
      const pair = a < b ? ((b * (b - 1)) >> 1) + a : ((a * (a - 1)) >> 1) + b;
      const word = pair >> 3;
      const shift = (pair & 7) << 1;
      const known = ((flat[word] ?? 0) >> shift) & 3;
      if (known !== 0) return known === 1;
      const other = vertexRule ? entry.anyPointMemo : entry.vertexMemo;
      const seen =
        other !== undefined && (((other[word] ?? 0) >> shift) & 3) === deciding
          ? deciding === 1
          : a < b
            ? ask(a, b)
            : ask(b, a);
      flat[word] = (flat[word] ?? 0) | ((seen ? 1 : 2) << shift);
      return seen;
    };
  }
  return (a, b) => {
    if (a === b) return true;
    const lo = a < b ? a : b;
    const hi = a < b ? b : a;
    let row = rows[lo];
    if (row === undefined) {
      row = new Uint8Array(size);
      rows[lo] = row;
    }
    const known = row[hi];
    if (known !== 0) return known === 1;
    const seen = ask(lo, hi);
    row[hi] = seen ? 1 : 2;
    return seen;
  };
}
