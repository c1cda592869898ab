import { orderMonsterSets } from "../../core/gloomhaven";
import { sceneIdOfCombatant } from "../combat-scene";
import { monsterDataSources, resolveMonsterData } from "./monster-data-store";
import { combatIsPlayed } from "./played-scenes";
import { orderHelperSetting } from "./settings";
import { sideOfToken } from "./token-side";
import {
  detectSortDirection,
  spreadInitiatives,
  trackedMonster,
  type TrackedMonster,
} from "./tracker-initiatives";

/**
 * The turn-order helper (optional setting): after initiative changes, each monster set (one type
 * sharing an initiative) is listed in the core's order (orderMonsterSets: elites first, then by
 * standee number). Only the active GM writes; nothing is written when the order is already right.
 */
export async function orderMonsterCombatants(
  combat: Combat.Implementation | null | undefined,
): Promise<void> {
  if (!combat || !game.user?.isActiveGM || !orderHelperSetting() || !combatIsPlayed(combat)) return;
  const monsters: TrackedMonster[] = [];
  for (const combatant of combat.combatants.contents) {
    // Each combatant's own scene: a combat made from the tracker or a token has no scene.
    const sceneId = sceneIdOfCombatant(combatant, combat);
    const token = combatant.token;
    if (!sceneId || !token || !combatant.id || sideOfToken(sceneId, token.id ?? "") !== "monster") continue;
    const { data } = resolveMonsterData(monsterDataSources(token));
    const standee = { id: combatant.id, type: data.type, elite: data.elite, standee: data.standee };
    monsters.push(trackedMonster(standee, combatant.initiative ?? null));
  }
  const direction = detectSortDirection(combat.turns.map((c) => c.initiative ?? null));
  const changes = spreadInitiatives(orderMonsterSets(monsters), direction);
  if (changes.size === 0) return;
  await combat.updateEmbeddedDocuments(
    "Combatant",
    [...changes].map(([_id, initiative]) => ({ _id, initiative })),
  );
}
