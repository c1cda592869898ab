import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { monsterTypes } from "../../../src/core/arkham";
import type { MonsterFlag } from "../../../src/foundry/arkham/flag-types";
import {
  monsterFlagForChoice,
  readMonsterFlag,
  writeMonsterFlag,
  type MonsterFlagStore,
} from "../../../src/foundry/arkham/monster-flag";

describe("reading a token's monster type flag", () => {
  it("reads a preset type by id, as the Pieces window saves it", () => {
    expect(readMonsterFlag({ presetId: "kingsport-horror/cultist" })).toEqual({
      presetId: "kingsport-horror/cultist",
    });
  });

  it("migrates a type saved by name before ids existed to the base game's type of that name", () => {
    expect(readMonsterFlag({ preset: "Cultist" })).toEqual({ presetId: "base/cultist" });
    expect(readMonsterFlag({ preset: "hound of tindalos" })).toEqual({ presetId: "base/hound-of-tindalos" });
  });

  it("migrates a name only expansions have to the first listed expansion's type", () => {
    expect(readMonsterFlag({ preset: "Mummy" })).toEqual({ presetId: "dunwich-horror/mummy" });
    expect(readMonsterFlag({ preset: "Goat Spawn" })).toEqual({
      presetId: "black-goat-of-the-woods/goat-spawn",
    });
  });

  it("keeps an unknown name or id as it is, so the type is reported unknown rather than guessed", () => {
    expect(readMonsterFlag({ preset: "Cthulhu" })).toEqual({ presetId: "Cthulhu" });
    expect(readMonsterFlag({ presetId: "base/cthulhu" })).toEqual({ presetId: "base/cthulhu" });
  });

  it("prefers the id when a merged flag holds both an id and an old name", () => {
    expect(readMonsterFlag({ preset: "Cultist", presetId: "innsmouth-horror/cultist" })).toEqual({
      presetId: "innsmouth-horror/cultist",
    });
  });

  it("reads a custom dimension and movement, with its name when it is text", () => {
    expect(readMonsterFlag({ dimension: "moon", movement: "fast", name: "Night Terror" })).toEqual({
      dimension: "moon",
      movement: "fast",
      name: "Night Terror",
    });
    expect(readMonsterFlag({ dimension: "moon", movement: "fast", name: 3 })).toEqual({
      dimension: "moon",
      movement: "fast",
    });
  });

  it("reads every preset type's id and name to that type's id", () => {
    fc.assert(
      fc.property(fc.constantFrom(...monsterTypes()), (type) => {
        expect(readMonsterFlag({ presetId: type.id })).toEqual({ presetId: type.id });
        const named = monsterTypes().filter((m) => m.name === type.name);
        const expected = named.find((m) => m.set === "base") ?? named[0]!;
        expect(readMonsterFlag({ preset: type.name })).toEqual({ presetId: expected.id });
      }),
    );
  });

  it("treats anything unreadable as no flag, never throwing", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const flag = readMonsterFlag(raw);
        expect(
          flag === undefined ||
            ("presetId" in flag && typeof flag.presetId === "string") ||
            ("dimension" in flag && typeof flag.movement === "string"),
        ).toBe(true);
      }),
    );
    for (const raw of [undefined, null, "Cultist", 7, [], { preset: "" }, { dimension: "moon" }])
      expect(readMonsterFlag(raw)).toBeUndefined();
  });
});

/** A token's flag store that merges on set, as Foundry's `setFlag` does with objects. */
function mergingStore(initial: unknown): MonsterFlagStore & { value: unknown } {
  const store = {
    value: initial,
    read: () => store.value,
    set: async (flag: MonsterFlag) => {
      store.value = { ...(typeof store.value === "object" ? store.value : {}), ...flag };
    },
    unset: async () => {
      store.value = undefined;
    },
  };
  return store;
}

describe("writing a token's monster type flag from the Pieces window", () => {
  it("stores a preset choice by its id, custom as a circle normal mover, and clears for detection", () => {
    expect(monsterFlagForChoice("dunwich-horror/cultist")).toEqual({ presetId: "dunwich-horror/cultist" });
    expect(monsterFlagForChoice("custom")).toEqual({ dimension: "circle", movement: "normal" });
    expect(monsterFlagForChoice("")).toBeUndefined();
  });

  it("leaves no key of the previous flag behind (an old name, or a preset under a custom type)", async () => {
    const legacy = mergingStore({ preset: "Cultist" });
    await writeMonsterFlag(legacy, { presetId: "kingsport-horror/cultist" });
    expect(legacy.value).toEqual({ presetId: "kingsport-horror/cultist" });
    await writeMonsterFlag(legacy, monsterFlagForChoice("custom"));
    expect(readMonsterFlag(legacy.value)).toEqual({ dimension: "circle", movement: "normal" });
    await writeMonsterFlag(legacy, undefined);
    expect(legacy.value).toBeUndefined();
  });
});
