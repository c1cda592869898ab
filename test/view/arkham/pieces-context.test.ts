import { describe, expect, it } from "vitest";
import { pieceInput, presetMonsterNames } from "../../../src/foundry/arkham/pieces-controller";
import { buildPiecesContext } from "../../../src/view/arkham/pieces-context";
import { manhuntScene } from "../../foundry/arkham/manhunt-scene";
import { i18n } from "./i18n";

describe("the Arkham pieces window", () => {
  const { reading, board } = manhuntScene();
  const names = new Map(board.areas.map((a) => [a.id, a.name ?? a.id]));
  const rows = buildPiecesContext(
    reading.pieces.map((p) => pieceInput(p, (id) => names.get(id) ?? id)),
    presetMonsterNames(),
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

  it("lists each preset monster name once", () => {
    const all = presetMonsterNames();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain("Hound of Tindalos");
  });
});
