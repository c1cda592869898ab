import { DIFFICULT, ICY, OBSTACLE } from "./compiled-board";
import { boardSteps, type Mover } from "./mover";

/**
 * Walking steps as explicit edges `node * 6 + direction` (MV-1, MV-2, MV-8): where the step
 * lands after any icy slide and what it costs. Whether the landing hex is negative is the
 * mover's `negative[landing]`.
 */
export interface WalkEdges {
  /** Landing node, or -1 when the step is impossible. */
  readonly to: Int32Array;
  /** Shared by every turn on a board without ice: read it, never write it. */
  readonly cost: Uint8Array;
  /** False when no step can slide (no icy hex on the board), so `to[e]` is the neighbour or -1. */
  readonly maySlide: boolean;
}

/** Whether a slide may continue from `node` in direction d (MV-8: no wall line, wall, obstacle or figure). */
function slideContinues(mover: Mover, node: number, d: number): number {
  const board = mover.board;
  const next = board.neighbours[node * 6 + d] ?? -1;
  if (next < 0 || board.wallLine[node * 6 + d] || board.wall[next]) return -1;
  if ((board.terrain[next] ?? 0) & OBSTACLE || mover.figureAt[next]) return -1;
  return next;
}

/** Follows an icy slide from the entered node: the hexes slid over, landing last (MV-8). */
export function slideFrom(mover: Mover, entered: number, d: number): number[] {
  const hexes = [entered];
  let current = entered;
  while ((mover.board.terrain[current] ?? 0) & ICY) {
    const next = slideContinues(mover, current, d);
    if (next < 0) break;
    hexes.push(next);
    current = next;
  }
  return hexes;
}

/**
 * Builds every walking step of the board for this mover, slides included (MV-8 inside the edge
 * relaxation). Without ice a step depends on the figures only through the enemies' hexes, so the
 * board's steps are computed once per board and each turn copies them and closes the steps into
 * and out of enemy hexes (per-turn set-up in V8's baseline tier).
 */
export function buildWalkEdges(mover: Mover): WalkEdges {
  const steps = boardSteps(mover.board);
  if (steps.icy) return buildEveryWalkEdge(mover);
  const { neighbours, wallLine } = mover.board;
  const { enemyAt, start } = mover;
  const { enterable } = steps;
  const to = steps.to.slice();
  // A start hex normal movement could not enter (an obstacle) still has its steps out.
  if (start >= 0 && !enterable[start])
    for (let e = start * 6, end = e + 6; e < end; e++) {
      const entered = neighbours[e] ?? -1;
      to[e] = entered >= 0 && !wallLine[e] && enterable[entered] ? entered : -1;
    }
  // Enemy hexes are closed: no step enters one, none leaves one (MV-1). The native indexOf finds
  // the few enemy hexes without a loop over every node (V8's baseline tier).
  for (let node = enemyAt.indexOf(1); node >= 0; node = enemyAt.indexOf(1, node + 1))
    for (let d = 0; d < 6; d++) {
      const from = neighbours[node * 6 + d] ?? -1;
      if (from >= 0) to[from * 6 + ((d + 3) % 6)] = -1;
      if (node !== start) to[node * 6 + d] = -1;
    }
  return { to, cost: steps.cost, maySlide: false };
}

/** Builds every walking step for this mover hex by hex, slides included (a board with ice). */
export function buildEveryWalkEdge(mover: Mover): WalkEdges {
  const { neighbours, wallLine, wall, terrain, size } = mover.board;
  const { enemyAt, start } = mover;
  // Normal movement may enter a node without wall, obstacle or enemy (MV-1; allies are passed).
  // One flag per node first: every node is tested from each of its six neighbours.
  const open = new Uint8Array(size);
  for (let node = 0; node < size; node++)
    open[node] = wall[node] || (terrain[node] ?? 0) & OBSTACLE || enemyAt[node] ? 0 : 1;
  const to = new Int32Array(size * 6).fill(-1);
  const cost = new Uint8Array(size * 6);
  for (let node = 0; node < size; node++) {
    if (!open[node] && node !== start) continue;
    for (let e = node * 6, d = 0; d < 6; e++, d++) {
      const entered = neighbours[e] ?? -1;
      if (entered < 0 || wallLine[e] || !open[entered]) continue;
      const kind = terrain[entered] ?? 0;
      if (kind & ICY) {
        let landing = entered;
        for (
          let next = slideContinues(mover, landing, d);
          next >= 0;
          next = slideContinues(mover, landing, d)
        ) {
          landing = next;
          if (!((terrain[landing] ?? 0) & ICY)) break;
        }
        to[e] = landing;
        cost[e] = 1;
      } else {
        to[e] = entered;
        cost[e] = kind & DIFFICULT ? 2 : 1;
      }
    }
  }
  return { to, cost, maySlide: true };
}
