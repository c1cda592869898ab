import type { BoardIndex } from "./board-index";
import { createLineOfSight } from "./line-of-sight";
import type { Board } from "./model";

/** Line of sight between nodes (LOS-1), memoised by unordered pair. */
export type NodeSight = (a: number, b: number) => boolean;

/** Wraps the board's line-of-sight test (LOS-2 vertex or LOS-3 any-point rule) for dense nodes (IMP-2 memo). */
export function createNodeSight(board: Board, index: BoardIndex, vertexRule: boolean): NodeSight {
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
