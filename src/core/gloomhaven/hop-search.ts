import { hexDistance } from "../hex";
import { UNREACHED } from "../graph";
import { DIFFICULT } from "./compiled-board";
import type { ForwardLabels, Labels } from "./path-labels";
import type { Mover } from "./mover";
import { hexOfNode } from "./node-hex";

/** Hop distances for jump, flying (BFS around walls) and teleport (MV-5..MV-7); parents for paths. */
export function hopDistances(mover: Mover, origin: number, parents?: Int32Array): Int32Array {
  const board = mover.board;
  const size = board.size;
  const distance = new Int32Array(size);
  if (mover.locomotion === "teleport" && !mover.teleportBlockedByWallLines) {
    const from = hexOfNode(board, origin);
    const hexes = board.hexes;
    for (let node = 0; node < size; node++) distance[node] = hexDistance(from, hexes[node] ?? from);
    return distance;
  }
  const throughWalls = mover.locomotion === "teleport";
  const { neighbours, wallLine, wall } = board;
  // Breadth-first, neighbours in direction order: the first visit of a node sets its parent.
  distance.fill(UNREACHED);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  distance[origin] = 0;
  if (parents) parents[origin] = -1;
  queue[tail++] = origin;
  // Queue entries and neighbour nodes are < size: the reads are in range.
  while (head < tail) {
    const node = queue[head++] ?? 0;
    const next = (distance[node] ?? 0) + 1;
    for (let e = node * 6, end = e + 6; e < end; e++) {
      const to = neighbours[e] ?? -1;
      if (to < 0 || wallLine[e] || (!throughWalls && wall[to]) || (distance[to] ?? 0) <= next) continue;
      distance[to] = next;
      if (parents) parents[to] = node;
      queue[tail++] = to;
    }
  }
  return distance;
}

/** Turns hop distances into labels: only the landing hex counts (MV-5..MV-7). */
export function hopLabels(mover: Mover, origin: number, distance: Int32Array, towardOrigin: boolean): Labels {
  const size = mover.board.size;
  const negatives = new Int32Array(size).fill(UNREACHED);
  const costs = new Int32Array(size).fill(UNREACHED);
  const paysDifficult = mover.locomotion === "jump" && mover.jumpLandingPaysDifficult;
  // The tables read once, not per node (V8's baseline tier).
  const { wall, terrain } = mover.board;
  const negative = mover.negative;
  // Every array here has one entry per node: the reads are in range.
  for (let node = 0; node < size; node++) {
    const hops = distance[node] ?? UNREACHED;
    if (hops >= UNREACHED || wall[node]) continue;
    if (node === origin) {
      negatives[node] = 0;
      costs[node] = 0;
      continue;
    }
    const landing = towardOrigin ? origin : node;
    negatives[node] = negative[landing] ?? 0;
    costs[node] = hops + (paysDifficult && (terrain[landing] ?? 0) & DIFFICULT ? 1 : 0);
  }
  return { negatives, costs };
}

/** Hop distances from one origin with the parent of each node on its first visit (-1: none). */
interface HopTree {
  readonly distance: Int32Array;
  readonly parents: Int32Array;
}

/** Hop trees per board layout, by origin and kind of hop (see {@link hopTree}). */
const hopTrees = new WeakMap<object, Map<number, HopTree>>();
/** Trees kept per layout: each holds two tables of the board's size (16: at most 5 MB at 80×60 hexes). */
const HOP_TREES_KEPT = 16;

/**
 * The hop distances from `origin` and their parents (MV-5..MV-7), memoised per board layout:
 * they depend on the hexes, wall hexes and wall lines only (figures are hopped over,
 * terrain counts where a hop lands), so the turns on boards of one layout share them; in the public
 * cases most hop searches (35 of 57) start from a hex a search started from before. Never written.
 */
export function hopTree(mover: Mover, origin: number): HopTree {
  const layout = mover.board.layout;
  let trees = hopTrees.get(layout);
  if (trees === undefined) {
    trees = new Map();
    hopTrees.set(layout, trees);
  }
  // Jump and flying hop around walls; teleport through them, around wall lines or not (MV-7).
  const kind = mover.locomotion !== "teleport" ? 0 : mover.teleportBlockedByWallLines ? 1 : 2;
  const key = origin * 3 + kind;
  let tree = trees.get(key);
  if (tree === undefined) {
    if (trees.size >= HOP_TREES_KEPT) trees.clear();
    const parents = new Int32Array(mover.board.size).fill(-1);
    tree = { distance: hopDistances(mover, origin, parents), parents };
    trees.set(key, tree);
  }
  return tree;
}

/** Labels and paths from the start for jump, flying and teleport (MV-5..MV-7). */
export function hopForward(mover: Mover): ForwardLabels {
  const { distance, parents } = hopTree(mover, mover.start);
  const labels = hopLabels(mover, mover.start, distance, false);
  const path = (node: number): number[] => {
    if (labels.negatives[node] === UNREACHED) return [];
    if (mover.locomotion === "teleport") return node === mover.start ? [node] : [mover.start, node];
    const nodes: number[] = [];
    for (let at = node; at >= 0; at = parents[at] ?? -1) nodes.push(at);
    return nodes.reverse();
  };
  return { ...labels, path };
}
