import type { Side } from "../../core/gloomhaven/model";
import type { TurnTrigger } from "./settings";

/** The part of `combatTurnChange`'s arguments the trigger reads (v13: `current = {round, turn, tokenId, combatantId}`). */
export interface CombatTurn {
  readonly sceneId: string | null;
  readonly tokenId: string | null;
}

/** What the trigger asks Foundry. */
export interface TriggerEnvironment {
  isActiveGM(): boolean;
  trigger(): TurnTrigger;
  /** The scene drawn on this client's canvas. */
  viewedSceneId(): string | null;
  /** Whether the scene has a hexagonal grid. */
  isHexScene(sceneId: string): boolean;
  /** The side of a token by the recognition settings (null: not a figure). */
  sideOf(sceneId: string, tokenId: string): Side | null;
  open(sceneId: string, tokenId: string): void;
}

/**
 * On a combat turn change (issue 6, "Turn trigger"): only the active GM acts, only when the world
 * opens the window on combat turns, only for a token of the scene this GM is viewing on a hex grid
 * that moves by monster AI: a monster, or a character summon in the tracker (BM-13: a summon
 * uses monster AI with the factions swapped). Characters' turns are the players'. Returns whether
 * the window was opened.
 */
export function onCombatTurnChange(turn: CombatTurn, env: TriggerEnvironment): boolean {
  if (!env.isActiveGM() || env.trigger() !== "combat-turn") return false;
  const { sceneId, tokenId } = turn;
  if (!sceneId || !tokenId || env.viewedSceneId() !== sceneId || !env.isHexScene(sceneId)) return false;
  const side = env.sideOf(sceneId, tokenId);
  if (side !== "monster" && side !== "summon") return false;
  env.open(sceneId, tokenId);
  return true;
}
