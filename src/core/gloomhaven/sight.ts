import type { BoardIndex } from "./board-index";
import { createLineOfSight } from "./line-of-sight";
import type { Board } from "./model";

/** Line of sight between nodes (LOS-1), memoised by unordered pair in a dense table. */
export type NodeSight = (a: number, b: number) => boolean;

const DENSE_LIMIT = 4096;

/** Wraps the board's line-of-sight test (LOS-2 vertex or LOS-3 any-point rule) for dense nodes. */
export function createNodeSight(board: Board, index: BoardIndex, vertexRule: boolean): NodeSight {
  const test = createLineOfSight(board, vertexRule ? "vertex" : "any-point");
  const n = index.size;
  const dense = n <= DENSE_LIMIT ? new Uint8Array(n * n) : undefined;
  const sparse = new Map<number, boolean>();
  return (a, b) => {
    if (a === b) return true;
    const lo = a < b ? a : b;
    const hi = a < b ? b : a;
    const key = lo * n + hi;
    if (dense) {
      const known = dense[key]!;
      if (known !== 0) return known === 1;
    } else {
      const known = sparse.get(key);
      if (known !== undefined) return known;
    }
    const seen = test(index.hexes[lo]!, index.hexes[hi]!);
    if (dense) dense[key] = seen ? 1 : 2;
    else sparse.set(key, seen);
    return seen;
  };
}
