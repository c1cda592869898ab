import { DIFFICULT, ICY, OBSTACLE } from "./compiled-board";
import type { Mover } from "./mover";

/**
 * Walking steps as explicit edges `node * 6 + direction` (MV-1, MV-2, MV-8): where the step
 * lands after any icy slide, what it costs and whether the landing hex is negative.
 */
export interface WalkEdges {
  /** Landing node, or -1 when the step is impossible. */
  readonly to: Int32Array;
  readonly cost: Uint8Array;
  readonly negative: Uint8Array;
}

/** True when normal movement may enter the node (MV-1: no wall, obstacle or enemy; allies pass). */
function canWalkInto(mover: Mover, node: number): boolean {
  const board = mover.board;
  return !board.wall[node] && !((board.terrain[node] ?? 0) & OBSTACLE) && !mover.enemyAt[node];
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

/** Builds every walking step of the board for this mover, slides included (MV-8 inside the edge relaxation). */
export function buildWalkEdges(mover: Mover): WalkEdges {
  const board = mover.board;
  const size = board.size;
  const to = new Int32Array(size * 6).fill(-1);
  const cost = new Uint8Array(size * 6);
  const negative = new Uint8Array(size * 6);
  for (let node = 0; node < size; node++) {
    if (!canWalkInto(mover, node) && node !== mover.start) continue;
    for (let d = 0; d < 6; d++) {
      const e = node * 6 + d;
      const entered = board.neighbours[e] ?? -1;
      if (entered < 0 || board.wallLine[e] || !canWalkInto(mover, entered)) continue;
      let landing = entered;
      const slides = ((board.terrain[entered] ?? 0) & ICY) !== 0;
      if (slides) {
        let next = slideContinues(mover, landing, d);
        while (next >= 0) {
          landing = next;
          if (!((board.terrain[landing] ?? 0) & ICY)) break;
          next = slideContinues(mover, landing, d);
        }
      }
      to[e] = landing;
      cost[e] = 1 + (!slides && (board.terrain[entered] ?? 0) & DIFFICULT ? 1 : 0);
      negative[e] = mover.negative[landing] ?? 0;
    }
  }
  return { to, cost, negative };
}
