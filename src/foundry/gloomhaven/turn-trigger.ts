import type { Side } from "../../core/gloomhaven";
import { sceneIdOfCombatant, type CombatantPlace, type CombatPlace } from "../combat-scene";
import type { TurnTrigger } from "./settings";

/** The part of `combatTurnChange`'s arguments the trigger reads (v13: `current = {round, turn, tokenId, combatantId}`). */
export interface CombatTurn {
  readonly sceneId: string | null;
  readonly tokenId: string | null;
}

/** The combat the turn belongs to, as far as the trigger reads it. */
export interface TurnCombat extends CombatPlace {
  readonly combatants: CombatPlace["combatants"] & { get(id: string): CombatantPlace | undefined };
}

/**
 * The scene and token of the turn that starts (`combatTurnChange`'s `current`): the combatant's own
 * scene, since combats created from the tracker or a token have no scene (foundry.md, "Combats").
 */
export function turnOfCombat(
  combat: TurnCombat,
  current: { readonly combatantId?: string | null; readonly tokenId?: string | null },
): CombatTurn {
  const combatant = current.combatantId ? combat.combatants.get(current.combatantId) : undefined;
  const sceneId = combatant ? sceneIdOfCombatant(combatant, combat) : (combat.scene?.id ?? null);
  return { sceneId, tokenId: current.tokenId ?? combatant?.tokenId ?? null };
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
  /** Tells this GM that the turn is on a scene they are not viewing, offering to view it and open the window. */
  offerOtherScene?(sceneId: string, tokenId: string): void;
}

/**
 * On a combat turn change ("Turn trigger"): only the active GM acts (exactly one client
 * opens the window), only when the world opens the window on combat turns, for a token on a hex grid
 * that moves by monster AI: a monster, or a character summon in the tracker (BM-13: a summon
 * uses monster AI with the factions swapped). Characters' turns are the players'. On a scene this
 * GM is not viewing the GM is told and offered to view it (`offerOtherScene`). Returns whether the
 * window was opened.
 */
export function onCombatTurnChange(turn: CombatTurn, env: TriggerEnvironment): boolean {
  if (!env.isActiveGM() || env.trigger() !== "combat-turn") return false;
  const { sceneId, tokenId } = turn;
  if (!sceneId || !tokenId || !env.isHexScene(sceneId)) return false;
  const side = env.sideOf(sceneId, tokenId);
  if (side !== "monster" && side !== "summon") return false;
  if (env.viewedSceneId() !== sceneId) {
    env.offerOtherScene?.(sceneId, tokenId);
    return false;
  }
  env.open(sceneId, tokenId);
  return true;
}
