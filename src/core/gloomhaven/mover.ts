import { DIFFICULT, HAZARDOUS, ICY, OBSTACLE, TRAP, type BoardIndex } from "./compiled-board";

import type { Factions } from "./factions";
import type { MonsterAction } from "./model";
import type { RuleSet } from "./rule-sets";
import { memoisedPerObject } from "../memo";

/** How the mover travels this turn (MV-1): flying overrides walk and jump; teleport keeps flying's end rules. */
export type Locomotion = "walk" | "jump" | "fly" | "teleport";

/** The mover's view of the board: who blocks, where it may end, which hexes hurt (MV-1, BM-12). */
export interface Mover {
  readonly board: BoardIndex;
  readonly start: number;
  readonly locomotion: Locomotion;
  readonly flying: boolean;
  /** 1 where an enemy stands (invisible ones included: they block, BM-14). */
  readonly enemyAt: Uint8Array;
  /** 1 where any other figure stands. */
  readonly figureAt: Uint8Array;
  /** 1 where the mover may end its move (MV-1, BM-12.2); the start hex always. */
  readonly canEnd: Uint8Array;
  /**
   * 1 where entering (or landing) is a negative hex for this mover (MV-3, BM-7, BM-8). It depends
   * on the board and on flying only, so it is shared by the turns on a board: never write it.
   */
  readonly negative: Uint8Array;
  /** MV-5 [GH]: a jump landing on difficult terrain costs one more (false when not jumping). */
  readonly jumpLandingPaysDifficult: boolean;
  /** MV-7 / DEV-1: teleport distance counted around wall lines, peer parity (false when not teleporting). */
  readonly teleportBlockedByWallLines: boolean;
}

/** Chooses the locomotion from the move mode and the flying trait (IN-1, MV-1). */
export function locomotionOf(action: MonsterAction): Locomotion {
  if (action.mode === "teleport") return "teleport";
  return action.flying ? "fly" : action.mode === "jump" ? "jump" : "walk";
}

/** Builds the mover's per-node tables from the board, factions and action (MV-1, BM-6..BM-14). */
export function createMover(
  board: BoardIndex,
  factions: Factions,
  action: MonsterAction,
  rules: RuleSet,
): Mover {
  const size = board.size;
  const start = board.indexOf(factions.mover.at);
  const flying = action.flying;
  const ends = boardEnds(board, flying);
  // The board decides ends and negative hexes; a turn only adds its figures (V8's baseline tier).
  const canEnd = ends.canEnd.slice();
  const enemyAt = new Uint8Array(size);
  const figureAt = new Uint8Array(size);
  // No figure ends on another figure (MV-1).
  for (const f of factions.enemies) {
    const node = board.indexOf(f.at);
    if (node < 0) continue;
    enemyAt[node] = figureAt[node] = 1;
    canEnd[node] = 0;
  }
  for (const f of factions.allies) {
    const node = board.indexOf(f.at);
    if (node < 0) continue;
    figureAt[node] = 1;
    canEnd[node] = 0;
  }
  if (start >= 0) canEnd[start] = 1;
  const locomotion = locomotionOf(action);
  return {
    board,
    start,
    locomotion,
    flying,
    enemyAt,
    figureAt,
    canEnd,
    negative: ends.negative,
    // Only the rule of the mover's own locomotion: two turns that move alike get equal movers.
    jumpLandingPaysDifficult: locomotion === "jump" && rules.jumpLandingPaysDifficult,
    teleportBlockedByWallLines: locomotion === "teleport" && rules.teleportBlockedByWallLines,
  };
}

/** Where a mover may end before figures are placed, and its negative hexes (MV-1, BM-6..BM-8, BM-12). */
interface BoardEnds {
  readonly canEnd: Uint8Array;
  readonly negative: Uint8Array;
}

const flyingEnds = memoisedPerObject(compileFlyingEnds);

