import type { BoardIndex } from "./board-index";
import { createLineOfSight } from "./line-of-sight";
import type { Board } from "./model";

/** Line of sight between nodes (LOS-1), memoised by unordered pair. */
export type NodeSight = (a: number, b: number) => boolean;

/** The sight memo of one board under one rule: answers depend on the board alone (IMP-2). */
const shared = new WeakMap<BoardIndex, { vertex?: NodeSight; anyPoint?: NodeSight }>();

/**
 * Wraps the board's line-of-sight test (LOS-2 vertex or LOS-3 any-point rule) for dense nodes
 * (IMP-2 memo). Boards are immutable values, so the memo is shared by every turn on the same
 * board object: a recompute after an edit asks line of sight only for pairs not seen before.
 */
export function createNodeSight(board: Board, index: BoardIndex, vertexRule: boolean): NodeSight {
  let entry = shared.get(index);
  if (entry === undefined) {
    entry = {};
    shared.set(index, entry);
  }
  const known = vertexRule ? entry.vertex : entry.anyPoint;
  if (known !== undefined) return known;
  const sight = buildNodeSight(board, index, vertexRule);
  if (vertexRule) entry.vertex = sight;
  else entry.anyPoint = sight;
  return sight;
}

function buildNodeSight(board: Board, index: BoardIndex, vertexRule: boolean): NodeSight {
  const test = createLineOfSight(board, vertexRule ? "vertex" : "any-point");
  const rows: (Uint8Array | undefined)[] = new Array<Uint8Array | undefined>(index.size);
  return (a, b) => {
    if (a === b) return true;
    const lo = a < b ? a : b;
    const hi = a < b ? b : a;
    let row = rows[lo];
    if (row === undefined) {
      row = new Uint8Array(index.size);
      rows[lo] = row;
    }
    const known = row[hi]!;
    if (known !== 0) return known === 1;
    const seen = test(index.hexes[lo]!, index.hexes[hi]!);
    row[hi] = seen ? 1 : 2;
    return seen;
  };
}
