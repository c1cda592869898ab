import { describe, expect, it } from "vitest";
import { monsterCatalogue } from "../../../../src/core/gloomhaven/decks";
import { NO_PRESET, presetTypeOf, withPresetStats } from "../../../../src/view/gloomhaven/decks/preset-data";
import { DEFAULT_MONSTER_DATA } from "../../../../src/view/gloomhaven/monster-data";

const catalogue = monsterCatalogue();
const guard = catalogue.monsterById.get("gloomhaven/bandit-guard")!;

describe("a standee's preset monster type", () => {
  it("is the token's pick over the actor's pick over its name", () => {
    const type = (token: unknown, actor: unknown, name = "Bandit Guard") =>
      presetTypeOf(catalogue, { token, actor }, name, "gloomhaven")?.id ?? null;
    expect(type(undefined, undefined)).toBe("gloomhaven/bandit-guard");
    expect(type(undefined, "gloomhaven/city-guard")).toBe("gloomhaven/city-guard");
    expect(type("gloomhaven/inox-guard", "gloomhaven/city-guard")).toBe("gloomhaven/inox-guard");
    expect(type("gloomhaven/no-such-monster", undefined)).toBe("gloomhaven/bandit-guard");
  });

  it("is none when the token or actor turns the presets off, or nothing matches", () => {
    expect(
      presetTypeOf(
        catalogue,
        { token: NO_PRESET, actor: "gloomhaven/city-guard" },
        "Bandit Guard",
        "gloomhaven",
      ),
    ).toBeNull();
    expect(
      presetTypeOf(catalogue, { token: undefined, actor: NO_PRESET }, "Bandit Guard", "gloomhaven"),
    ).toBeNull();
    expect(
      presetTypeOf(catalogue, { token: undefined, actor: undefined }, "Goblin", "gloomhaven"),
    ).toBeNull();
  });
});

describe("a standee's stats with its preset", () => {
  it("take move, range and flying from the stat card at the level and the standee's rank", () => {
    const { data, line } = withPresetStats({ ...DEFAULT_MONSTER_DATA, move: 9, elite: true }, {}, guard, 3);
    expect(line).toMatchObject({ level: 3, rank: "elite" });
    expect(data).toMatchObject({ move: 3, range: 0, flying: false, elite: true });
  });

  it("keep the token's own overrides", () => {
    const { data } = withPresetStats({ ...DEFAULT_MONSTER_DATA }, { move: 5, flying: true }, guard, 1);
    expect(data).toMatchObject({ move: 5, range: 0, flying: true });
  });
});
