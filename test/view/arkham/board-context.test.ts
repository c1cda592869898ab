import { describe, expect, it } from "vitest";
import { baseBoard, problem, serializeBoard } from "../../../src/core/arkham";
import { addArea, addLink, emptyBoard, setArrow } from "../../../src/foundry/arkham/board-edits";
import { buildBoardAreasContext, type BoardAreasViewInput } from "../../../src/view/arkham/board-context";
import { i18n } from "./i18n";

function presetInput(overrides: Partial<BoardAreasViewInput> = {}): BoardAreasViewInput {
  return {
    source: "preset",
    sceneName: "Arkham",
    board: serializeBoard(baseBoard()),
    problems: [],
    regions: [
      { id: "r1", name: "Northside", areaId: "northside" },
      { id: "r2", name: "Library", areaId: "library" },
      { id: "r3", name: "Tavern", areaId: null },
      { id: "r4", name: "Old pier", areaId: "old-pier" },
    ],
    report: { unmatched: [{ name: "Tavern", reason: "no-area" }], unboundAreas: ["Downtown streets"] },
    importProblems: [],
    overlayOn: false,
    ...overrides,
  };
}

describe("the Board areas window on the base-game preset", () => {
  const context = buildBoardAreasContext(presetInput(), i18n);

  it("shows each region's area, and flags a binding to an area the board does not have", () => {
    expect(
      context.regions.map((r) => [r.name, r.choices.find((c) => c.selected)?.label, r.unknownArea]),
    ).toEqual([
      ["Northside", "Northside streets", false],
      ["Library", "Library", false],
      ["Tavern", "—", false],
      ["Old pier", "⚠ old-pier", true],
    ]);
    expect(context.boundCount).toBe(2);
  });

  it("shows every area read-only with kind, flags, arrows and bound regions", () => {
    expect(context.isPreset && !context.isCustom).toBe(true);
    expect(context.areas).toHaveLength(37);
    const northside = context.areas.find((a) => a.id === "northside")!;
    expect(northside).toMatchObject({
      label: "Northside streets",
      kindLabel: "Street",
      whiteLabel: "Downtown streets",
      blackLabel: "Merchant District streets",
      twoColour: false,
      editable: false,
      regions: "Northside",
    });
    const asylum = context.areas.find((a) => a.id === "arkham-asylum")!;
    expect(asylum).toMatchObject({ refuge: true, twoColour: true, whiteLabel: "Downtown streets" });
    expect(context.areas.find((a) => a.id === "unvisited-isle")).toMatchObject({
      unstable: true,
      aquatic: true,
    });
  });

  it("passes on the last bind-by-name report", () => {
    expect(context.report).toEqual({
      unmatched: [{ name: "Tavern", reason: "no-area" }],
      unboundAreas: ["Downtown streets"],
    });
  });
});

describe("the Board areas window on a custom board", () => {
  let board = addArea(addArea(emptyBoard(), "Main Street", "street"), "Lighthouse", "location");
  board = setArrow(addLink(board, "main-street", "lighthouse"), "lighthouse", "white", "main-street");

  it("offers the adjacent areas as arrow targets and marks rows editable", () => {
    const context = buildBoardAreasContext(
      presetInput({ source: "custom", board, regions: [], report: null }),
      i18n,
    );
    const lighthouse = context.areas.find((a) => a.id === "lighthouse")!;
    expect(lighthouse.editable).toBe(true);
    expect(lighthouse.white.map((c) => [c.label, c.selected])).toEqual([
      ["—", false],
      ["Main Street", true],
    ]);
    expect(lighthouse.black.find((c) => c.selected)?.value).toBe("");
    expect(context.links).toEqual([{ a: "main-street", b: "lighthouse", label: "Main Street — Lighthouse" }]);
  });

  it("lists the core's problems with the board and a rejected import, localized", () => {
    const context = buildBoardAreasContext(
      presetInput({
        source: "custom",
        board,
        problems: [problem("ArkhamMissingSky", "$.areas")],
        importProblems: [problem("ArkhamUnknownArea", "$.arrows[0].to", { id: "nowhere" })],
      }),
      i18n,
    );
    expect(context.problems).toHaveLength(1);
    expect(context.importProblems[0]).toContain("nowhere");
    expect(JSON.stringify(context)).not.toContain("MONSTER_AUTOPILOT.");
  });
});
