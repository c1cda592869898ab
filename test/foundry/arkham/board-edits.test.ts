import { describe, expect, it } from "vitest";
import { baseBoard, loadBoard, serializeBoard, type BoardJson } from "../../../src/core/arkham";
import {
  addArea,
  addLink,
  emptyBoard,
  removeArea,
  removeLink,
  setAreaFlag,
  setAreaKind,
  setAreaName,
  setArrow,
  setTwoColour,
} from "../../../src/foundry/arkham/board-edits";
import { arrowsOutOf } from "../../../src/view/arkham/board-context";

/** A small custom board: two streets and a location, linked in a line. */
function smallBoard(): BoardJson {
  let board = emptyBoard();
  board = addArea(board, "Main Street", "street");
  board = addArea(board, "Harbour Street", "street");
  board = addArea(board, "Lighthouse", "location");
  board = addLink(board, "main-street", "harbour-street");
  board = addLink(board, "harbour-street", "lighthouse");
  return board;
}

describe("editing a custom board keeps it a board the core accepts", () => {
  it("starts from the Sky and the Outskirts, and adds areas with slug ids", () => {
    const board = smallBoard();
    expect(board.areas.map((a) => a.id)).toEqual([
      "sky",
      "outskirts",
      "main-street",
      "harbour-street",
      "lighthouse",
    ]);
    expect(loadBoard(board).ok).toBe(true);
  });

  it("sets white and black arrows separately, and as one two-colour arrow", () => {
    let board = setArrow(smallBoard(), "main-street", "white", "harbour-street");
    board = setArrow(board, "harbour-street", "black", "main-street");
    board = setArrow(board, "lighthouse", "white", "harbour-street");
    board = setTwoColour(board, "lighthouse", true);
    expect(arrowsOutOf(board, "main-street")).toEqual({
      white: "harbour-street",
      black: null,
      twoColour: false,
    });
    expect(arrowsOutOf(board, "lighthouse")).toEqual({
      white: "harbour-street",
      black: "harbour-street",
      twoColour: true,
    });
    const loaded = loadBoard(board);
    expect(loaded.ok && loaded.board.arrowsOut.get("lighthouse")).toEqual({
      white: "harbour-street",
      black: "harbour-street",
    });
  });

  it("moves a two-colour arrow as one, and splits it back into two arrows", () => {
    let board = setTwoColour(
      setArrow(smallBoard(), "lighthouse", "white", "harbour-street"),
      "lighthouse",
      true,
    );
    board = setArrow(board, "lighthouse", "black", null);
    expect(arrowsOutOf(board, "lighthouse")).toEqual({ white: null, black: null, twoColour: false });
    board = setTwoColour(setArrow(board, "lighthouse", "white", "harbour-street"), "lighthouse", true);
    board = setTwoColour(board, "lighthouse", false);
    expect(board.arrows.filter((a) => a.from === "lighthouse").map((a) => a.colour)).toEqual([
      "white",
      "black",
    ]);
  });

  it("sets location flags, and drops them when an area stops being a location", () => {
    let board = setAreaFlag(smallBoard(), "lighthouse", "unstable", true);
    board = setAreaFlag(board, "lighthouse", "aquatic", true);
    expect(board.areas.find((a) => a.id === "lighthouse")).toMatchObject({ unstable: true, aquatic: true });
    board = setAreaFlag(board, "lighthouse", "aquatic", false);
    expect(board.areas.find((a) => a.id === "lighthouse")).not.toHaveProperty("aquatic");
    board = setAreaKind(board, "lighthouse", "street");
    expect(board.areas.find((a) => a.id === "lighthouse")).toEqual({
      id: "lighthouse",
      kind: "street",
      name: "Lighthouse",
    });
  });

  it("renames an area and removes it with its links and arrows", () => {
    let board = setArrow(smallBoard(), "lighthouse", "white", "harbour-street");
    board = setAreaName(board, "lighthouse", "  Old Lighthouse ");
    expect(board.areas.find((a) => a.id === "lighthouse")?.name).toBe("Old Lighthouse");
    board = removeArea(board, "lighthouse");
    expect(board.adjacent).toEqual([["main-street", "harbour-street"]]);
    expect(board.arrows).toEqual([]);
  });

  it("links areas once, and unlinking removes the arrows along the link", () => {
    let board = addLink(smallBoard(), "harbour-street", "main-street");
    expect(board.adjacent).toHaveLength(2);
    board = setArrow(board, "main-street", "white", "harbour-street");
    board = removeLink(board, "harbour-street", "main-street");
    expect(board.adjacent).toEqual([["harbour-street", "lighthouse"]]);
    expect(board.arrows).toEqual([]);
  });

  it("lets the core report what is wrong with an edited board", () => {
    const board = setArrow(smallBoard(), "main-street", "white", "lighthouse");
    const loaded = loadBoard(board);
    expect(loaded.ok ? loaded.warnings.map((w) => w.code) : loaded.problems.map((p) => p.code)).toContain(
      "ArkhamArrowNotAdjacent",
    );
  });

  it("round-trips the base-game board through the custom-board format", () => {
    const json = serializeBoard(baseBoard());
    const loaded = loadBoard(json);
    expect(loaded.ok && loaded.board.areas.length).toBe(37);
  });
});
