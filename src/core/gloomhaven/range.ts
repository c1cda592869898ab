import { breadthFirstDistances, UNREACHED } from "../graph/bfs";
import type { BoardIndex } from "./board-index";

/** Range distances (RG-1): steps through non-wall hexes, never across a wall line; memoised per source. */
export interface RangeOracle {
  /** Distances from a playable node, exact up to `limit` (UNREACHED beyond). */
  from(node: number, limit: number): Int32Array;
  /** Distances from the nearest of several sources (0 = source, 1 = wall-hex anchor, AF-3), exact up to `limit`. */
  fromMany(sources: readonly (readonly [node: number, distance: number])[], limit: number): Int32Array;
}

/** Creates a range oracle for a board (RG-1, RG-3, IMP-2 memoisation). */
export function createRangeOracle(board: BoardIndex): RangeOracle {
  const cache = new Map<number, { limit: number; distance: Int32Array }>();
  const step = (node: number, visit: (next: number) => void): void => {
    for (let d = 0; d < 6; d++) {
      const next = board.neighbours[node * 6 + d]!;
      if (next >= 0 && !board.wallLine[node * 6 + d] && !board.wall[next]) visit(next);
    }
  };
  return {
    from(node, limit) {
      const cached = cache.get(node);
      if (cached && cached.limit >= limit) return cached.distance;
      const distance = breadthFirstDistances(board.size, [[node, 0]], step, limit);
      cache.set(node, { limit, distance });
      return distance;
    },
    fromMany(sources, limit) {
      return breadthFirstDistances(board.size, sources, step, limit);
    },
  };
}

export { UNREACHED };
