import { describe, expect, it } from "vitest";
import { validateScenario } from "../../../../src/core/gloomhaven";
import {
  cardAbility,
  cardMonsterAction,
  monsterCatalogue,
  rankOf,
  statsAt,
  type AbilityCard,
  type MonsterStats,
} from "../../../../src/core/gloomhaven/decks";

const catalogue = monsterCatalogue();

/** A one-hex scenario: validateScenario then checks only the action. */
const LONE_MONSTER = {
  board: { hexes: [{ q: 0, r: 0 }], wallHexes: [], thinWalls: [], terrain: [], voidBlocksLos: true },
  figures: [{ id: "m", at: { q: 0, r: 0 }, side: "monster" as const, turnOrder: [] }],
  activeId: "m",
};

function card(deckId: string, id: number): AbilityCard {
  return catalogue.deckById.get(deckId)!.cards.find((c) => c.card === id)!;
}

function stats(monsterId: string, level: number, elite = false): MonsterStats {
  const monster = catalogue.monsterById.get(monsterId)!;
  return statsAt(monster, level, rankOf(monster, elite));
}

/** Every card with every stat line that uses its deck (all levels, all ranks). */
const CASES = catalogue.decks.flatMap((deck) => {
  const users = catalogue.monsters.filter((m) => m.deck === deck.id);
  return deck.cards.map((c) => ({
    id: `${deck.id}/${c.card}`,
    card: c,
    lines: users.flatMap((m) =>
      m.levels.flatMap((l) => [l.normal, l.elite, l.boss].filter((s): s is MonsterStats => !!s)),
    ),
  }));
});

describe("every ability card maps to a monster action", () => {
  it("covers all 744 cards", () => {
    expect(CASES).toHaveLength(744);
  });

  it.each(CASES)(
    "$id gives a valid action for every monster, level and rank using it",
    ({ card: c, lines }) => {
      const neutral: MonsterStats = { health: 1, move: 2, attack: 2, range: 0, flying: false, traits: [] };
      for (const line of lines.length > 0 ? lines : [neutral]) {
        const ability = cardAbility(c, line, catalogue.areas);
        expect(validateScenario(LONE_MONSTER, cardMonsterAction(ability))).toEqual([]);
        expect(ability.notes.includes("complex")).toBe(c.complex);
        expect(ability.notes.includes("element-bonus")).toBe(c.elementBonus);
        expect(ability.notes.includes("special-action")).toBe(
          c.other.some((o) => o.type === "special" || o.type === "scenario-special"),
        );
        expect(ability.move === null).toBe(
          c.move === null || c.order === "attack-only" || c.order === "none",
        );
        expect(ability.attack === null).toBe(
          c.attack === null || c.order === "move-only" || c.order === "none",
        );
      }
    },
  );
});

describe("hand-checked cards", () => {
  it("Gloomhaven Bandit Guard 526: Move -1, a melee monster attacking at fixed Range 2", () => {
    const ability = cardAbility(
      card("gloomhaven/guard", 526),
      stats("gloomhaven/bandit-guard", 1),
      catalogue.areas,
    );
    expect(ability).toMatchObject({
      initiative: 35,
      move: { modifier: -1, total: 2, mode: "walk" },
      attack: { range: 2, rangeModifier: 2, targets: 1, area: null },
      notes: [],
    });
  });

  it("Gloomhaven Bandit Archer 536: attack only, Range +0 over the archer's 4, two targets", () => {
    const ability = cardAbility(
      card("gloomhaven/archer", 536),
      stats("gloomhaven/bandit-archer", 1),
      catalogue.areas,
    );
    expect(ability.move).toBeNull();
    expect(ability.attack).toMatchObject({ range: 4, rangeModifier: 0, targets: 2 });
  });

  it("Gloomhaven Bandit Guard 524: shield and retaliate only, no move and no attack", () => {
    const ability = cardAbility(
      card("gloomhaven/guard", 524),
      stats("gloomhaven/bandit-guard", 1),
      catalogue.areas,
    );
    expect(cardMonsterAction(ability)).toMatchObject({ move: 0, attack: null });
  });

  it("Jaws of the Lion Vermling Scout 467: move only, by jumping", () => {
    const ability = cardAbility(
      card("jotl/vermling-scout", 467),
      stats("jotl/vermling-scout", 2),
      catalogue.areas,
    );
    expect(ability.move).toEqual({ modifier: 1, total: 4, mode: "jump" });
    expect(ability.attack).toBeNull();
  });

  it("Jaws of the Lion Vermling Scout 463: a melee monster shooting at fixed Range 3", () => {
    const ability = cardAbility(
      card("jotl/vermling-scout", 463),
      stats("jotl/vermling-scout", 2),
      catalogue.areas,
    );
    expect(ability.move?.total).toBe(1);
    expect(ability.attack).toMatchObject({ range: 3, targets: 1 });
  });

  it("Frosthaven Archer 761: attack only at Range 4, two targets", () => {
    const ability = cardAbility(
      card("frosthaven/archer", 761),
      stats("frosthaven/algox-archer", 3, true),
      catalogue.areas,
    );
    expect(ability.move).toBeNull();
    expect(ability.attack).toMatchObject({ range: 4, targets: 2 });
  });

  it("Frosthaven Hound 849: attacks before moving, flagged complex", () => {
    const ability = cardAbility(card("frosthaven/hound", 849), stats("frosthaven/hound", 1), catalogue.areas);
    expect(ability.notes).toEqual(expect.arrayContaining(["complex", "attack-before-move"]));
  });

  it("an area card gives its shape relative to the attacker when melee", () => {
    const areaCard = catalogue.decks
      .flatMap((d) => d.cards)
      .find((c) => c.attack?.area && catalogue.areas.get(c.attack.area)?.origin === "attacker")!;
    const neutral: MonsterStats = { health: 1, move: 2, attack: 2, range: 0, flying: false, traits: [] };
    const ability = cardAbility(areaCard, neutral, catalogue.areas);
    expect(ability.attack?.area?.origin).toBe("attacker");
    expect(ability.attack?.area?.hexes).toEqual(catalogue.areas.get(areaCard.attack!.area!)!.hexes);
  });

  it("'Target all adjacent enemies' is a melee attack on every adjacent enemy", () => {
    const allAdjacent = catalogue.decks
      .flatMap((d) => d.cards)
      .find((c) => c.attack?.targets === "all" && c.attack.range !== null && "fixed" in c.attack.range)!;
    const neutral: MonsterStats = { health: 1, move: 2, attack: 2, range: 3, flying: false, traits: [] };
    expect(cardAbility(allAdjacent, neutral, catalogue.areas).attack).toMatchObject({
      range: 0,
      targets: "all",
    });
  });

  it("a monster's own Target trait applies when the card prints none", () => {
    const withTrait: MonsterStats = {
      health: 1,
      move: 2,
      attack: 2,
      range: 3,
      flying: true,
      traits: [{ type: "target", value: 2 }],
    };
    const ability = cardAbility(card("gloomhaven/archer", 533), withTrait, catalogue.areas);
    expect(ability.attack?.targets).toBe(2);
    expect(ability.flying).toBe(true);
  });
});
