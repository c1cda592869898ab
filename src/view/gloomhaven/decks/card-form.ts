import {
  cardAbility,
  type AbilityCard,
  type AreaShape,
  type CardAbility,
  type MonsterStats,
} from "../../../core/gloomhaven/decks";
import type { AbilityForm } from "../ability-form";

/**
 * Fills the ability editor from a drawn card, over the monster's effective base
 * stats as the form holds them (the GM's Monster data overrides included): move = base ± X or
 * fixed, mode, range = base ± X or fixed, targets, area shape; no move on an attack-only card, no
 * attack on a move-only one. Flying and the token's conditions are kept. Returns the card's
 * ability too, for its notes.
 */
export function formFromCard(
  form: AbilityForm,
  card: AbilityCard,
  stats: MonsterStats,
  areas: ReadonlyMap<string, AreaShape>,
): { form: AbilityForm; ability: CardAbility } {
  const ability = cardAbility(card, { ...stats, move: form.baseMove, range: form.baseRange }, areas);
  const { move, attack } = ability;
  return {
    ability,
    form: {
      ...form,
      hasMove: move !== null,
      moveModifier: move?.modifier ?? 0,
      mode: move?.mode ?? "walk",
      hasAttack: attack !== null,
      rangeModifier: attack?.rangeModifier ?? 0,
      targets: typeof attack?.targets === "number" ? attack.targets : 1,
      targetAll: attack?.targets === "all",
      areaEnabled: attack?.area != null,
      area: attack?.area ? [...attack.area.hexes] : [],
    },
  };
}
