import { describe, expect, it } from "vitest";
import { monsterCatalogue } from "../../../../src/core/gloomhaven/decks";
import { readCombatDecks } from "../../../../src/foundry/gloomhaven/decks/combat-decks";
import { correctDraw, drawForRound } from "../../../../src/foundry/gloomhaven/decks/round-start";
import { seededRandom } from "../../../../src/cli/seeded-random";
import { FakeCombat, type FakeCombatant } from "./fake-combat";

const catalogue = monsterCatalogue();
const type = (id: string) => catalogue.monsterById.get(id)!;
const guard = type("gloomhaven/bandit-guard");
const archer = type("gloomhaven/bandit-archer");
const cityGuard = type("gloomhaven/city-guard");

function monster(id: string, t = guard, elite = false, standee = 1): FakeCombatant {
  return { id, name: t.name, type: t, elite, standee, initiative: null };
}
function character(id: string, initiative: number): FakeCombatant {
  return { id, name: id, type: null, elite: false, standee: 0, initiative };
}

/** A combat in round 1 with two guards (one elite), an archer and a character. */
function encounter() {
  const combat = new FakeCombat([
    monster("g2", guard, false, 2),
    monster("g1", guard, false, 1),
    monster("g3", guard, true, 3),
    monster("a1", archer, false, 1),
    character("brute", 40),
  ]);
  combat.round = 1;
  return combat;
}

function stored(combat: FakeCombat) {
  return readCombatDecks(combat.flag, catalogue).value;
}

describe("the round-start draw", () => {
  it("draws one card for every monster type with a standee, and none for other decks", async () => {
    const combat = encounter();
    const outcome = await drawForRound(combat.port(), catalogue, seededRandom(1));
    expect(outcome.drawn.map((d) => d.deckId).sort()).toEqual(["gloomhaven/archer", "gloomhaven/guard"]);
    expect(Object.keys(stored(combat).decks).sort()).toEqual(["gloomhaven/archer", "gloomhaven/guard"]);
    expect(stored(combat).round).toBe(1);
  });

  it("gives monster types sharing a deck the same card", async () => {
    const combat = new FakeCombat([monster("b1", guard), monster("c1", cityGuard)]);
    combat.round = 1;
    const { drawn } = await drawForRound(combat.port(), catalogue, seededRandom(2));
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.standees.map((s) => s.id).sort()).toEqual(["b1", "c1"]);
  });

  it("writes the card's initiative to every standee: elites first, then by standee number", async () => {
    const combat = encounter();
    const { drawn } = await drawForRound(combat.port(), catalogue, seededRandom(3));
    const guardCard = drawn.find((d) => d.deckId === "gloomhaven/guard")!.card.initiative;
    const archerCard = drawn.find((d) => d.deckId === "gloomhaven/archer")!.card.initiative;
    const initiative = (id: string) => combat.combatants.find((c) => c.id === id)!.initiative;
    expect(initiative("a1")).toBe(archerCard);
    expect(initiative("brute")).toBe(40);
    expect(Math.trunc(initiative("g1")!)).toBe(guardCard);
    const guards = combat.turns.filter((c) => c.type === guard).map((c) => c.id);
    expect(guards).toEqual(["g3", "g1", "g2"]);
  });

  it("does not draw again for a round already drawn (a reload, or a second GM), and changes nothing", async () => {
    const combat = encounter();
    await drawForRound(combat.port(), catalogue, seededRandom(4));
    const before = combat.flag;
    const again = await drawForRound(combat.port(), catalogue, seededRandom(99));
    expect(again.changed).toBe(false);
    expect(combat.flag).toEqual(before);
    expect(combat.initiativeWrites).toHaveLength(1);
  });

  it("draws the next card at the next round and discards the last one", async () => {
    const combat = encounter();
    const first = await drawForRound(combat.port(), catalogue, seededRandom(5));
    const firstGuard = first.drawn.find((d) => d.deckId === "gloomhaven/guard")!.card;
    combat.round = 2;
    const second = await drawForRound(combat.port(), catalogue, seededRandom(5));
    const deck = stored(combat).decks["gloomhaven/guard"]!;
    const secondGuard = second.drawn.find((d) => d.deckId === "gloomhaven/guard")!.card;
    expect(secondGuard.card).not.toBe(firstGuard.card);
    expect(deck.current).toBe(secondGuard.card);
    if (firstGuard.shuffle) expect(deck.discard).toEqual([]);
    else expect(deck.discard).toEqual([firstGuard.card]);
  });

  it("reshuffles a deck at the end of a round whose card has the shuffle symbol", async () => {
    const combat = encounter();
    await drawForRound(combat.port(), catalogue, seededRandom(6));
    await correctDraw(
      combat.port(),
      "gloomhaven/guard",
      { kind: "pick", card: 524 },
      catalogue,
      seededRandom(6),
    );
    combat.round = 2;
    await drawForRound(combat.port(), catalogue, seededRandom(6));
    const deck = stored(combat).decks["gloomhaven/guard"]!;
    expect(deck.discard).toEqual([]);
    expect(deck.drawPile).toHaveLength(7);
  });

  it("starts a damaged decks flag fresh and says so", async () => {
    const combat = encounter();
    combat.setRawFlag({ round: "one", decks: 3 });
    const outcome = await drawForRound(combat.port(), catalogue, seededRandom(7));
    expect(outcome.damaged).toBe(true);
    expect(outcome.drawn).toHaveLength(2);
  });
});

