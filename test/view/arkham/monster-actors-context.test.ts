import { describe, expect, it } from "vitest";
import { monsterTypes } from "../../../src/core/arkham";
import { droppedActorId } from "../../../src/foundry/arkham/monster-actors";
import {
  buildMonsterActorsContext,
  type MonsterActorRow,
  type MonsterActorsInput,
} from "../../../src/view/arkham/monster-actors-context";
import { groupMonsterTypes } from "../../../src/view/arkham/monster-type-groups";
import { i18n } from "./i18n";

const GROUPS = groupMonsterTypes(monsterTypes(), i18n);
const ACTORS = [
  { id: "a-zombie", name: "Zombie (art)" },
  { id: "a-cultist", name: "Cultist (art)" },
];

/** The section for `input`'s fields over the preset groups, two actors, nothing assigned, no game. */
function build(input: Partial<MonsterActorsInput> = {}) {
  return buildMonsterActorsContext(
    { typeGroups: GROUPS, cup: null, actors: ACTORS, assigned: new Map(), ...input },
    i18n,
  );
}

function rowsOf(context: ReturnType<typeof build>): MonsterActorRow[] {
  return context.groups.flatMap((g) => g.rows);
}

function row(context: ReturnType<typeof build>, typeId: string): MonsterActorRow {
  const found = rowsOf(context).find((r) => r.typeId === typeId);
  if (found === undefined) throw new Error(`no row ${typeId}`);
  return found;
}

const selected = (r: MonsterActorRow) => r.choices.filter((c) => c.selected).map((c) => c.value);

describe("the Monster types section of Arkham pieces", () => {
  it("lists every preset type once, by game box, with a plain token chosen when none is assigned", () => {
    const context = build();
    const ids = rowsOf(context).map((r) => r.typeId);
    expect(ids).toHaveLength(monsterTypes().length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(context.groups[0]?.label).toBe("Base game");
    expect(selected(row(context, "base/cultist"))).toEqual([""]);
    expect(row(context, "base/cultist").choices[0]?.label).toBe("Plain token");
    expect(context.summary).toBe(`0 of ${monsterTypes().length} monster types have an actor.`);
  });

  it("lists the world's actors sorted by name once, each picker carrying only the plain token and its choice", () => {
    const context = build({ assigned: new Map([["base/zombie", "a-zombie"]]) });
    expect(context.actors.map((a) => a.label)).toEqual(["Cultist (art)", "Zombie (art)"]);
    expect(row(context, "base/cultist").choices.map((c) => c.label)).toEqual(["Plain token"]);
    expect(row(context, "base/zombie").choices.map((c) => c.label)).toEqual(["Plain token", "Zombie (art)"]);
  });

  it("selects the assigned actor and counts the type as having one", () => {
    const context = build({ assigned: new Map([["base/zombie", "a-zombie"]]) });
    expect(selected(row(context, "base/zombie"))).toEqual(["a-zombie"]);
    expect(row(context, "base/zombie").missing).toBe(false);
    expect(context.summary).toBe(`1 of ${monsterTypes().length} monster types have an actor.`);
    expect(context.anyMissing).toBe(false);
  });

  it("shows an assigned actor that no longer exists as missing, still selected, and not counted", () => {
    const context = build({ assigned: new Map([["base/zombie", "gone"]]) });
    const zombie = row(context, "base/zombie");
    expect(zombie.missing).toBe(true);
    expect(zombie.choices.find((c) => c.selected)).toEqual({
      value: "gone",
      label: "Missing actor “gone”",
      selected: true,
    });
    expect(context.anyMissing).toBe(true);
    expect(context.summary).toContain(
      `0 of ${monsterTypes().length} monster types have an actor; 1 assigned`,
    );
  });

  it("lists the scene's cup first with the marker counts, and leaves those types out of their box", () => {
    const context = build({
      cup: [
        { typeId: "base/zombie", name: "Zombie", count: 3 },
        { typeId: "dunwich-horror/cultist", name: "Cultist", count: 0 },
      ],
    });
    expect(context.groups[0]?.label).toBe("In this scene's cup");
    expect(context.groups[0]?.rows.map((r) => [r.name, r.countText])).toEqual([
      ["Zombie", "3 in the cup"],
      ["Cultist (Dunwich Horror)", "0 in the cup"],
    ]);
    const ids = rowsOf(context).map((r) => r.typeId);
    expect(ids.filter((id) => id === "base/zombie")).toHaveLength(1);
    expect(ids).toHaveLength(monsterTypes().length);
  });

  it("keeps a cup type the presets do not know, and an assignment of a type no list holds, so it can be cleared", () => {
    const context = build({
      cup: [{ typeId: "custom/shoggoth-pup", name: "Shoggoth pup", count: 1 }],
      assigned: new Map([["old/removed-type", "a-zombie"]]),
    });
    expect(row(context, "custom/shoggoth-pup").name).toBe("Shoggoth pup");
    const last = context.groups[context.groups.length - 1];
    expect(last?.label).toBe("Other assigned types");
    expect(last?.rows.map((r) => [r.typeId, selected(r)])).toEqual([["old/removed-type", ["a-zombie"]]]);
  });

  it("says so when the world has no actors", () => {
    const context = build({ actors: [] });
    expect(context.hasActors).toBe(false);
    expect(row(context, "base/zombie").choices.map((c) => c.value)).toEqual([""]);
  });

  it("matches the filter on the name and the type id in lower case", () => {
    expect(row(build(), "dunwich-horror/cultist").search).toBe("cultist dunwich-horror/cultist");
  });
});

describe("an actor dropped onto a monster type", () => {
  const exists = (id: string) => id === "a-zombie";

  it("is the world actor the sidebar's drag data names", () => {
    expect(droppedActorId({ type: "Actor", uuid: "Actor.a-zombie" }, exists)).toBe("a-zombie");
  });

  it("is nothing for another document, a compendium actor, an unknown actor or no data", () => {
    expect(droppedActorId({ type: "Item", uuid: "Item.a-zombie" }, exists)).toBeUndefined();
    expect(
      droppedActorId({ type: "Actor", uuid: "Compendium.world.monsters.Actor.a-zombie" }, exists),
    ).toBeUndefined();
    expect(droppedActorId({ type: "Actor", uuid: "Actor.gone" }, exists)).toBeUndefined();
    expect(droppedActorId({}, exists)).toBeUndefined();
    expect(droppedActorId(null, exists)).toBeUndefined();
  });
});
