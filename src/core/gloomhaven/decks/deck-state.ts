import { z } from "zod";
import type { AbilityDeck } from "./schema";

/** A source of uniform numbers in [0, 1): passed in by the caller (the core has no randomness). */
export type RandomSource = () => number;

/** The piles of one ability deck, serialisable as JSON (card ids, top of the draw pile first). */
export interface DeckPiles {
  readonly drawPile: readonly number[];
  readonly discard: readonly number[];
  /** The card revealed this round (null before the round's draw). */
  readonly current: number | null;
}

/** One ability deck's state (GH-RB p.29 "Monster ability cards"), with the undo history of draws. */
export interface DeckState extends DeckPiles {
  readonly deckId: string;
  /** The piles before each draw, pick or redraw this round, latest last (undo). */
  readonly undo: readonly DeckPiles[];
}

/** Undo steps kept per deck. */
const UNDO_LIMIT = 10;

/** Fisher–Yates shuffle with the injected random source (a new array). */
function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    // i and j are indexes of `out` (0 ≤ j ≤ i < length).
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A fresh deck: every card shuffled into the draw pile (scenario set-up). */
export function newDeckState(deck: AbilityDeck, random: RandomSource): DeckState {
  return {
    deckId: deck.id,
    drawPile: shuffled(
      deck.cards.map((c) => c.card),
      random,
    ),
    discard: [],
    current: null,
    undo: [],
  };
}

function piles(state: DeckState): DeckPiles {
  return { drawPile: state.drawPile, discard: state.discard, current: state.current };
}

function withUndo(state: DeckState, next: DeckPiles): DeckState {
  return { ...state, ...next, undo: [...state.undo, piles(state)].slice(-UNDO_LIMIT) };
}

/** The card revealed this round goes onto the discard pile. */
function discardCurrent(p: DeckPiles): DeckPiles {
  return p.current === null ? p : { ...p, discard: [...p.discard, p.current], current: null };
}

/** Takes the top card; an empty draw pile is first refilled from the shuffled discard pile. */
function takeTop(p: DeckPiles, random: RandomSource): DeckPiles {
  const source = p.drawPile.length > 0 ? p : { ...p, drawPile: shuffled(p.discard, random), discard: [] };
  const [top, ...rest] = source.drawPile;
  return top === undefined ? source : { ...source, drawPile: rest, current: top };
}

/** Reveals the round's card (GH-RB p.29): last round's card is discarded, the top card drawn. */
export function drawCard(state: DeckState, random: RandomSource): DeckState {
  return withUndo(state, takeTop(discardCurrent(piles(state)), random));
}

/**
 * Redraw: the card revealed this round is discarded and the next one drawn (the GM drew the wrong
 * card, or a rule says to draw again). Undo restores the first card.
 */
export function redrawCard(state: DeckState, random: RandomSource): DeckState {
  return drawCard(state, random);
}

/**
 * The GM picks the round's card by hand (a physical deck at the table): a card revealed this round
 * goes back on top of the draw pile, the picked card is taken from wherever it is. Returns the
 * state unchanged when the deck has no such card.
 */
export function pickCard(state: DeckState, deck: AbilityDeck, cardId: number): DeckState {
  if (!deck.cards.some((c) => c.card === cardId)) return state;
  const back =
    state.current === null
      ? piles(state)
      : { ...piles(state), drawPile: [state.current, ...state.drawPile], current: null };
  return withUndo(state, {
    drawPile: back.drawPile.filter((c) => c !== cardId),
    discard: back.discard.filter((c) => c !== cardId),
    current: cardId,
  });
}

/** Undoes the last draw, pick or redraw; unchanged when there is nothing to undo. */
export function undoDraw(state: DeckState): DeckState {
  const previous = state.undo.at(-1);
  return previous ? { ...state, ...previous, undo: state.undo.slice(0, -1) } : state;
}

/**
 * End of round (GH-RB p.29): the revealed card is discarded; if it has the shuffle symbol, every
 * card goes back into the draw pile, shuffled. The round's undo history is cleared.
 */
export function endRound(state: DeckState, deck: AbilityDeck, random: RandomSource): DeckState {
  const card = deck.cards.find((c) => c.card === state.current);
  if (!card?.shuffle) return { ...state, ...discardCurrent(piles(state)), undo: [] };
  return {
    ...state,
    drawPile: shuffled([...state.drawPile, ...state.discard, card.card], random),
    discard: [],
    current: null,
    undo: [],
  };
}

const PILES = z.object({
  drawPile: z.array(z.number().int()),
  discard: z.array(z.number().int()),
  current: z.number().int().nullable(),
});
const STATE = PILES.extend({ deckId: z.string().min(1), undo: z.array(PILES) });

/** Whether the piles hold each card of the deck exactly once. */
function holdsDeck(p: DeckPiles, deck: AbilityDeck): boolean {
  const all = [...p.drawPile, ...p.discard, ...(p.current === null ? [] : [p.current])].sort((a, b) => a - b);
  const ids = deck.cards.map((c) => c.card).sort((a, b) => a - b);
  return all.length === ids.length && all.every((c, i) => c === ids[i]);
}

/**
 * Reads a stored deck state (a combat flag): null when it is malformed or does not hold this
 * deck's cards exactly once (the caller starts a fresh deck and says so). Undo steps that do not
 * hold the deck are dropped.
 */
export function readDeckState(raw: unknown, deck: AbilityDeck): DeckState | null {
  const parsed = STATE.safeParse(raw);
  if (!parsed.success || parsed.data.deckId !== deck.id || !holdsDeck(parsed.data, deck)) return null;
  return { ...parsed.data, undo: parsed.data.undo.filter((p) => holdsDeck(p, deck)) };
}
