import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  findMonsterType,
  findMonsterTypeById,
  monsterTypeId,
  monsterTypes,
  slugify,
} from "../../../src/core/arkham";

describe("preset monster type ids", () => {
  it("gives every preset monster type an id no other type has", () => {
    const ids = monsterTypes().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("builds each id from the set and the slug of the name", () => {
    for (const m of monsterTypes()) expect(m.id).toBe(`${m.set}/${slugify(m.name)}`);
    expect(monsterTypeId("dunwich-horror", "Cultist")).toBe("dunwich-horror/cultist");
  });

  it("tells apart the sets' versions of a repeated name", () => {
    const cultists = monsterTypes().filter((m) => m.name === "Cultist");
    expect(cultists.map((m) => m.id).sort()).toEqual([
      "base/cultist",
      "dunwich-horror/cultist",
      "innsmouth-horror/cultist",
      "kingsport-horror/cultist",
    ]);
  });

  it("finds every preset type by its id", () => {
    fc.assert(
      fc.property(fc.constantFrom(...monsterTypes()), (type) => {
        expect(findMonsterTypeById(type.id)).toBe(type);
      }),
    );
    expect(findMonsterTypeById("innsmouth-horror/shoggoth")).toMatchObject({
      name: "Shoggoth",
      set: "innsmouth-horror",
    });
  });

  it("finds nothing for an unknown id, or for a bare name", () => {
    expect(findMonsterTypeById("base/cthulhu")).toBeUndefined();
    expect(findMonsterTypeById("Cultist")).toBeUndefined();
    expect(findMonsterTypeById("")).toBeUndefined();
  });
});

describe("finding a type by name (auto-detection from actor names)", () => {
  it("prefers the base game when the name repeats across sets", () => {
    for (const m of monsterTypes()) {
      const found = findMonsterType(m.name);
      const inBase = monsterTypes().some((b) => b.set === "base" && b.name === m.name);
      expect(found?.set === "base").toBe(inBase);
      expect(found?.name).toBe(m.name);
    }
  });

  it("finds an expansion-only name in its set", () => {
    expect(findMonsterType("rat thing")?.id).toBe("dunwich-horror/rat-thing");
  });
});
