import { shuffled, type RandomSource } from "../../../view/arkham";
import type { GameStateFlag } from "./state-flag";

/** A card drawn and the state with it moved from the deck to the discard pile. */
export interface DrawnCard {
  readonly card: string;
  readonly state: GameStateFlag;
}

/**
 * Draws the next Mythos card: an empty deck is first rebuilt from the discard pile, shuffled with
 * `random`; a new game's deck is shuffled on its first draw (no discards yet). Undefined when there
 * is no card at all (no card set in play).
 */
export function drawMythosCard(state: GameStateFlag, random: RandomSource): DrawnCard | undefined {
  const fresh = state.mythosDiscard.length === 0;
  const source = state.mythosDeck.length > 0 ? state.mythosDeck : state.mythosDiscard;
  const deck = fresh || state.mythosDeck.length === 0 ? shuffled(source, random) : [...source];
  const [card, ...rest] = deck;
  if (card === undefined) return undefined;
  const discard = state.mythosDeck.length === 0 ? [] : state.mythosDiscard;
  return { card, state: { ...state, mythosDeck: rest, mythosDiscard: [...discard, card] } };
}

/** Records a card the GM picked by hand (a physical deck): the card goes to the discard pile, out of the deck. */
export function pickMythosCard(state: GameStateFlag, card: string): GameStateFlag {
  const index = state.mythosDeck.indexOf(card);
  const deck = index < 0 ? state.mythosDeck : state.mythosDeck.filter((_, i) => i !== index);
  return { ...state, mythosDeck: deck, mythosDiscard: [...state.mythosDiscard, card] };
}
