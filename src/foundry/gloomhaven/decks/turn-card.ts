import { monsterCatalogue } from "../../../core/gloomhaven/decks";
import type { AbilityForm } from "../../../view/gloomhaven";
import { buildDeckCard, type DeckCardContext } from "../../../view/gloomhaven/decks";
import { formFromCard } from "../../../view/gloomhaven/decks";
import type { PresetLine } from "../../../view/gloomhaven/decks";
import type { Localizer } from "../../../view";
import { MODULE_ID } from "../../constants";
import { currentCard, readCombatDecks } from "./combat-decks";
import { combatsOfToken, DECKS_FLAG } from "./combat-port";

/**
 * The ability a monster's turn window opens with when its deck has a card this round: the form filled from the card over the standee's base stats, and the card's line
 * and notes for the window. Every standee of the type gets the same card. Null without a card.
 */
export function drawnCardForm(
  combatFlags: readonly unknown[],
  line: PresetLine | null,
  form: AbilityForm,
  i18n: Localizer,
): { form: AbilityForm; card: DeckCardContext } | null {
  if (!line) return null;
  const catalogue = monsterCatalogue();
  const deck = catalogue.deckById.get(line.type.deck);
  if (!deck) return null;
  for (const raw of combatFlags) {
    const card = currentCard(readCombatDecks(raw, catalogue).value, deck.id, catalogue);
    if (!card) continue;
    const filled = formFromCard(form, card, line.stats, catalogue.areas);
    return { form: filled.form, card: buildDeckCard(deck, card, filled.ability.notes, i18n) };
  }
  return null;
}

/** {@link drawnCardForm} for a token: the card of its deck in the started combats holding it (the active one first). */
export function drawnCardForToken(
  token: TokenDocument.Implementation,
  line: PresetLine | null,
  form: AbilityForm,
  i18n: Localizer,
): { form: AbilityForm; card: DeckCardContext } | null {
  const flags = combatsOfToken(token).map((c) => c.getFlag(MODULE_ID, DECKS_FLAG));
  return drawnCardForm(flags, line, form, i18n);
}
