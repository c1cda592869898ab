import { MinHeap } from "../graph";
import { hexDistance, type Hex } from "../hex";
import { UNREACHED } from "../graph";
import type { ForwardLabels, Labels } from "./path-labels";
import type { Mover } from "./mover";
import { slideFrom, type WalkEdges } from "./walk-edges";

/** Forward walking labels, with the reached nodes in label order when the search found them so. */
export interface WalkLabels extends ForwardLabels {
  /** Every reached node sorted by (N, C, node), or null (the label search does not list them). */
  readonly order: Int32Array | null;
}

/**
 * Labels of the best walking path from the start hex to every node (MV-4, MV-8), with one best
 * path per node (MX-6). When every step costs 1 and no hex is negative for the mover (most turns),
 * the labels are (0, steps): a breadth-first search finds them with far less work than the label
 * search in V8's baseline tier, and the label search runs only if a path is asked for,
 * so the paths stay exactly those it chooses among equally good ones.
 */
export function walkForward(mover: Mover, edges: WalkEdges): WalkLabels {
  if (mover.negative.indexOf(1) >= 0 || edges.cost.indexOf(2) >= 0) {
    const labels = searchForward(mover, edges);
    return {
      negatives: labels.negatives,
      costs: labels.costs,
      order: null,
      path: pathOf(mover, labels.negatives, labels.parentEdge),
    };
  }
  const { negatives, costs, order } = walkBreadthFirst(mover, edges);
  let parentEdge: Int32Array | undefined;
  return {
    negatives,
    costs,
    order,
    path(node) {
      parentEdge ??= searchForward(mover, edges).parentEdge;
      return pathOf(mover, negatives, parentEdge)(node);
    },
  };
}

/**
 * Labels by breadth-first search, for steps that all cost 1 onto hexes that are not negative, and
 * the reached nodes in queue order. Each level of the queue is sorted (a native sort) before it is
 * walked, so the order is by (cost, node): the end hexes need no sort of their own. The
 * order in which a level is walked does not change any label.
 */
function walkBreadthFirst(mover: Mover, edges: WalkEdges): Labels & { readonly order: Int32Array } {
  const size = mover.board.size;
  const to = edges.to;
  const negatives = new Int32Array(size).fill(UNREACHED);
  const costs = new Int32Array(size).fill(UNREACHED);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  if (mover.start >= 0) {
    negatives[mover.start] = 0;
    costs[mover.start] = 0;
    queue[tail++] = mover.start;
  }
  let levelEnd = tail;
  // The cost of the level's nodes is counted, not read per node (V8's baseline tier).
  let next = 1;
  // Queue entries, nodes and edges are in range: single reads (V8's baseline tier).
  while (head < tail) {
    if (head === levelEnd) {
      // The next level is complete: every node of it was found from the level before.
      queue.subarray(head, tail).sort();
      levelEnd = tail;
      next++;
    }
    const u = queue[head++] ?? 0;
    for (let e = u * 6, end = e + 6; e < end; e++) {
      const v = to[e] ?? -1;
      if (v < 0 || costs[v] !== UNREACHED) continue;
      negatives[v] = 0;
      costs[v] = next;
      queue[tail++] = v;
    }
  }
  return { negatives, costs, order: queue.subarray(0, tail) };
}

/**
 * Label-setting Dijkstra over walking steps from the start hex (MV-4, MV-8), with the step into
 * each node on its best path (-1 for the start and unreached nodes). A label (N, C) is ordered as
 * the single key N * scale + C (C < scale).
 */
function searchForward(mover: Mover, edges: WalkEdges): Labels & { readonly parentEdge: Int32Array } {
  const size = mover.board.size;
  const { to, cost } = edges;
  const negativeAt = mover.negative;
  const negatives = new Int32Array(size).fill(UNREACHED);
  const costs = new Int32Array(size).fill(UNREACHED);
  const parentEdge = new Int32Array(size).fill(-1);
  const done = new Uint8Array(size);
  const scale = 2 * size + 4;
  const heap = new MinHeap(size * 2, fitsInt32(size, scale));
  if (mover.start >= 0) {
    negatives[mover.start] = 0;
    costs[mover.start] = 0;
    heap.push(mover.start, 0);
  }
  // Every array is indexed by node or edge: the reads are in range. pop() is -1 once the heap is
  // empty: no call of the size getter per node (V8's baseline tier).
  for (let u = heap.pop(); u >= 0; u = heap.pop()) {
    if (done[u]) continue;
    done[u] = 1;
    const n = negatives[u] ?? 0;
    const c = costs[u] ?? 0;
    for (let e = u * 6, end = e + 6; e < end; e++) {
      const v = to[e] ?? -1;
      if (v < 0 || done[v]) continue;
      const nv = n + (negativeAt[v] ?? 0);
      const cv = c + (cost[e] ?? 0);
      const nOld = negatives[v] ?? 0;
      if (nv < nOld || (nv === nOld && cv < (costs[v] ?? 0))) {
        negatives[v] = nv;
        costs[v] = cv;
        parentEdge[v] = e;
        heap.push(v, nv * scale + cv);
      }
    }
  }
  return { negatives, costs, parentEdge };
}

