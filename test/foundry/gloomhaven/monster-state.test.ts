import { describe, expect, it } from "vitest";
import { conditionsFromStatuses, missingStatusEffects } from "../../../src/foundry/gloomhaven/conditions";
import { resolveMonsterData } from "../../../src/foundry/gloomhaven/monster-data-store";
import { PresetStore, type PresetStorage } from "../../../src/foundry/gloomhaven/preset-store";
import { cssColor } from "../../../src/foundry/gloomhaven/settings";
import { defaultAbilityForm } from "../../../src/view/gloomhaven/ability-form";
import type { PresetLibrary } from "../../../src/view/gloomhaven/presets";

describe("conditions from the token's status effects", () => {
  it("reads Foundry's core ids and the Gloomhaven ones", () => {
    expect(conditionsFromStatuses(new Set(["stun", "restrain"]))).toEqual({
      muddled: false,
      stunned: true,
      immobilized: true,
      disarmed: false,
    });
    expect(conditionsFromStatuses(new Set(["muddled", "disarmed", "prone"]))).toEqual({
      muddled: true,
      stunned: false,
      immobilized: false,
      disarmed: true,
    });
  });

  it("adds only the module's status effects that the world lacks", () => {
    expect(missingStatusEffects([{ id: "stun" }, { id: "restrain" }]).map((s) => s.id)).toEqual([
      "muddled",
      "disarmed",
    ]);
    expect(missingStatusEffects([{ id: "muddle" }, { id: "immobilized" }, { id: "disarm" }])).toEqual([]);
  });
});

describe("monster data from flags", () => {
  const sources = {
    tokenName: "Guard 3",
    actorName: "Bandit Guard",
    actorFlag: undefined,
    tokenFlag: undefined,
  };

  it("uses the defaults without flags, with the actor's name as the monster type", () => {
    expect(resolveMonsterData(sources)).toEqual({
      data: { move: 2, range: 0, flying: false, standee: 0, elite: false, type: "Bandit Guard" },
      problems: [],
    });
  });

  it("lays the token's flag over the actor's", () => {
    const { data } = resolveMonsterData({
      ...sources,
      actorFlag: { move: 3, range: 4, type: "Archer" },
      tokenFlag: { elite: true, standee: 3, move: 4 },
    });
    expect(data).toEqual({ move: 4, range: 4, flying: false, standee: 3, elite: true, type: "Archer" });
  });

  it("reports a damaged flag naming its owner and field, and ignores it", () => {
    const { data, problems } = resolveMonsterData({
      ...sources,
      actorFlag: { move: 3 },
      tokenFlag: { move: "fast" },
    });
    expect(data.move).toBe(3);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.key).toBe("MONSTER_AUTOPILOT.Hex.Scene.BadMonsterData");
    expect(problems[0]?.params["owner"]).toBe("Guard 3");
    expect(String(problems[0]?.params["detail"])).toMatch(/^move:/);
  });
});

describe("ability presets per monster type", () => {
  function memory(initial: unknown = {}): PresetStorage & { value: unknown } {
    const storage = {
      value: initial,
      load: () => storage.value,
      save: async (library: PresetLibrary) => {
        storage.value = structuredClone(library);
      },
    };
    return storage;
  }
  const form = { ...defaultAbilityForm({ move: 2, range: 0, flying: false }), moveModifier: 1, targets: 2 };

  it("saves, lists, replaces by name and deletes cards of one type", async () => {
    const storage = memory();
    const store = new PresetStore(storage);
    const id = await store.save("Bandit Guard", "Shield Bash", form);
    await store.save("Bandit Archer", "Volley", form);
    expect(store.list("Bandit Guard").map((p) => [p.id, p.name, p.moveModifier, p.targets])).toEqual([
      [id, "Shield Bash", 1, 2],
    ]);
    const again = await store.save("Bandit Guard", "Shield Bash", { ...form, moveModifier: -1 });
    expect(again).toBe(id);
    expect(store.list("Bandit Guard").map((p) => p.moveModifier)).toEqual([-1]);
    await store.remove("Bandit Guard", id);
    expect(store.list("Bandit Guard")).toEqual([]);
    expect(store.list("Bandit Archer")).toHaveLength(1);
  });

  it("skips damaged entries instead of failing", () => {
    const store = new PresetStore(memory({ Guard: [{ id: "x", name: "ok?" }], Archer: "nonsense" }));
    expect(store.list("Guard")).toEqual([]);
    expect(store.list("Archer")).toEqual([]);
  });
});

describe("highlight colour settings", () => {
  it("accepts CSS strings, Color objects and numbers", () => {
    expect(cssColor("#112233", "#000000")).toBe("#112233");
    expect(cssColor({ css: "#445566" }, "#000000")).toBe("#445566");
    expect(cssColor(0x00ff00, "#000000")).toBe("#00ff00");
    expect(cssColor(null, "#abcdef")).toBe("#abcdef");
  });
});
