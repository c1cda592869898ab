import { monsterDataSources, resolveMonsterData } from "./monster-data-store";
import { detectSortDirection, orderMonsterInitiatives, type OrderedMonster } from "./monster-order";
import { orderHelperSetting } from "./settings";
import { sideOfToken } from "./token-side";

/**
 * The turn-order helper (optional setting): after initiative changes, monsters of one type that
 * share an initiative are ordered as the rules do (elites first, then by standee number). Only the
 * active GM writes; nothing is written when the order is already right.
 */
export async function orderMonsterCombatants(
  combat: Combat.Implementation | null | undefined,
): Promise<void> {
  if (!combat || !game.user?.isActiveGM || !orderHelperSetting()) return;
  const sceneId = combat.scene?.id;
  if (!sceneId) return;
  const monsters: OrderedMonster[] = [];
  for (const combatant of combat.combatants.contents) {
    const token = combatant.token;
    if (!token || !combatant.id || sideOfToken(sceneId, token.id ?? "") !== "monster") continue;
    const { data } = resolveMonsterData(monsterDataSources(token));
    monsters.push({
      combatantId: combatant.id,
      type: data.type,
      elite: data.elite,
      standee: data.standee,
      initiative: combatant.initiative ?? null,
    });
  }
  const direction = detectSortDirection(combat.turns.map((c) => c.initiative ?? null));
  const changes = orderMonsterInitiatives(monsters, direction);
  if (changes.size === 0) return;
  await combat.updateEmbeddedDocuments(
    "Combatant",
    [...changes].map(([_id, initiative]) => ({ _id, initiative })),
  );
}
