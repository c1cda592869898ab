import { describe, expect, it } from "vitest";
import { monsterTypes } from "../../../src/core/arkham";
import type { MonsterFlag } from "../../../src/foundry/arkham/flag-types";
import { readMonsterFlag } from "../../../src/foundry/arkham/monster-flag";
import { pieceInput } from "../../../src/foundry/arkham/pieces-controller";
import { readPieces } from "../../../src/foundry/arkham/read-pieces";
import { groupMonsterTypes } from "../../../src/view/arkham/monster-type-groups";
import { buildPiecesContext, type PieceRow } from "../../../src/view/arkham/pieces-context";
import { manhuntScene } from "../../foundry/arkham/manhunt-scene";
import { token } from "../../foundry/arkham/builders";
import { i18n } from "./i18n";

describe("the Arkham pieces window", () => {
  const { reading, board } = manhuntScene();
  const names = new Map(board.areas.map((a) => [a.id, a.name ?? a.id]));
  const rows = buildPiecesContext(
    reading.pieces.map((p) => pieceInput(p, (id) => names.get(id) ?? id)),
    groupMonsterTypes(monsterTypes(), i18n),
    "system.skills.sneak",
    i18n,
  ).rows;
  const row = (id: string) => rows.find((r) => r.tokenId === id)!;

  it("shows investigators with their Sneak and where it came from", () => {
    expect(row("amanda")).toMatchObject({
      isInvestigator: true,
      sneakText: "Sneak 2",
      areaText: "Easttown streets",
    });
  });

  it("shows monsters with the detected type, its symbol and movement", () => {
    expect(row("nightgaunt")).toMatchObject({
      isMonster: true,
      monsterText: "Nightgaunt: Slash, Flying (sky blue)",
    });
    expect(row("nightgaunt").types.find((t) => t.selected)?.label).toBe("Detect from name");
  });

  it("shows a token outside the board as a warning, and ignored tokens without one", () => {
    expect(row("lamp")).toMatchObject({ role: "ignore", areaText: "In no area", warning: false });
    expect(row("lamp").roles.find((r) => r.selected)?.label).toBe("Not a piece");
  });

  it("lists the preset types by game box, each by its id once, the base game first", () => {
    const groups = row("nightgaunt").typeGroups;
    expect(groups[0]?.label).toBe("Base game");
    expect(groups.map((g) => g.label)).toContain("Dunwich Horror");
    const ids = groups.flatMap((g) => g.types.map((t) => t.value));
    expect(ids).toHaveLength(monsterTypes().length);
    expect(new Set(ids).size).toBe(ids.length);
    const cultists = groups.flatMap((g) =>
      g.types.filter((t) => t.label === "Cultist").map((t) => `${g.label}: ${t.value}`),
    );
    expect(cultists).toEqual(
      expect.arrayContaining(["Base game: base/cultist", "Dunwich Horror: dunwich-horror/cultist"]),
    );
  });
});

describe("the Arkham pieces window's type choice", () => {
  const names = (id: string) => id;
  const monsterRow = (monsterFlag: MonsterFlag | undefined) => {
    const [reading] = readPieces(
      [token({ id: "m", name: "Cultist", actorName: "Cultist", monsterFlag })],
      [],
      "",
    );
    return buildPiecesContext(
      [pieceInput(reading!, names)],
      groupMonsterTypes(monsterTypes(), i18n),
      "system.skills.sneak",
      i18n,
    ).rows[0]!;
  };
  const selected = (row: PieceRow) =>
    [...row.types, ...row.typeGroups.flatMap((g) => g.types)].filter((t) => t.selected).map((t) => t.value);

  it("selects an expansion's type by its id and names the box in the type text", () => {
    const row = monsterRow({ presetId: "dunwich-horror/cultist" });
    expect(selected(row)).toEqual(["dunwich-horror/cultist"]);
    expect(row.monsterText).toBe("Cultist (Dunwich Horror): Crescent, Normal (black)");
  });

  it("selects the base game's type for a flag saved by name before ids existed", () => {
    const [reading] = readPieces(
      [token({ id: "m", name: "X", monsterFlag: readMonsterFlag({ preset: "Cultist" }) })],
      [],
      "",
    );
    const row = buildPiecesContext(
      [pieceInput(reading!, names)],
      groupMonsterTypes(monsterTypes(), i18n),
      "",
      i18n,
    ).rows[0]!;
    expect(selected(row)).toEqual(["base/cultist"]);
  });

  it("shows an unknown stored id as chosen and the type as unknown, with a warning", () => {
    const row = monsterRow({ presetId: "base/cthulhu" });
    expect(selected(row)).toEqual(["base/cthulhu"]);
    expect(row.types.find((t) => t.selected)?.label).toBe("Unknown type “base/cthulhu”");
    expect(row).toMatchObject({ monsterText: "Unknown monster type", warning: true });
  });

  it("selects detection when no type is set", () => {
    expect(selected(monsterRow(undefined))).toEqual([""]);
  });
});
