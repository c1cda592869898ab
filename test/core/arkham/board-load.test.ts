import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadBoard, serializeBoard, type ArkhamProblem } from "../../../src/core/arkham";
import { codesAt, TOWN, TOWN_JSON } from "./builders";

function problemsOf(json: unknown): readonly ArkhamProblem[] {
  const result = loadBoard(json);
  return result.ok ? [] : result.problems;
}

describe("loading a board in the case-file format (spec §1, §6)", () => {
  it("builds the canonical board: areas, undirected adjacency without the Sky, arrows by colour", () => {
    expect(TOWN.skyId).toBe("sky");
    expect(TOWN.streetIds).toEqual(["a-st", "b-st", "c-st", "d-st"]);
    expect(TOWN.neighbours.get("a-st")).toEqual(["a-loc", "b-st", "c-st", "d-st"]);
    expect(TOWN.neighbours.get("sky")).toEqual([]);
    expect(TOWN.arrowsOut.get("a-st")).toEqual({ white: "b-st", black: "d-st" });
    expect(TOWN.arrowsOut.get("a-loc")).toEqual({ white: "a-st", black: "a-st" });
    expect(TOWN.areaById.get("b-gate")).toEqual({
      id: "b-gate",
      kind: "location",
      unstable: true,
      aquatic: false,
      refuge: false,
    });
  });

  it("writes JSON that loads back to the same board", () => {
    const again = loadBoard(JSON.parse(JSON.stringify(serializeBoard(TOWN))));
    expect(again.ok && serializeBoard(again.board)).toEqual(serializeBoard(TOWN));
    expect(serializeBoard(TOWN).areas[5]).toEqual({ id: "b-gate", kind: "location", unstable: true });
  });

  it("reports every problem at once, each with its place in the file", () => {
    const json = {
      areas: [
        ...TOWN_JSON.areas.filter((a) => a.kind !== "sky"),
        { id: "a-st", kind: "street" },
        { id: "x", kind: "swamp" },
      ],
      adjacent: [...TOWN_JSON.adjacent, ["a-st", "nowhere"], ["b-st", "b-st"], ["outskirts", "a-st"]],
      arrows: [
        ...TOWN_JSON.arrows,
        { from: "a-st", to: "c-st", colour: "white" },
        { from: "ghost", to: "a-st", colour: "black" },
        { from: "d-lake", to: "d-st", colour: "grey" },
      ],
    };
    expect(codesAt(problemsOf(json))).toEqual([
      ["ArkhamInvalidShape", "$.areas[11].kind"],
      ["ArkhamInvalidShape", "$.arrows[15].colour"],
      ["ArkhamDuplicateArea", "$.areas[10].id"],
      ["ArkhamMissingSky", "$.areas"],
      ["ArkhamUnknownArea", "$.adjacent[10][1]"],
      ["ArkhamSelfLink", "$.adjacent[11]"],
      ["ArkhamSpecialAreaLinked", "$.adjacent[12]"],
      ["ArkhamTwoArrows", "$.arrows[13]"],
      ["ArkhamUnknownArea", "$.arrows[14].from"],
    ]);
  });

  it("names what is wrong in the problem's parameters", () => {
    const json = {
      ...TOWN_JSON,
      arrows: [...TOWN_JSON.arrows, { from: "b-gate", to: "b-st", colour: "white" }],
    };
    expect(problemsOf(json)).toEqual([
      {
        code: "ArkhamTwoArrows",
        path: "$.arrows[13]",
        params: { id: "b-gate", colour: "white", path: "$.arrows[13]" },
      },
    ]);
  });

  it("does not report references to an area whose own entry is malformed", () => {
    const json = {
      ...TOWN_JSON,
      areas: TOWN_JSON.areas.map((a) => (a.id === "a-loc" ? { ...a, kind: 7 } : a)),
    };
    expect(codesAt(problemsOf(json))).toEqual([["ArkhamInvalidShape", "$.areas[4].kind"]]);
  });

  it("reports a second Sky", () => {
    const json = { ...TOWN_JSON, areas: [...TOWN_JSON.areas, { id: "sky-2", kind: "sky" }] };
    expect(codesAt(problemsOf(json))).toEqual([["ArkhamDuplicateSpecialArea", "$.areas[11].kind"]]);
  });

  it("warns about an arrow between areas not listed as adjacent, and loads the board", () => {
    const json = {
      ...TOWN_JSON,
      adjacent: TOWN_JSON.adjacent.filter(([a, b]) => !(a === "d-lake" && b === "d-st")),
    };
    const result = loadBoard(json);
    expect(result.ok).toBe(true);
    expect(codesAt(result.warnings)).toEqual([["ArkhamArrowNotAdjacent", "$.arrows[12]"]]);
    expect(result.ok && result.board.neighbours.get("d-lake")).toEqual([]);
  });

  it("warns about a location flag on a street", () => {
    const json = {
      ...TOWN_JSON,
      areas: [{ id: "a-st", kind: "street", unstable: true }, ...TOWN_JSON.areas.slice(1)],
    };
    expect(codesAt(loadBoard(json).warnings)).toEqual([["ArkhamFlagNotOnLocation", "$.areas[0].unstable"]]);
  });

  it.each([
    ["null", null],
    ["an array", []],
    ["a string", "board"],
    ["missing lists", { areas: [] }],
  ])("reports %s as a shape problem", (_name, json) => {
    expect(problemsOf(json).every((p) => p.code === "ArkhamInvalidShape")).toBe(true);
    expect(problemsOf(json).length).toBeGreaterThan(0);
  });

  it("never throws, whatever the JSON", () => {
    const areaId = fc.constantFrom("a-st", "b-st", "sky", "outskirts", "zz", "");
    const entry = fc.oneof(
      fc.jsonValue(),
      fc.record({ id: areaId, kind: fc.constantFrom("street", "location", "sky", "outskirts", "moon") }),
      fc.record({ from: areaId, to: areaId, colour: fc.constantFrom("white", "black", "both", "red") }),
      fc.tuple(areaId, areaId),
    );
    const board = fc.oneof(
      fc.jsonValue(),
      fc.record({ areas: fc.array(entry), adjacent: fc.array(entry), arrows: fc.array(entry) }),
    );
    fc.assert(
      fc.property(board, (json) => {
        const result = loadBoard(json);
        expect(result.ok || result.problems.length > 0).toBe(true);
      }),
    );
  });
});
