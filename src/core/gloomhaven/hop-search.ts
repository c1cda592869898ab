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
  // Every array here has one entry per node: the reads are in range.
  for (let node = 0; node < size; node++) {
    const hops = distance[node] ?? UNREACHED;
    if (hops >= UNREACHED || mover.board.wall[node]) continue;
    if (node === origin) {
      negatives[node] = 0;
      costs[node] = 0;
      continue;
    }
    const landing = towardOrigin ? origin : node;
    negatives[node] = mover.negative[landing] ?? 0;
    costs[node] = hops + (paysDifficult && (mover.board.terrain[landing] ?? 0) & DIFFICULT ? 1 : 0);
  }
  return { negatives, costs };
}

/** Labels and paths from the start for jump, flying and teleport (MV-5..MV-7). */
export function hopForward(mover: Mover): ForwardLabels {
  const parents = new Int32Array(mover.board.size).fill(-1);
  const distance = hopDistances(mover, mover.start, parents);
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
