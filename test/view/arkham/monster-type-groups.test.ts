import { describe, expect, it } from "vitest";
import { monsterTypes } from "../../../src/core/arkham";
import { setLabel } from "../../../src/view/arkham/labels";
import { groupMonsterTypes } from "../../../src/view/arkham/monster-type-groups";
import { i18n } from "./i18n";

describe("preset monster types grouped by game box for the pickers", () => {
  const groups = groupMonsterTypes(monsterTypes(), i18n);

  it("puts the base game first and names every box in words", () => {
    expect(groups[0]).toMatchObject({ set: "base", label: "Base game" });
    for (const group of groups) expect(group.label, group.set).not.toBe(group.set);
  });

  it("holds every preset type once, in its own box, sorted by name", () => {
    const all = groups.flatMap((g) => g.types.map((t) => ({ ...t, set: g.set })));
    expect(all.map((t) => t.id).sort()).toEqual(
      monsterTypes()
        .map((m) => m.id)
        .sort(),
    );
    for (const t of all) expect(t.id.startsWith(`${t.set}/`)).toBe(true);
    for (const g of groups)
      expect(g.types.map((t) => t.name)).toEqual(
        [...g.types.map((t) => t.name)].sort((a, b) => a.localeCompare(b)),
      );
  });

  it("shows an unknown box's slug as written", () => {
    expect(setLabel("mountains-of-madness", i18n)).toBe("mountains-of-madness");
  });
});
