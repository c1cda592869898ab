import type { BoardIndex } from "./compiled-board";
import { HAZARDOUS, OBSTACLE, TRAP } from "./compiled-board";
import type { Factions } from "./factions";
import type { MonsterAction } from "./model";
import type { RuleSet } from "./rule-sets";

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
  /** 1 where entering (or landing) is a negative hex for this mover (MV-3, BM-7, BM-8). */
  readonly negative: Uint8Array;
  /** MV-5 [GH]: a jump landing on difficult terrain costs one more. */
  readonly jumpLandingPaysDifficult: boolean;
  /** MV-7 / DEV-1: teleport distance counted around wall lines (peer parity). */
  readonly teleportBlockedByWallLines: boolean;
}

/** Chooses the locomotion from the move mode and the flying trait (IN-1, MV-1). */
function locomotionOf(action: MonsterAction): Locomotion {
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
  const enemyAt = new Uint8Array(size);
  const figureAt = new Uint8Array(size);
  const canEnd = new Uint8Array(size);
  const negative = new Uint8Array(size);
  for (const f of factions.enemies) {
    const node = board.indexOf(f.at);
    if (node >= 0) enemyAt[node] = figureAt[node] = 1;
  }
  for (const f of factions.allies) {
    const node = board.indexOf(f.at);
    if (node >= 0) figureAt[node] = 1;
  }
  const flying = action.flying;
  const { wall, terrain } = board;
  // The node tables have one entry per node: the reads are in range.
  for (let node = 0; node < size; node++) {
    if (wall[node]) continue;
    const kind = terrain[node] ?? 0;
    if (!flying) {
      canEnd[node] = figureAt[node] || kind & OBSTACLE ? 0 : 1;
      negative[node] = kind & (TRAP | HAZARDOUS) ? 1 : 0;
    } else canEnd[node] = figureAt[node] ? 0 : 1;
  }
  if (start >= 0) canEnd[start] = 1;
  return {
    board,
    start,
    locomotion: locomotionOf(action),
    flying,
    enemyAt,
    figureAt,
    canEnd,
    negative,
    jumpLandingPaysDifficult: rules.jumpLandingPaysDifficult,
    teleportBlockedByWallLines: rules.teleportBlockedByWallLines,
  };
}
