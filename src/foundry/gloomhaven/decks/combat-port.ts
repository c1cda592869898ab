import { MODULE_ID } from "../../constants";
import { sideOfToken } from "../token-side";
import type { CombatDecks } from "./combat-decks";
import { presetMonsterData } from "./preset-monster";
import type { DeckCombatPort, DeckStandee } from "./round-start";

/** The combat flag holding the decks. */
export const DECKS_FLAG = "decks";

/**
 * The monster standees of a combat that have a preset type. Tokens are found through
 * `combatant.token` / `combatant.sceneId` (a combat may have no scene, foundry.md).
 */
function combatStandees(combat: Combat.Implementation): DeckStandee[] {
  const standees: DeckStandee[] = [];
  for (const combatant of combat.combatants.contents) {
    const token = combatant.token;
    const sceneId = combatant.sceneId ?? token?.parent?.id ?? null;
    if (!token || !combatant.id || !sceneId || sideOfToken(sceneId, token.id ?? "") !== "monster") continue;
    const { data, line } = presetMonsterData(token);
    if (!line) continue;
    standees.push({
      id: combatant.id,
      name: token.name,
      type: line.type,
      elite: data.elite,
      standee: data.standee,
      initiative: combatant.initiative ?? null,
    });
  }
  return standees;
}

/** The round draw's view of a Foundry Combat (its decks live in the combat's `decks` flag). */
export function combatPort(combat: Combat.Implementation): DeckCombatPort {
  return {
    round: combat.round ?? 0,
    standees: () => combatStandees(combat),
    trackerInitiatives: () => combat.turns.map((c) => c.initiative ?? null),
    readFlag: () => combat.getFlag(MODULE_ID, DECKS_FLAG),
    writeFlag: async (value: CombatDecks) => {
      await combat.setFlag(MODULE_ID, DECKS_FLAG, value);
    },
    setInitiatives: async (changes) => {
      await combat.updateEmbeddedDocuments(
        "Combatant",
        [...changes].map(([_id, initiative]) => ({ _id, initiative })),
      );
    },
  };
}

/** The started combats holding a combatant for this token, the active one first. */
export function combatsOfToken(token: TokenDocument.Implementation): Combat.Implementation[] {
  const sceneId = token.parent?.id;
  const holds = (c: Combat.Implementation) =>
    c.started &&
    c.combatants.contents.some((cb) => cb.tokenId === token.id && (cb.sceneId ?? sceneId) === sceneId);
  const all = game.combats?.contents.filter(holds) ?? [];
  return all.sort((a, b) => Number(b.active) - Number(a.active));
}
