import { cardSequence, monsterCatalogue, needsSequence } from "../../../core/gloomhaven/decks";
import type { MonsterData } from "../../../view/gloomhaven";
import type { PresetLine } from "../../../view/gloomhaven/decks";
import { currentCard, readCombatDecks } from "./combat-decks";
import type { SequenceCard } from "../sequence";

export { needsSequence };

/**
 * The card the monster's deck drew this round as a sequence the window plays (SQ-0, SQ-1), when it
 * needs the engine ({@link needsSequence}); null without a drawn card, for a card left to the GM
 * (SQ-0 exclusions) and for a one-move-one-attack card, which keeps the single-turn window. The
 * card's values are counted from the monster's stat line as the GM sees it (`data`: the preset's
 * base move, range and flying with the token's hand-entered values on top), as the one-turn form is.
 */
export function drawnSequence(
  combatFlags: readonly unknown[],
  line: PresetLine | null,
  data: Pick<MonsterData, "move" | "range" | "flying">,
): SequenceCard | null {
  if (!line) return null;
  const catalogue = monsterCatalogue();
  const deck = catalogue.deckById.get(line.type.deck);
  if (!deck) return null;
  for (const raw of combatFlags) {
    const card = currentCard(readCombatDecks(raw, catalogue).value, deck.id, catalogue);
    if (!card) continue;
    const stats = { ...line.stats, move: data.move, range: data.range, flying: data.flying };
    const played = cardSequence(deck.id, card, stats, line.rank, catalogue.areas);
    if (played.kind !== "sequence" || !needsSequence(played.abilities)) return null;
    return { abilities: played.abilities, focus: played.focus, mover: { flying: data.flying } };
  }
  return null;
}
