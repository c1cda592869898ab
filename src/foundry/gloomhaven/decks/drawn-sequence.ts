import { cardSequence, monsterCatalogue, needsSequence } from "../../../core/gloomhaven/decks";
import type { PresetLine } from "../../../view/gloomhaven/decks";
import { currentCard, readCombatDecks } from "./combat-decks";
import type { SequenceCard } from "../sequence";

export { needsSequence };

/**
 * The card the monster's deck drew this round as a sequence the window plays (SQ-0, SQ-1), when it
 * needs the engine ({@link needsSequence}); null without a drawn card, for a card left to the GM
 * (SQ-0 exclusions) and for a one-move-one-attack card, which keeps the single-turn window.
 */
export function drawnSequence(
  combatFlags: readonly unknown[],
  line: PresetLine | null,
  flying: boolean,
): SequenceCard | null {
  if (!line) return null;
  const catalogue = monsterCatalogue();
  const deck = catalogue.deckById.get(line.type.deck);
  if (!deck) return null;
  for (const raw of combatFlags) {
    const card = currentCard(readCombatDecks(raw, catalogue).value, deck.id, catalogue);
    if (!card) continue;
    const played = cardSequence(deck.id, card, line.stats, line.rank, catalogue.areas);
    if (played.kind !== "sequence" || !needsSequence(played.abilities)) return null;
    return { abilities: played.abilities, focus: played.focus, mover: { flying } };
  }
  return null;
}
