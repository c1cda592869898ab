import { MinHeap } from "../graph";
import { UNREACHED } from "../graph";
import type { ForwardLabels, Labels } from "./path-labels";
import type { Mover } from "./mover";
import { slideFrom, type WalkEdges } from "./walk-edges";

function labelKey(negatives: number, cost: number, scale: number): number {
  return negatives * scale + cost;
}

/** Label-setting Dijkstra over walking steps from the start hex (MV-4, MV-8), with one best path per node (MX-6). */
export function walkForward(mover: Mover, edges: WalkEdges): ForwardLabels {
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
    const n = negatives[u] ?? 0;
    const c = costs[u] ?? 0;
    for (let d = 0; d < 6; d++) {
      const e = u * 6 + d;
      const v = edges.to[e] ?? 0;
      if (v < 0 || done[v]) continue;
      const nv = n + (edges.negative[e] ?? 0);
      const cv = c + (edges.cost[e] ?? 0);
      if (nv < (negatives[v] ?? 0) || (nv === (negatives[v] ?? 0) && cv < (costs[v] ?? 0))) {
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
    for (let at = node; (parentEdge[at] ?? 0) >= 0; at = Math.floor((parentEdge[at] ?? 0) / 6))
      steps.push(parentEdge[at] ?? 0);
    const nodes = [mover.start];
    for (const e of steps.reverse()) {
      const entered = mover.board.neighbours[e] ?? 0;
      nodes.push(...slideFrom(mover, entered, e % 6));
    }
    return nodes;
  };
  return { negatives, costs, path };
}

/** Walking steps grouped by landing node, for searches toward a destination. */
export interface ReverseAdjacency {
  readonly offsets: Int32Array;
  readonly edgeIds: Int32Array;
}

/** Groups the walking steps by landing node (MV-10: costs are paid on entering, slides depend on direction). */
export function reverseAdjacency(edges: WalkEdges, size: number): ReverseAdjacency {
  const offsets = new Int32Array(size + 1);
  for (let e = 0; e < edges.to.length; e++) {
    const v = edges.to[e] ?? -1;
    if (v >= 0) offsets[v + 1] = (offsets[v + 1] ?? 0) + 1;
  }
  for (let i = 0; i < size; i++) offsets[i + 1] = (offsets[i + 1] ?? 0) + (offsets[i] ?? 0);
  const fill = offsets.slice(0, size);
  const edgeIds = new Int32Array(offsets[size] ?? 0);
  for (let e = 0; e < edges.to.length; e++) {
    const v = edges.to[e] ?? -1;
    if (v < 0) continue;
    const at = fill[v] ?? 0;
    fill[v] = at + 1;
    edgeIds[at] = e;
  }
  return { offsets, edgeIds };
}

/** Labels of the best walking path from every node to a destination, over the reversed steps (MV-10). */
export function walkReverse(
  mover: Mover,
  edges: WalkEdges,
  reverse: ReverseAdjacency,
  destination: number,
): Labels {
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
    for (let i = reverse.offsets[v] ?? 0; i < (reverse.offsets[v + 1] ?? 0); i++) {
      const e = reverse.edgeIds[i] ?? 0;
      const u = Math.floor(e / 6);
      if (done[u]) continue;
      const nu = (negatives[v] ?? 0) + (edges.negative[e] ?? 0);
      const cu = (costs[v] ?? 0) + (edges.cost[e] ?? 0);
      if (nu < (negatives[u] ?? 0) || (nu === (negatives[u] ?? 0) && cu < (costs[u] ?? 0))) {
        negatives[u] = nu;
        costs[u] = cu;
        heap.push(u, labelKey(nu, cu, scale));
      }
    }
  }
  return { negatives, costs };
}
