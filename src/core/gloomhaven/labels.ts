import { hexDistance } from "../hex";
import { breadthFirstDistances, UNREACHED } from "../graph/bfs";
import { MinHeap } from "../graph/min-heap";
import { DIFFICULT } from "./board-index";
import type { Mover } from "./mover";
import { buildWalkEdges, slideFrom, type WalkEdges } from "./walk-edges";

export { UNREACHED };

/** Path labels `(N(x), C(x))` for every node (MV-4); UNREACHED where there is no path. */
export interface Labels {
  readonly negatives: Int32Array;
  readonly costs: Int32Array;
}

/** Labels from the mover's start hex, with one best path per node (MV-4, MX-6). */
export interface ForwardLabels extends Labels {
  /** One lexicographically best path from the start to node, both included, slides replayed. */
  path(node: number): number[];
}

/** Searches the best path labels from one hex and to one hex under the mover's locomotion. */
export interface PathSearch {
  readonly forward: ForwardLabels;
  /** Labels of the best path from every node to `destination` (MV-10), memoised per destination. */
  toward(destination: number): Labels;
}

/** Creates the label searches for a mover (MV-1..MV-10, IMP-1 steps 2 and 6). */
export function createPathSearch(mover: Mover): PathSearch {
  const reverseCache = new Map<number, Labels>();
  if (mover.locomotion === "walk") {
    const edges = buildWalkEdges(mover);
    const forward = walkForward(mover, edges);
    let reverse: ReverseAdjacency | undefined;
    return {
      forward,
      toward(destination) {
        const cached = reverseCache.get(destination);
        if (cached) return cached;
        reverse ??= reverseAdjacency(edges, mover.board.size);
        const labels = walkReverse(mover, edges, reverse, destination);
        reverseCache.set(destination, labels);
        return labels;
      },
    };
  }
  const forward = hopForward(mover);
  return {
    forward,
    toward(destination) {
      const cached = reverseCache.get(destination);
      if (cached) return cached;
      const labels = hopLabels(mover, destination, hopDistances(mover, destination), true);
      reverseCache.set(destination, labels);
      return labels;
    },
  };
}

function labelKey(negatives: number, cost: number, scale: number): number {
  return negatives * scale + cost;
}

function walkForward(mover: Mover, edges: WalkEdges): ForwardLabels {
  const size = mover.board.size;
  const negatives = new Int32Array(size).fill(UNREACHED);
  const costs = new Int32Array(size).fill(UNREACHED);
  const parentEdge = new Int32Array(size).fill(-1);
  const done = new Uint8Array(size);
  const scale = 2 * size + 4;
  const heap = new MinHeap();
  if (mover.start >= 0) {
    negatives[mover.start] = 0;
    costs[mover.start] = 0;
    heap.push(mover.start, 0);
  }
  while (heap.size > 0) {
    const u = heap.pop();
    if (done[u]) continue;
    done[u] = 1;
    const n = negatives[u]!;
    const c = costs[u]!;
    for (let d = 0; d < 6; d++) {
      const e = u * 6 + d;
      const v = edges.to[e]!;
      if (v < 0 || done[v]) continue;
      const nv = n + edges.negative[e]!;
      const cv = c + edges.cost[e]!;
      if (nv < negatives[v]! || (nv === negatives[v]! && cv < costs[v]!)) {
        negatives[v] = nv;
        costs[v] = cv;
        parentEdge[v] = e;
        heap.push(v, labelKey(nv, cv, scale));
      }
    }
  }
  const path = (node: number): number[] => {
    if (negatives[node] === UNREACHED) return [];
    const steps: number[] = [];
    for (let at = node; parentEdge[at]! >= 0; at = Math.floor(parentEdge[at]! / 6))
      steps.push(parentEdge[at]!);
    const nodes = [mover.start];
    for (const e of steps.reverse()) {
      const entered = mover.board.neighbours[e]!;
      nodes.push(...slideFrom(mover, entered, e % 6));
    }
    return nodes;
  };
  return { negatives, costs, path };
}

interface ReverseAdjacency {
  readonly offsets: Int32Array;
  readonly edgeIds: Int32Array;
}

