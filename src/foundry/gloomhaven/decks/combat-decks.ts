import { z } from "zod";
import {
  drawCard,
  endRound,
  newDeckState,
  pickCard,
  readDeckState,
  redrawCard,
  undoDraw,
  type AbilityCard,
  type DeckState,
  type MonsterCatalogue,
  type RandomSource,
} from "../../../core/gloomhaven/decks";

/** The decks of one combat, as kept in its `decks` flag: the round whose cards are drawn, and each deck by id. */
export interface CombatDecks {
  readonly round: number;
  readonly decks: Readonly<Record<string, DeckState>>;
}

/** No deck yet. */
const EMPTY_DECKS: CombatDecks = { round: 0, decks: {} };

const FLAG = z.object({ round: z.number().int().min(0), decks: z.record(z.string(), z.unknown()) });

/**
 * Reads a combat's decks flag through a schema: an absent flag is no deck; a damaged flag or deck
 * is dropped (that deck starts fresh) and reported as `damaged`, never a crash.
 */
export function readCombatDecks(
  raw: unknown,
  catalogue: MonsterCatalogue,
): { value: CombatDecks; damaged: boolean } {
  if (raw === undefined || raw === null) return { value: EMPTY_DECKS, damaged: false };
  const parsed = FLAG.safeParse(raw);
  if (!parsed.success) return { value: EMPTY_DECKS, damaged: true };
  let damaged = false;
  const decks: Record<string, DeckState> = {};
  for (const [id, value] of Object.entries(parsed.data.decks)) {
    const deck = catalogue.deckById.get(id);
    const state = deck ? readDeckState(value, deck) : null;
    if (state) decks[id] = state;
    else if (value !== null) damaged = true;
  }
  return { value: { round: parsed.data.round, decks }, damaged };
}

/**
 * A new round (GH-RB p.29): last round's cards are discarded (a shuffle card reshuffles
 * its deck), then one card is drawn for every deck in play. Going back to an earlier round, or a
 * round already drawn, changes nothing. A deck in play with no card this round (a type that came
 * in after the draw) is drawn for too.
 */
export function advanceRound(
  state: CombatDecks,
  round: number,
  inPlay: readonly string[],
  catalogue: MonsterCatalogue,
  random: RandomSource,
): CombatDecks {
  if (round < state.round) return state;
  const decks: Record<string, DeckState> = { ...state.decks };
  if (round > state.round)
    for (const [id, deck] of Object.entries(decks)) {
      const data = catalogue.deckById.get(id);
      if (data) decks[id] = endRound(deck, data, random);
    }
  for (const id of inPlay) {
    const data = catalogue.deckById.get(id);
    if (!data) continue;
    const deck = decks[id] ?? newDeckState(data, random);
    decks[id] = deck.current === null ? drawCard(deck, random) : deck;
  }
  return { round, decks };
}

/** What the GM can do to one deck during the round. */
export type DeckCorrection =
  { readonly kind: "redraw" } | { readonly kind: "undo" } | { readonly kind: "pick"; readonly card: number };

/** Applies the GM's correction to one deck; unchanged when the deck is not in the combat. */
export function correctDeck(
  state: CombatDecks,
  deckId: string,
  correction: DeckCorrection,
  catalogue: MonsterCatalogue,
  random: RandomSource,
): CombatDecks {
  const data = catalogue.deckById.get(deckId);
  if (!data) return state;
  const deck = state.decks[deckId] ?? newDeckState(data, random);
  const next =
    correction.kind === "redraw"
      ? redrawCard(deck, random)
      : correction.kind === "undo"
        ? undoDraw(deck)
        : pickCard(deck, data, correction.card);
  return { ...state, decks: { ...state.decks, [deckId]: next } };
}

/** The card a deck shows this round, or null (not drawn yet, or no such deck). */
export function currentCard(
  state: CombatDecks,
  deckId: string,
  catalogue: MonsterCatalogue,
): AbilityCard | null {
  const current = state.decks[deckId]?.current;
  if (current === undefined || current === null) return null;
  return catalogue.deckById.get(deckId)?.cards.find((c) => c.card === current) ?? null;
}