/** The best path from the start to a node, both included, slides replayed, from the labels and the step into each node. */
function pathOf(mover: Mover, negatives: Int32Array, parentEdge: Int32Array): (node: number) => number[] {
  return (node) => {
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
}

/**
 * Whether every key N * scale + C (N at most `size` negative hexes, C below `scale`) is a 32-bit
 * integer, so the heap can keep its keys in an Int32Array (V8's baseline tier): any board
 * below about 26,000 hexes.
 */
function fitsInt32(size: number, scale: number): boolean {
  return (size + 1) * scale <= 0x7fffffff;
}

/** Sliding steps (MV-8) grouped by landing node; null when no step slides. */
export interface SlideSteps {
  readonly offsets: Int32Array;
  readonly edgeIds: Int32Array;
}

/**
 * Groups the steps that slide on ice by landing node (MV-8, MV-10). Every other step lands on
 * the hex it enters, so a search toward a destination finds it from the landing hex's neighbours.
 */
export function slideSteps(edges: WalkEdges, neighbours: Int32Array, size: number): SlideSteps | null {
  const to = edges.to;
  const offsets = new Int32Array(size + 1);
  let count = 0;
  for (let e = 0; e < to.length; e++) {
    const v = to[e] ?? -1;
    if (v < 0 || v === neighbours[e]) continue;
    offsets[v + 1] = (offsets[v + 1] ?? 0) + 1;
    count++;
  }
  if (count === 0) return null;
  for (let i = 0; i < size; i++) offsets[i + 1] = (offsets[i + 1] ?? 0) + (offsets[i] ?? 0);
  const fill = offsets.slice(0, size);
  const edgeIds = new Int32Array(count);
  for (let e = 0; e < to.length; e++) {
    const v = to[e] ?? -1;
    if (v < 0 || v === neighbours[e]) continue;
    const at = fill[v] ?? 0;
    fill[v] = at + 1;
    edgeIds[at] = e;
  }
  return { offsets, edgeIds };
}

/** Labels toward a destination, with the nodes whose labels are final. */
export interface ReverseLabels extends Labels {
  /** 1 for a node whose label is final; null when every label is final (the search ran out). */
  readonly settled: Uint8Array | null;
}

/**
 * Labels of the best walking path from every node to a destination, over the reversed steps (MV-10).
 * With `wanted`, the search stops once every wanted node is settled (its label is then final, as
 * every step adds a non-negative amount); the labels of unsettled nodes may be unfinished.
 * With `approachFrom` too (N(L) of each node, MX-2), it stops as soon as no unsettled wanted node L
 * can tie the best (N(L) + Nr, Cr) of the settled ones: their labels are then worse than that best,
 * final or not (see PathSearch.approach in labels.ts).
 */
export function walkReverse(
  mover: Mover,
  edges: WalkEdges,
  slides: SlideSteps | null,
  destination: number,
  wanted?: readonly number[],
  approachFrom?: Int32Array,
): ReverseLabels {
  const size = mover.board.size;
  const neighbours = mover.board.neighbours;
  const { to, cost } = edges;
  const negatives = new Int32Array(size).fill(UNREACHED);
  const costs = new Int32Array(size).fill(UNREACHED);
  const done = new Uint8Array(size);
  // 2 marks a wanted node not yet settled; `missing` counts them (-1: search every node).
  let missing = -1;
  if (wanted !== undefined) {
    missing = 0;
    for (const node of wanted) {
      if (done[node] === 2) continue;
      done[node] = 2;
      missing++;
    }
  }
  // A* order toward the wanted hexes when no step slides (see distanceBound); radius -1 = none.
  const hexes = mover.board.hexes;
  const centre = wanted !== undefined && slides === null ? distanceBound(hexes, wanted) : null;
  const cq = centre?.q ?? 0;
  const cr = centre?.r ?? 0;
  const radius = centre?.radius ?? -1;
  // A cost plus a bound (at most `size`) stays below the scale: the key orders labels (N, C + bound).
  const scale = 3 * size + 4;
  const heap = new MinHeap(size * 2, fitsInt32(size, scale));
  negatives[destination] = 0;
  costs[destination] = 0;
  heap.push(destination, 0);
  // The best approach key (N(L) + Nr) · scale + Cr of a settled wanted node (with approachFrom).
  // A wanted node's bound is 0 (it lies within the radius), so an unsettled one has a key at least
  // the heap's smallest: once that exceeds the best, no unsettled wanted node can tie it (MX-2).
  let best = Infinity;
  let stopped = false;
  // Every array is indexed by node or edge: the reads are in range.
  for (let v = heap.pop(); v >= 0 && missing !== 0; v = heap.pop()) {
    const state = done[v];
    if (state === 1) continue;
    done[v] = 1;
    if (state === 2) {
      if (--missing === 0) break;
      if (approachFrom !== undefined) {
        const key = ((approachFrom[v] ?? 0) + (negatives[v] ?? 0)) * scale + (costs[v] ?? 0);
        if (key < best) best = key;
      }
    }
    // Every step into v lands on v: it is negative when v is (MV-3).
    const n = (negatives[v] ?? 0) + (mover.negative[v] ?? 0);
    const c = costs[v] ?? 0;
    // The steps landing on v: k < 6 tries the step from v's neighbour in direction k (it points
    // back, direction k + 3) when it does not slide past v; k >= 6 walks v's sliding steps.
    const slideStart = slides?.offsets[v] ?? 0;
    const end = 6 + (slides ? (slides.offsets[v + 1] ?? 0) - slideStart : 0);
    for (let k = 0; k < end; k++) {
      let e: number;
      let u: number;
      if (k < 6) {
        u = neighbours[v * 6 + k] ?? -1;
        e = u * 6 + ((k + 3) % 6);
        if (u < 0 || to[e] !== v) continue;
      } else {
        e = slides?.edgeIds[slideStart + k - 6] ?? 0;
        // The step's node without a fractional e / 6: one would be a new number object per step
        // in V8's baseline tier.
        u = (e - (e % 6)) / 6;
      }
      if (done[u] === 1) continue;
      const cu = c + (cost[e] ?? 0);
      const nOld = negatives[u] ?? 0;
      if (n < nOld || (n === nOld && cu < (costs[u] ?? 0))) {
        negatives[u] = n;
        costs[u] = cu;
        let bound = 0;
        if (radius >= 0) {
          // The bound inline, not a closure: it is computed per push (V8's baseline tier).
          const h = hexes[u];
          const dq = h === undefined ? 0 : h.q - cq;
          const dr = h === undefined ? 0 : h.r - cr;
          const sum = dq + dr;
          const distance = ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (sum < 0 ? -sum : sum)) / 2;
          bound = distance <= radius ? 0 : Math.min(size, distance - radius);
        }
        heap.push(u, n * scale + cu + bound);
      }
    }
    if (best !== Infinity && heap.peekKey() > best) {
      // Every unsettled node's key is at least the heap's smallest (settled nodes keep final labels).
      stopped = true;
      break;
    }
  }
  // Stopped with every wanted node settled (1 in `done`) or past the best approach, or ran out: then every label is final.
  return { negatives, costs, settled: missing === 0 || stopped ? done : null };
}

/**
 * A lower bound on the walking cost from a node to the nearest wanted node, for an A* order of the
 * reverse search: without slides every step goes to a neighbour and costs at least 1,
 * so the cost is at least the grid distance, and by the triangle inequality at least the distance
 * to the first wanted hex (the centre) less the wanted hexes' radius around it. The bound changes
 * by at most 1 per step (it is consistent), so a node's label is final when it is settled; it is
 * capped at the node count to keep cost plus bound below the key scale. Null without wanted hexes.
 */
function distanceBound(hexes: readonly Hex[], wanted: readonly number[]): (Hex & { radius: number }) | null {
  const [first] = wanted;
  const centre = first === undefined ? undefined : hexes[first];
  if (centre === undefined) return null;
  let radius = 0;
  for (const node of wanted) {
    const h = hexes[node];
    if (h !== undefined) radius = Math.max(radius, hexDistance(h, centre));
  }
  return { q: centre.q, r: centre.r, radius };
}
