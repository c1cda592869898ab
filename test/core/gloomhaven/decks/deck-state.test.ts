import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  drawCard,
  endRound,
  monsterCatalogue,
  newDeckState,
  pickCard,
  readDeckState,
  redrawCard,
  undoDraw,
  type AbilityDeck,
  type DeckState,
} from "../../../../src/core/gloomhaven/decks";
import { seededRandom } from "../../../../src/cli/seeded-random";

const GUARD: AbilityDeck = monsterCatalogue().deckById.get("gloomhaven/guard")!;
const SHUFFLE_CARDS = new Set(GUARD.cards.filter((c) => c.shuffle).map((c) => c.card));

function allCards(state: DeckState): number[] {
  return [...state.drawPile, ...state.discard, ...(state.current === null ? [] : [state.current])].sort();
}

/** A deck whose draw pile is in a known order (top first). */
function stacked(order: readonly number[]): DeckState {
  return { deckId: GUARD.id, drawPile: order, discard: [], current: null, undo: [] };
}

const IDS = GUARD.cards.map((c) => c.card);
const NO_SHUFFLE_FIRST = [
  ...IDS.filter((c) => !SHUFFLE_CARDS.has(c)),
  ...IDS.filter((c) => SHUFFLE_CARDS.has(c)),
];

describe("drawing one card per round", () => {
  it("reveals the top card and discards last round's card at the next draw", () => {
    const random = seededRandom(1);
    let deck = drawCard(stacked(NO_SHUFFLE_FIRST), random);
    expect(deck.current).toBe(NO_SHUFFLE_FIRST[0]);
    deck = endRound(deck, GUARD, random);
    expect(deck.current).toBeNull();
    expect(deck.discard).toEqual([NO_SHUFFLE_FIRST[0]]);
    deck = drawCard(deck, random);
    expect(deck.current).toBe(NO_SHUFFLE_FIRST[1]);
    expect(deck.drawPile).toEqual(NO_SHUFFLE_FIRST.slice(2));
  });

  it("reshuffles every card at the end of a round whose card has the shuffle symbol", () => {
    const shuffleCard = [...SHUFFLE_CARDS][0]!;
    const random = seededRandom(2);
    const plain = NO_SHUFFLE_FIRST[0]!;
    let deck = stacked([plain, shuffleCard, ...IDS.filter((c) => c !== plain && c !== shuffleCard)]);
    deck = endRound(drawCard(deck, random), GUARD, random);
    deck = drawCard(deck, random);
    expect(deck.current).toBe(shuffleCard);
    deck = endRound(deck, GUARD, random);
    expect(deck.discard).toEqual([]);
    expect(deck.current).toBeNull();
    expect(deck.drawPile).toHaveLength(GUARD.cards.length);
  });

  it("refills an empty draw pile from the shuffled discard pile", () => {
    const random = seededRandom(3);
    let deck: DeckState = { deckId: GUARD.id, drawPile: [], discard: [525, 526], current: null, undo: [] };
    deck = drawCard(deck, random);
    expect([525, 526]).toContain(deck.current);
    expect(deck.discard).toEqual([]);
  });

  it("keeps every card exactly once through any sequence of draws, picks, undos and round ends", () => {
    type Step = "draw" | "redraw" | "undo" | "end" | number;
    const step = fc.oneof(
      fc.constantFrom<Step>("draw", "redraw", "undo", "end"),
      fc.constantFrom<Step>(...IDS),
    );
    fc.assert(
      fc.property(fc.integer(), fc.array(step, { maxLength: 40 }), (seed, steps) => {
        const random = seededRandom(seed);
        let deck = newDeckState(GUARD, random);
        for (const s of steps) {
          if (s === "draw") deck = drawCard(deck, random);
          else if (s === "redraw") deck = redrawCard(deck, random);
          else if (s === "undo") deck = undoDraw(deck);
          else if (s === "end") deck = endRound(deck, GUARD, random);
          else deck = pickCard(deck, GUARD, s);
          expect(allCards(deck)).toEqual([...IDS].sort());
        }
      }),
    );
  });
});

describe("the GM's corrections", () => {
  it("undo of a draw puts the card back on top", () => {
    const random = seededRandom(4);
    const before = stacked(NO_SHUFFLE_FIRST);
    const undone = undoDraw(drawCard(before, random));
    expect(undone).toEqual(before);
  });

  it("a redraw discards the revealed card and reveals the next; undo restores the first", () => {
    const random = seededRandom(5);
    const first = drawCard(stacked(NO_SHUFFLE_FIRST), random);
    const second = redrawCard(first, random);
    expect(second.current).toBe(NO_SHUFFLE_FIRST[1]);
    expect(second.discard).toContain(NO_SHUFFLE_FIRST[0]);
    expect(undoDraw(second)).toEqual(first);
  });

  it("picking by hand takes that card wherever it is and returns the revealed card to the top", () => {
    const random = seededRandom(6);
    const drawn = drawCard(stacked(NO_SHUFFLE_FIRST), random);
    const picked = pickCard(drawn, GUARD, 526);
    expect(picked.current).toBe(526);
    expect(picked.drawPile[0]).toBe(NO_SHUFFLE_FIRST[0]);
    expect(picked.drawPile).not.toContain(526);
  });

  it("picking a card of another deck changes nothing", () => {
    const deck = stacked(NO_SHUFFLE_FIRST);
    expect(pickCard(deck, GUARD, 9999)).toBe(deck);
  });

  it("undo with nothing to undo changes nothing", () => {
    const deck = stacked(NO_SHUFFLE_FIRST);
    expect(undoDraw(deck)).toBe(deck);
  });
});

describe("a stored deck state", () => {
  it("is restored after a round trip through JSON (a reload)", () => {
    const random = seededRandom(7);
    const deck = drawCard(drawCard(newDeckState(GUARD, random), random), random);
    expect(readDeckState(JSON.parse(JSON.stringify(deck)), GUARD)).toEqual(deck);
  });

  it("is refused when damaged, of another deck, or missing a card", () => {
    const deck = newDeckState(GUARD, seededRandom(8));
    expect(readDeckState({ ...deck, drawPile: "x" }, GUARD)).toBeNull();
    expect(readDeckState({ ...deck, deckId: "gloomhaven/archer" }, GUARD)).toBeNull();
    expect(readDeckState({ ...deck, drawPile: deck.drawPile.slice(1) }, GUARD)).toBeNull();
    expect(readDeckState(undefined, GUARD)).toBeNull();
  });
});

describe("shuffling", () => {
  it("uses only the random source passed in: the same seed gives the same order", () => {
    expect(newDeckState(GUARD, seededRandom(9))).toEqual(newDeckState(GUARD, seededRandom(9)));
  });
});