describe("the GM's corrections", () => {
  it("picking a card by hand makes it the type's card and sets the initiatives from it", async () => {
    const combat = encounter();
    await drawForRound(combat.port(), catalogue, seededRandom(8));
    await correctDraw(
      combat.port(),
      "gloomhaven/guard",
      { kind: "pick", card: 526 },
      catalogue,
      seededRandom(8),
    );
    expect(stored(combat).decks["gloomhaven/guard"]!.current).toBe(526);
    expect(Math.trunc(combat.combatants.find((c) => c.id === "g1")!.initiative!)).toBe(35);
  });

  it("undo of a draw restores the card before it, and a redraw draws another one", async () => {
    const combat = encounter();
    await drawForRound(combat.port(), catalogue, seededRandom(9));
    const drawn = stored(combat).decks["gloomhaven/guard"]!.current;
    await correctDraw(combat.port(), "gloomhaven/guard", { kind: "redraw" }, catalogue, seededRandom(9));
    const redrawn = stored(combat).decks["gloomhaven/guard"]!.current;
    expect(redrawn).not.toBe(drawn);
    await correctDraw(combat.port(), "gloomhaven/guard", { kind: "undo" }, catalogue, seededRandom(9));
    expect(stored(combat).decks["gloomhaven/guard"]!.current).toBe(drawn);
  });

  it("keeps the state across a reload: the stored flag is what the next client reads", async () => {
    const combat = encounter();
    await drawForRound(combat.port(), catalogue, seededRandom(10));
    const reloaded = new FakeCombat(combat.combatants);
    reloaded.round = 1;
    reloaded.setRawFlag(combat.flag);
    expect(stored(reloaded)).toEqual(stored(combat));
    expect((await drawForRound(reloaded.port(), catalogue, seededRandom(11))).changed).toBe(false);
  });
});

describe("reading the stored decks", () => {
  it("keeps the sound decks of a partly damaged flag and drops the damaged one", async () => {
    const combat = encounter();
    await drawForRound(combat.port(), catalogue, seededRandom(14));
    const flag = combat.flag as { round: number; decks: Record<string, unknown> };
    const { value, damaged } = readCombatDecks(
      { ...flag, decks: { ...flag.decks, "gloomhaven/archer": { drawPile: [1] } } },
      catalogue,
    );
    expect(damaged).toBe(true);
    expect(Object.keys(value.decks)).toEqual(["gloomhaven/guard"]);
  });

  it("draws nothing when the GM goes back a round", async () => {
    const combat = encounter();
    combat.round = 2;
    await drawForRound(combat.port(), catalogue, seededRandom(15));
    combat.round = 1;
    expect((await drawForRound(combat.port(), catalogue, seededRandom(15))).changed).toBe(false);
  });
});
