// The preset's Mythos cards and modifiers as the Mythos window lists them; shared by the Foundry
// window and the sandbox's Mythos panel.
import {
  findModifierId,
  MODIFIER_RULINGS,
  mythosCards,
  presetModifiers,
  type MythosCard,
} from "../../core/arkham";
import type { CardSummary } from "./card-context";
import { modifierRulingKey } from "./labels";
import type { ModifierSummary } from "./mythos-context";

/** The preset's Mythos cards for the searchable list (mythos_movement.json `cards`). */
export function cardSummaries(): readonly CardSummary[] {
  return mythosCards().map((card: MythosCard) => ({
    name: card.name,
    set: card.set,
    white: card.white,
    black: card.black,
  }));
}

/** The preset's environment modifiers with the core's ruling on each (mythos_movement.json `movementModifiers`). */
export function modifierSummaries(): readonly ModifierSummary[] {
  return presetModifiers().flatMap((modifier) => {
    const id = findModifierId(modifier.card);
    if (id === undefined) return [];
    return [
      {
        id,
        card: modifier.card,
        effect: modifier.effect,
        modelled: MODIFIER_RULINGS[id].modelled,
        rulingKey: modifierRulingKey(id),
      },
    ];
  });
}
