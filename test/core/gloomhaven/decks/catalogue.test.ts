import { describe, expect, it } from "vitest";
import {
  catalogueProblems,
  matchMonsterType,
  monsterCatalogue,
  rankOf,
  statsAt,
} from "../../../../src/core/gloomhaven/decks";

const catalogue = monsterCatalogue();

describe("the shipped monster presets", () => {
  it("hold the counts their README states, per game box", () => {
    const count = (edition: string) => ({
      monsters: catalogue.monsters.filter((m) => m.edition === edition).length,
      decks: catalogue.decks.filter((d) => d.edition === edition).length,
      cards: catalogue.decks.filter((d) => d.edition === edition).reduce((n, d) => n + d.cards.length, 0),
    });
    expect(catalogue.monsters).toHaveLength(184);
    expect(catalogue.decks).toHaveLength(98);
    expect(count("gloomhaven")).toEqual({ monsters: 60, decks: 30, cards: 240 });
    expect(count("jotl")).toEqual({ monsters: 23, decks: 18, cards: 125 });
    expect(count("frosthaven")).toEqual({ monsters: 101, decks: 50, cards: 379 });
    expect(catalogue.areas.size).toBe(12);
  });

  it("are consistent: every deck and area exists, every level and rank is there", () => {
    expect(catalogueProblems(catalogue)).toEqual([]);
  });

  it("give the Bandit Guard's stat card per level and rank", () => {
    const guard = catalogue.monsterById.get("gloomhaven/bandit-guard")!;
    expect(statsAt(guard, 1, "normal")).toMatchObject({ health: 6, move: 3, attack: 2, range: 0 });
    expect(statsAt(guard, 1, "elite")).toMatchObject({ health: 9, move: 2, attack: 3, range: 0 });
    expect(statsAt(guard, 9, "normal")).toBe(statsAt(guard, 7, "normal"));
  });

  it("give a boss its single rank whatever the token's elite flag says", () => {
    const boss = catalogue.monsters.find((m) => m.boss)!;
    expect(rankOf(boss, true)).toBe("boss");
    expect(statsAt(boss, 3, "elite")).toBe(boss.levels[3]!.boss);
  });
});

describe("matching a token's name to a monster type", () => {
  it("finds the type by name within the world's rule set", () => {
    expect(matchMonsterType(catalogue, "Bandit Guard", "gloomhaven")?.id).toBe("gloomhaven/bandit-guard");
    expect(matchMonsterType(catalogue, "Vermling Scout", "jotl")?.id).toBe("jotl/vermling-scout");
    expect(matchMonsterType(catalogue, "Vermling Scout", "frosthaven")?.id).toBe("frosthaven/vermling-scout");
  });

  it("prefers the box's regular monster to its scenario variants", () => {
    expect(matchMonsterType(catalogue, "Cave Bear", "gloomhaven")?.scenarioSpecific).toBe(false);
  });

  it("takes a type id as it is, in any rule set", () => {
    expect(matchMonsterType(catalogue, "frosthaven/hound", "gloomhaven")?.id).toBe("frosthaven/hound");
  });

  it("finds nothing for an unknown name or an empty one", () => {
    expect(matchMonsterType(catalogue, "Goblin King", "gloomhaven")).toBeNull();
    expect(matchMonsterType(catalogue, "  ", "gloomhaven")).toBeNull();
  });
});

describe("loading presets", () => {
  it("refuses a file that does not follow its schema or names a missing deck", async () => {
    const { buildCatalogue } = await import("../../../../src/core/gloomhaven/decks");
    const monsters = (await import("../../../../src/core/gloomhaven/presets/monsters.json")).default;
    const decks = (await import("../../../../src/core/gloomhaven/presets/decks.json")).default;
    expect(() => buildCatalogue({ ...monsters, schema: "other/1" }, decks)).toThrow();
    expect(() => buildCatalogue(monsters, { ...decks, decks: decks.decks.slice(1) })).toThrow(
      /deck .* missing/,
    );
  });
});