/**
 * The board's ends for a flying or a non-flying mover, memoised per board index (boards are
 * immutable values). A non-flying mover ends on the hexes walking may enter, and its negative hexes
 * are marked in the same pass over the board (its walking steps: per-board set-up).
 */
function boardEnds(board: BoardIndex, flying: boolean): BoardEnds {
  if (flying) return flyingEnds(board);
  const steps = boardSteps(board);
  return { canEnd: steps.enterable, negative: steps.negative };
}

/** A flying mover may end on any hex but a wall, and no hex is negative for it (MV-1, BM-6..BM-8). */
function compileFlyingEnds(board: BoardIndex): BoardEnds {
  const { wall, size } = board;
  const canEnd = new Uint8Array(size);
  // The node table has one entry per node: the reads are in range.
  for (let node = 0; node < size; node++) canEnd[node] = wall[node] ? 0 : 1;
  return { canEnd, negative: new Uint8Array(size) };
}

/** The walking steps a board allows before figures are placed (MV-1, BM-3, BM-4, BM-6, BM-9). */
export interface BoardSteps {
  readonly icy: boolean;
  /** 1 for a node normal movement may enter when no figure stands on it: where a non-flying mover may end (MV-1). */
  readonly enterable: Uint8Array;
  /** 1 for a node that is negative for a non-flying mover: a trap or hazardous hex, not a wall (MV-3, BM-7, BM-8). */
  readonly negative: Uint8Array;
  /** Per edge out of an enterable node: the neighbour when it may be entered that way, else -1. */
  readonly to: Int32Array;
  /** Per edge: the cost of entering the neighbour that way (2 on difficult terrain), allowed or not. */
  readonly cost: Uint8Array;
}

/** The board's steps, memoised per board index (boards are immutable values). */
export const boardSteps = memoisedPerObject(compileSteps);

/**
 * The board's steps (on a board with ice only the enterable nodes: the steps are built per turn).
 * Built here, with the mover's ends, for the walking steps (walk-edges.ts). Every step first enters its neighbour (a native copy of the neighbour table); then one pass over
 * the nodes closes the steps into and out of walls and obstacles and prices the steps into
 * difficult terrain, and the wall lines are closed edge by edge: far fewer steps in V8's
 * baseline tier than testing each of the six edges of every node. The same pass marks
 * the non-flying mover's end and negative hexes (see createMover): one pass per board, not two.
 */
function compileSteps(board: BoardIndex): BoardSteps {
  const { neighbours, wallLine, wall, terrain, size } = board;
  // Most nodes are plain (no terrain, no wall): they are enterable and keep their steps, so the
  // pass only tells them apart (V8's baseline tier: a few operations per node fewer).
  const enterable = new Uint8Array(size).fill(1);
  const negative = new Uint8Array(size);
  const to = neighbours.slice();
  const cost = new Uint8Array(size * 6).fill(1);
  let icy = false;
  for (let node = 0; node < size; node++) {
    const kind = terrain[node] ?? 0;
    const isWall = wall[node];
    if (kind === 0 && !isWall) continue;
    if (kind & ICY) icy = true;
    if (!isWall && kind & (TRAP | HAZARDOUS)) negative[node] = 1;
    const closed = isWall || kind & OBSTACLE;
    if (closed) {
      enterable[node] = 0;
      to.fill(-1, node * 6, node * 6 + 6);
    }
    if (!closed && !(kind & DIFFICULT)) continue;
    // Each neighbour's step back into this node (direction d + 3).
    for (let d = 0; d < 6; d++) {
      const from = neighbours[node * 6 + d] ?? -1;
      if (from < 0) continue;
      if (closed) to[from * 6 + ((d + 3) % 6)] = -1;
      else cost[from * 6 + ((d + 3) % 6)] = 2;
    }
  }
  if (icy) return { icy, enterable, negative, to: new Int32Array(0), cost: new Uint8Array(0) };
  for (let e = wallLine.indexOf(1); e >= 0; e = wallLine.indexOf(1, e + 1)) to[e] = -1;
  return { icy, enterable, negative, to, cost };
}
