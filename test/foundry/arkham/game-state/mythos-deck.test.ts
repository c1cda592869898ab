import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawMythosCard, pickMythosCard } from "../../../../src/foundry/arkham/game-state/mythos-deck";
import { newGameState } from "../../../../src/foundry/arkham/game-state/new-game";
import { shuffled } from "../../../../src/view/arkham";
import { seededUniform } from "../../runtime/seeded";

const game = () => newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] });

describe("shuffling with an injected random source", () => {
  it("keeps every item exactly once and is reproducible from the seed", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), fc.integer(), (items, seed) => {
        const once = shuffled(items, seededUniform(seed));
        expect([...once].sort()).toEqual([...items].sort());
        expect(shuffled(items, seededUniform(seed))).toEqual(once);
      }),
    );
  });

  it("stays in range even when the source returns its upper edge", () => {
    expect(shuffled([1, 2, 3], () => 0.9999999999).sort()).toEqual([1, 2, 3]);
  });
});

describe("drawing Mythos cards", () => {
  it("moves the drawn card from the deck to the discard pile", () => {
    const start = game();
    const drawn = drawMythosCard(start, seededUniform(1));
    expect(drawn).toBeDefined();
    if (drawn === undefined) return;
    expect(drawn.state.mythosDiscard).toEqual([drawn.card]);
    expect(drawn.state.mythosDeck).toHaveLength(start.mythosDeck.length - 1);
    expect(drawn.state.mythosDeck).not.toContain(drawn.card);
  });

  it("reshuffles the discard pile into a new deck when the deck runs out", () => {
    let state = { ...game(), mythosDeck: ["A", "B"], mythosDiscard: [] as string[] };
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const drawn = drawMythosCard(state, seededUniform(i + 7));
      if (drawn === undefined) throw new Error("no card");
      seen.push(drawn.card);
      state = drawn.state;
    }
    expect(seen.slice(0, 2).sort()).toEqual(["A", "B"]);
    expect(state.mythosDiscard).toEqual([seen[2]]);
    expect(state.mythosDeck).toHaveLength(1);
  });

  it("draws nothing when no card set is in play", () => {
    expect(
      drawMythosCard({ ...game(), mythosDeck: [], mythosDiscard: [] }, seededUniform(1)),
    ).toBeUndefined();
  });

  it("records a card picked by hand as discarded and out of the deck", () => {
    const start = game();
    const card = start.mythosDeck[3] ?? "";
    const after = pickMythosCard(start, card);
    expect(after.mythosDeck).not.toContain(card);
    expect(after.mythosDiscard).toEqual([card]);
  });
});
