import type { BoardJson } from "../../core/arkham";
import type { PhaseChange, PhaseState } from "./phases";

/** How a scene's board is defined: the shipped base-game preset or a custom board. */
export type BoardSourceFlag =
  { readonly source: "preset" } | { readonly source: "custom"; readonly board: BoardJson };

/** A monster token's type: a preset monster by its stable id ("dunwich-horror/cultist"), or a custom dimension and movement. */
export type MonsterFlag =
  | { readonly presetId: string }
  | { readonly dimension: string; readonly movement: string; readonly name?: string };

/** A preset type saved by name before types had ids (`{preset: "Cultist"}`); read as the base game's type of that name. */
export interface LegacyMonsterFlag {
  readonly preset: string;
}

/** A token's part on the board; by default player-owned tokens are investigators, the rest monsters. */
export type PieceRole = "investigator" | "monster" | "ignore";

/** One token's position and rotation before an accepted move, and Foundry's id of that movement, for Undo. */
export interface SavedPosition {
  readonly tokenId: string;
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
  /** Absent in sets saved before the rotation was kept. */
  readonly rotation?: number | undefined;
  /** Foundry's recorded movement of the accepted walk (TokenMovementData#id and its chain). */
  readonly movementIds?: readonly string[] | undefined;
}

/** One accepted set of moves: the tokens' positions before it (Undo restores all of them). */
export interface UndoSet {
  readonly positions: readonly SavedPosition[];
}

/** The accepted sets on a scene, oldest first; Undo restores the last one. */
export interface UndoFlag {
  readonly sets: readonly UndoSet[];
}

/** The Mythos window's inputs kept on the scene: the card or hand-set symbols and the environment modifiers in play. */
export interface MythosChoiceFlag {
  readonly card: string | null;
  readonly white: readonly string[];
  readonly black: readonly string[];
  readonly modifiers: readonly string[];
}

/** The phase a combat is in (one combat round = one game round). */
export type CombatPhaseFlag = PhaseState;

/** Argument of the `monster-autopilot.phaseChange` hook. */
export type PhaseChangeHookArgument = PhaseChange;
