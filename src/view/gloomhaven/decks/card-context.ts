import { cardNotes, type AbilityCard, type AbilityDeck, type CardNote } from "../../../core/gloomhaven/decks";
import type { Localizer } from "../../i18n";
import { cardNoteTexts, summarizeCard } from "./card-summary";

/** The drawn card above the ability editor (templates/gloomhaven/deck-card.hbs). */
export interface DeckCardContext {
  readonly deckName: string;
  readonly card: number;
  readonly initiative: number;
  readonly summary: string;
  readonly notes: readonly string[];
}

/** The context of the turn window's drawn-card part. */
export function buildDeckCard(
  deck: AbilityDeck,
  card: AbilityCard,
  notes: readonly CardNote[],
  i18n: Localizer,
): DeckCardContext {
  return {
    deckName: deck.name,
    card: card.card,
    initiative: card.initiative,
    summary: summarizeCard(card, i18n),
    notes: cardNoteTexts(notes, i18n),
  };
}

/** A standee as the chat card and the deck window name it. */
export interface StandeeName {
  readonly name: string;
  readonly elite: boolean;
  readonly standee: number;
}

/** One deck's line in the round's chat card and in the deck window. */
export interface DrawnDeckLine {
  readonly deckId: string;
  readonly deckName: string;
  readonly card: number;
  readonly initiative: number;
  readonly summary: string;
  readonly shuffle: boolean;
  readonly notes: readonly string[];
  /** "Bandit Guard 1 (elite), Bandit Guard 2". */
  readonly standees: string;
}

/** A deck's line: its card, summary, flags and the standees acting on it (elites first, then standee number). */
export function buildDrawnLine(
  deck: AbilityDeck,
  card: AbilityCard,
  standees: readonly StandeeName[],
  i18n: Localizer,
): DrawnDeckLine {
  const notes = cardNotes(card);
  const ordered = [...standees].sort((a, b) => Number(b.elite) - Number(a.elite) || a.standee - b.standee);
  return {
    deckId: deck.id,
    deckName: deck.name,
    card: card.card,
    initiative: card.initiative,
    summary: summarizeCard(card, i18n),
    shuffle: card.shuffle,
    notes: cardNoteTexts(notes, i18n),
    standees: ordered
      .map((s) => {
        const label = s.standee > 0 ? `${s.name} ${s.standee}` : s.name;
        return s.elite ? i18n.format("MONSTER_AUTOPILOT.Decks.Elite", { name: label }) : label;
      })
      .join(", "),
  };
}

/** One card of a deck as a picker lists it: value the card id, label "526 · 35 · Move -1, Attack +0, Range 2". */
export interface CardChoice {
  readonly value: string;
  readonly label: string;
}

/** Every card of a deck for a picker, ordered by initiative. */
export function cardChoices(deck: AbilityDeck, i18n: Localizer): CardChoice[] {
  return [...deck.cards]
    .sort((a, b) => a.initiative - b.initiative || a.card - b.card)
    .map((c) => ({
      value: String(c.card),
      label: `${c.card} · ${c.initiative} · ${summarizeCard(c, i18n)}`,
    }));
}