function reverseAdjacency(edges: WalkEdges, size: number): ReverseAdjacency {
  const offsets = new Int32Array(size + 1);
  for (let e = 0; e < edges.to.length; e++) if (edges.to[e]! >= 0) offsets[edges.to[e]! + 1]!++;
  for (let i = 0; i < size; i++) offsets[i + 1] = offsets[i + 1]! + offsets[i]!;
  const fill = offsets.slice(0, size);
  const edgeIds = new Int32Array(offsets[size]!);
  for (let e = 0; e < edges.to.length; e++) {
    const v = edges.to[e]!;
    if (v >= 0) edgeIds[fill[v]!++] = e;
  }
  return { offsets, edgeIds };
}

function walkReverse(mover: Mover, edges: WalkEdges, reverse: ReverseAdjacency, destination: number): Labels {
  const size = mover.board.size;
  const negatives = new Int32Array(size).fill(UNREACHED);
  const costs = new Int32Array(size).fill(UNREACHED);
  const done = new Uint8Array(size);
  const scale = 2 * size + 4;
  const heap = new MinHeap();
  negatives[destination] = 0;
  costs[destination] = 0;
  heap.push(destination, 0);
  while (heap.size > 0) {
    const v = heap.pop();
    if (done[v]) continue;
    done[v] = 1;
    for (let i = reverse.offsets[v]!; i < reverse.offsets[v + 1]!; i++) {
      const e = reverse.edgeIds[i]!;
      const u = Math.floor(e / 6);
      if (done[u]) continue;
      const nu = negatives[v]! + edges.negative[e]!;
      const cu = costs[v]! + edges.cost[e]!;
      if (nu < negatives[u]! || (nu === negatives[u]! && cu < costs[u]!)) {
        negatives[u] = nu;
        costs[u] = cu;
        heap.push(u, labelKey(nu, cu, scale));
      }
    }
  }
  return { negatives, costs };
}

/** Hop distances for jump, flying (BFS around walls) and teleport (MV-5..MV-7); parents for paths. */
function hopDistances(mover: Mover, origin: number, parents?: Int32Array): Int32Array {
  const board = mover.board;
  if (mover.locomotion === "teleport" && !mover.teleportBlockedByWallLines) {
    const from = board.hexes[origin]!;
    return Int32Array.from(board.hexes, (h) => hexDistance(from, h));
  }
  const throughWalls = mover.locomotion === "teleport";
  return breadthFirstDistances(
    board.size,
    [[origin, 0]],
    (node, visit) => {
      for (let d = 0; d < 6; d++) {
        const next = board.neighbours[node * 6 + d]!;
        if (next < 0 || board.wallLine[node * 6 + d]) continue;
        if (!throughWalls && board.wall[next]) continue;
        visit(next);
      }
    },
    UNREACHED,
    parents,
  );
}

/** Turns hop distances into labels: only the landing hex counts (MV-5..MV-7). */
function hopLabels(mover: Mover, origin: number, distance: Int32Array, towardOrigin: boolean): Labels {
  const size = mover.board.size;
  const negatives = new Int32Array(size).fill(UNREACHED);
  const costs = new Int32Array(size).fill(UNREACHED);
  const paysDifficult = mover.locomotion === "jump" && mover.jumpLandingPaysDifficult;
  for (let node = 0; node < size; node++) {
    if (distance[node]! >= UNREACHED || mover.board.wall[node]) continue;
    if (node === origin) {
      negatives[node] = 0;
      costs[node] = 0;
      continue;
    }
    const landing = towardOrigin ? origin : node;
    negatives[node] = mover.negative[landing]!;
    costs[node] = distance[node]! + (paysDifficult && mover.board.terrain[landing]! & DIFFICULT ? 1 : 0);
  }
  return { negatives, costs };
}

function hopForward(mover: Mover): ForwardLabels {
  const parents = new Int32Array(mover.board.size).fill(-1);
  const distance = hopDistances(mover, mover.start, parents);
  const labels = hopLabels(mover, mover.start, distance, false);
  const path = (node: number): number[] => {
    if (labels.negatives[node] === UNREACHED) return [];
    if (mover.locomotion === "teleport") return node === mover.start ? [node] : [mover.start, node];
    const nodes: number[] = [];
    for (let at = node; at >= 0; at = parents[at]!) nodes.push(at);
    return nodes.reverse();
  };
  return { ...labels, path };
}
