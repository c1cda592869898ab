import { UNREACHED } from "../graph";
import type { BoardIndex } from "./compiled-board";

/** Range distances (RG-1): steps through non-wall hexes, never across a wall line; memoised per source. */
export interface RangeOracle {
  /** Distances from a playable node, exact up to `limit` (UNREACHED beyond). */
  from(node: number, limit: number): Int32Array;
  /**
   * The nodes within `limit` of a playable node (the source first), the same as those `from` gives
   * at most `limit`, found without a table over the whole board; memoised per source and limit.
   */
  within(node: number, limit: number): Int32Array;
  /** The nodes within `limit` of any of several playable sources, like {@link within} (not memoised). */
  withinAny(sources: readonly number[], limit: number): Int32Array;
  /**
   * Distances from a playable node to each of `targets` (UNREACHED when none), the same as `from`
   * gives without a limit; the search stops once it has reached every target (not memoised).
   */
  distancesTo(node: number, targets: readonly number[]): number[];
  /** Distances from the nearest of several sources (0 = source, 1 = wall-hex anchor, AF-3), exact up to `limit`. */
  fromMany(sources: readonly (readonly [node: number, distance: number])[], limit: number): Int32Array;
}

const shared = new WeakMap<object, RangeOracle>();

/** Larger than any distance or count on a board: a small integer, unlike Infinity. */
const NO_END = 0x3fffffff;

/**
 * The range oracle of a board (RG-1, RG-3, IMP-2 memoisation). Range depends on the board's layout
 * alone (hexes, wall hexes, wall lines: not terrain), so every turn on boards of the same layout
 * object shares one oracle and its distances.
 */
export function createRangeOracle(board: BoardIndex): RangeOracle {
  let oracle = shared.get(board.layout);
  if (oracle === undefined) {
    oracle = buildRangeOracle(board);
    shared.set(board.layout, oracle);
  }
  return oracle;
}

