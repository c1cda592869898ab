import { HEX_SETTINGS, MODULE_ID } from "../constants";
import { combatIsPlayed } from "./played-scenes";

/** The two fields of a combatant the tracker order reads. */
export interface OrderedCombatant {
  readonly id: string | null;
  readonly initiative: number | null;
}

/**
 * Gloomhaven-family turn order (GH rulebook p.18, "initiative order": the lowest initiative acts
 * first): ascending initiative, combatants without one last, ties by id so every client agrees.
 */
export function compareLowestFirst(a: OrderedCombatant, b: OrderedCombatant): number {
  const ia = a.initiative ?? Number.POSITIVE_INFINITY;
  const ib = b.initiative ?? Number.POSITIVE_INFINITY;
  if (ia !== ib) return ia < ib ? -1 : 1;
  return (a.id ?? "").localeCompare(b.id ?? "");
}

/** Whether the world orders the combat tracker lowest initiative first (setting "hexLowestFirst"). */
function lowestFirst(): boolean {
  try {
    return game.settings.get(MODULE_ID, HEX_SETTINGS.lowestFirst);
  } catch {
    return false; // not registered yet (before "init" ran): Foundry's own order.
  }
}

/**
 * Makes the combat tracker list the lowest initiative first while the world setting is on, for
 * combats on scenes played with the module (played-scenes.ts); every other combat keeps its order.
 * Foundry documents `Combat#_sortCombatants` as the method a system or module overrides "to display
 * combatants in an alternative order" (foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#_sortcombatants;
 * the same on v14). The class already configured (by the game system or another module) is extended,
 * not replaced, and its own order is kept while the setting is off.
 */
export function installLowestFirstOrder(config: { documentClass: unknown }): void {
  const Base = config.documentClass as typeof Combat;
  class LowestInitiativeFirstCombat extends Base {
    protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
      return lowestFirst() && combatIsPlayed(this) ? compareLowestFirst(a, b) : super._sortCombatants(a, b);
    }
  }
  config.documentClass = LowestInitiativeFirstCombat;
}
