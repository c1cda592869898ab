import type { Hex } from "../hex";

/** The three supported rule sets (§0.1). Gloomhaven 2nd edition is out of scope. */
export type RuleSetId = "gloomhaven" | "jotl" | "frosthaven";

/** Terrain overlays that change movement (BM-6..BM-10). Walls are modelled separately. */
export type TerrainKind = "obstacle" | "trap" | "hazardous" | "difficult" | "icy";

/** Every terrain kind, for validation (BM-6..BM-10). */
export const TERRAIN_KINDS: readonly TerrainKind[] = ["obstacle", "trap", "hazardous", "difficult", "icy"];

/**
 * Which side a figure is on (BM-13). Characters and their summons oppose monsters; the mover's
 * allies are the figures on its own side.
 */
export type Side = "character" | "summon" | "monster";

/** A figure on the board (BM-12..BM-15). */
export interface Figure {
  readonly id: string;
  readonly at: Hex;
  readonly side: Side;
  /**
   * Turn-order key for the focus tie-break (BM-15), compared element by element; lower acts
   * first; equal keys are a player choice. A character's is usually `[initiative]`; a summon
   * `[ownerInitiative, -k]`; a long rest `[99]`. Empty when not known.
   */
  readonly turnOrder: readonly number[];
  /** Invisible enemies cannot be focused or targeted but still occupy their hex (BM-14). */
  readonly invisible?: boolean;
  /** Display name for explanations; falls back to the id. */
  readonly name?: string;
  /** For a summon: the id of the figure that summoned it (FO-5, BM-15). */
  readonly summonerId?: string;
}

/** A thin wall (wall line, BM-4): the edge shared by two neighbouring hexes. */
export type ThinWall = readonly [Hex, Hex];

/** One terrain overlay on a hex (BM-6..BM-10). */
export interface TerrainHex {
  readonly at: Hex;
  readonly kind: TerrainKind;
}

/**
 * The static board (BM-2..BM-11).
 *
 * Contract: a board is never mutated once built. The rules compile each board object once and
 * reuse the result for every later turn and sight question on the same object (the per-board
 * caches in `compiled-board.ts` and `los/occluder-index.ts`, keyed by object identity), so a changed
 * scene must be a new Board object. Development builds (the Vite dev server, Vitest) deep-freeze
 * every board the rules are handed (`freezeInDev` in `validateScenario` and the line-of-sight
 * entry points), so a write to one throws where it happens; production bundles skip the freeze.
 */
export interface Board {
  /** Every playable (revealed, non-wall) hex. Anything else is void: never entered. */
  readonly hexes: readonly Hex[];
  /** Solid wall hexes (BM-3): block movement, range and line of sight. */
  readonly wallHexes: readonly Hex[];
  /** Wall lines between neighbouring hexes (BM-4). */
  readonly thinWalls: readonly ThinWall[];
  readonly terrain: readonly TerrainHex[];
  /**
   * Whether void hexes (neither playable nor wall) block line of sight (BM-2): true for real
   * maps, false when replaying the peer's corpus whose boards are windows onto open floor.
   */
  readonly voidBlocksLos: boolean;
}

/** A board, its figures and which figure is acting. */
export interface Scenario {
  readonly board: Board;
  readonly figures: readonly Figure[];
  readonly activeId: string;
}

/** How a move ability moves (IN-1). Flying is a trait of the mover, see {@link MonsterAction}. */
export type MoveMode = "walk" | "jump" | "teleport";

/**
 * An area-of-effect pattern (IN-3, AF-2, AF-3) as axial offsets.
 * - `attacker`: melee area; offsets relative to the attacker's own hex (not part of the pattern).
 * - `free`: ranged area; offsets relative to an arbitrary reference hex; the pattern may be
 *   placed anywhere with one of its hexes in range.
 */
export interface AreaPattern {
  readonly hexes: readonly Hex[];
  readonly origin: "attacker" | "free";
}

/** The attack on this turn's ability card (IN-1, IN-4). */
export interface Attack {
  /** 0 = melee; otherwise the range of a ranged attack. */
  readonly range: number;
  /** Total targets: the focus plus n-1 more (with an area, n-1 extra targets outside it), or all. */
  readonly targets: number | "all";
  readonly area?: AreaPattern;
  /**
   * SQ-16: a melee attack that reaches `range` hexes ("any enemy within 2 hexes", still melee): range
   * counted as RG-1, no ranged disadvantage. Absent for every other attack.
   */
  readonly melee?: boolean;
}

/** Conditions that change the turn (IN-2). */
export interface Conditions {
  readonly stunned?: boolean;
  readonly immobilized?: boolean;
  readonly disarmed?: boolean;
  readonly muddled?: boolean;
}

/** What the acting monster does this turn (IN-1): its move, movement mode, trait and attack. */
export interface MonsterAction {
  /** Movement points this turn (base move modified by the card); 0 = no Move ability. */
  readonly move: number;
  readonly mode: MoveMode;
  readonly flying: boolean;
  /** null = the card has no attack (ATTACK-NONE: focus and move as single-target melee). */
  readonly attack: Attack | null;
  readonly conditions?: Conditions;
}