function buildRangeOracle(board: BoardIndex): RangeOracle {
  // By source node (an array, not a Map: asked thousands of times per turn).
  const cache: ({ limit: number; distance: Int32Array } | undefined)[] = new Array(board.size);
  const queue = new Int32Array(board.size);
  const steps = rangeSteps(board);
  // Sources with distance 0 first, then those with distance 1 (AF-3 wall anchors): a two-level BFS.
  const search = (sources: readonly (readonly [number, number])[], limit: number): Int32Array => {
    const distance = new Int32Array(board.size).fill(UNREACHED);
    let tail = admit(sources, 0, distance, 0);
    // Expand the distance-0 sources one layer before admitting the distance-1 sources (at `firstLayer`).
    // One loop with the step written out, indexed reads: V8's baseline tier on the command line.
    const firstLayer = tail;
    for (let head = 0; ; head++) {
      if (head === firstLayer) tail = admit(sources, 1, distance, tail);
      if (head >= tail) break;
      const node = queue[head] ?? 0;
      const next = (distance[node] ?? 0) + 1;
      if (next > limit) continue;
      for (let k = node * 6, end = k + 6; k < end; k++) {
        const to = steps[k] ?? -1;
        if (to < 0 || (distance[to] ?? 0) <= next) continue;
        distance[to] = next;
        queue[tail++] = to;
      }
    }
    return distance;
  };
  /** Queues the sources at distance `level` not already nearer; returns the new queue length. */
  const admit = (
    sources: readonly (readonly [number, number])[],
    level: number,
    distance: Int32Array,
    tail: number,
  ): number => {
    for (let s = 0; s < sources.length; s++) {
      const source = sources[s] as readonly [number, number];
      const node = source[0];
      if (source[1] === level && (distance[node] ?? 0) > level) {
        distance[node] = level;
        queue[tail++] = node;
      }
    }
    return tail;
  };
  const balls: ({ limit: number; nodes: Int32Array } | undefined)[] = new Array(board.size);
  // Scratch of `reach`: which nodes the running search reached (cleared by `release` once read),
  // their depths, and the nodes it looks for (`distancesTo` sets them and clears them again).
  const reached = new Uint8Array(board.size);
  const depth = new Int32Array(board.size);
  const wanted = new Uint8Array(board.size);
  /**
   * Breadth-first from `sources` up to `limit` steps; it stops as soon as it has reached all
   * `missing` wanted nodes (never, by default). The nodes reached are `queue[0, count)`, in order
   * of distance; returns the count. Indexed loops, single reads: V8's baseline tier.
   */
  // "No limit" and "never stop" are a large integer, not Infinity: a heap number compared per node
  // takes the slow path of every comparison (V8's baseline tier).
  const reach = (sources: readonly number[], limit: number, missing = NO_END): number => {
    let head = 0;
    let tail = 0;
    for (let s = 0; s < sources.length; s++) {
      const source = sources[s] ?? 0;
      if (reached[source]) continue;
      queue[tail++] = source;
      reached[source] = 1;
      depth[source] = 0;
      if (wanted[source]) missing--;
    }
    while (head < tail && missing > 0) {
      const node = queue[head++] ?? 0;
      const next = (depth[node] ?? 0) + 1;
      if (next > limit) continue;
      for (let k = node * 6, end = k + 6; k < end; k++) {
        const to = steps[k] ?? -1;
        if (to < 0 || reached[to]) continue;
        reached[to] = 1;
        depth[to] = next;
        queue[tail++] = to;
        if (wanted[to]) missing--;
      }
    }
    return tail;
  };
  const release = (count: number): void => {
    for (let i = 0; i < count; i++) reached[queue[i] ?? 0] = 0;
  };
  const within = (sources: readonly number[], limit: number): Int32Array => {
    const nodes = queue.slice(0, reach(sources, limit));
    release(nodes.length);
    return nodes;
  };
  const distancesTo = (source: number, targets: readonly number[]): number[] => {
    // `wanted` counts each target node once.
    let missing = 0;
    for (let i = 0; i < targets.length; i++) {
      const target = targets[i] ?? -1;
      if (target >= 0 && target < board.size && !wanted[target]) {
        wanted[target] = 1;
        missing++;
      }
    }
    const valid = source >= 0 && source < board.size;
    const count = reach(valid ? [source] : [], NO_END, missing);
    const distances: number[] = [];
    for (let i = 0; i < targets.length; i++) {
      const target = targets[i] ?? -1;
      distances.push(target >= 0 && reached[target] ? (depth[target] ?? 0) : UNREACHED);
      if (target >= 0 && target < board.size) wanted[target] = 0;
    }
    release(count);
    return distances;
  };
  return {
    distancesTo,
    within(node, limit) {
      const cached = balls[node];
      if (cached && cached.limit === limit) return cached.nodes;
      const nodes = within([node], limit);
      balls[node] = { limit, nodes };
      return nodes;
    },
    withinAny: within,
    from(node, limit) {
      const cached = cache[node];
      if (cached && cached.limit >= limit) return cached.distance;
      const distance = search([[node, 0]], limit);
      cache[node] = { limit, distance };
      return distance;
    },
    fromMany: search,
  };
}

/**
 * The steps range may take (RG-1), per edge `node * 6 + direction`: the neighbour, or -1 when it is
 * void, a wall hex, or across a wall line. Built once per board, so a search reads one table per
 * edge instead of three (V8's baseline tier). Steps out of a wall hex stay (a source may be one).
 */
function rangeSteps(board: BoardIndex): Int32Array {
  const { neighbours, wallLine, wall } = board;
  const steps = neighbours.slice();
  // Native indexOf finds the few wall hexes and wall lines without a test per node or edge.
  for (let node = wall.indexOf(1); node >= 0; node = wall.indexOf(1, node + 1))
    for (let d = 0; d < 6; d++) {
      const from = neighbours[node * 6 + d] ?? -1;
      if (from >= 0) steps[from * 6 + ((d + 3) % 6)] = -1;
    }
  for (let e = wallLine.indexOf(1); e >= 0; e = wallLine.indexOf(1, e + 1)) steps[e] = -1;
  return steps;
}
