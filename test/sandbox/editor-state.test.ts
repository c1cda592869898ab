import { describe, expect, it } from "vitest";
import { sameHex } from "../../src/core/hex";
import {
  eraseHex,
  figureAt,
  isFloor,
  moveFigure,
  placeMonster,
  setThinWalls,
  toggleTerrain,
  toggleThinWall,
  toggleVoid,
  toggleWallHex,
} from "../../sandbox/gloomhaven/editor-state";
import { applyTool } from "../../sandbox/gloomhaven/tools";
import { cell, editorState } from "./builders";

describe("placing figures", () => {
  it("gives new figures ids in the case format's style", () => {
    const state = editorState();
    expect(state.scenario.figures.map((f) => f.id)).toEqual(["monster-1", "character-1"]);
    expect(state.scenario.activeId).toBe("monster-1");
  });

  it("records a character's initiative as its turn order, and none for initiative 0", () => {
    const state = applyTool(editorState(), "character", { hex: cell(5, 5), edge: 0 }, 0);
    expect(figureAt(state, cell(5, 5))?.turnOrder).toEqual([]);
    expect(figureAt(state, cell(8, 3))?.turnOrder).toEqual([20]);
  });

  it("makes an existing monster the acting one instead of stacking a second figure", () => {
    const two = placeMonster(editorState(), cell(4, 4), false);
    const switched = placeMonster(two, cell(4, 4), true);
    expect(switched.scenario.figures).toHaveLength(3);
    expect(switched.scenario.activeId).toBe(figureAt(two, cell(4, 4))?.id);
  });

  it("swaps two figures when one is dragged onto the other", () => {
    const state = moveFigure(editorState(), "monster-1", cell(8, 3));
    expect(figureAt(state, cell(8, 3))?.id).toBe("monster-1");
    expect(figureAt(state, cell(2, 3))?.id).toBe("character-1");
  });

  it("never drops a figure off the floor", () => {
    const voided = toggleVoid(editorState(), cell(5, 5));
    expect(moveFigure(voided, "monster-1", cell(5, 5))).toBe(voided);
  });
});

describe("terrain, walls and void", () => {
  it("toggles an overlay on and off, and replaces a different one", () => {
    const trap = toggleTerrain(editorState(), cell(4, 3), "trap");
    expect(trap.scenario.board.terrain).toEqual([{ at: cell(4, 3), kind: "trap" }]);
    expect(toggleTerrain(trap, cell(4, 3), "icy").scenario.board.terrain).toEqual([
      { at: cell(4, 3), kind: "icy" },
    ]);
    expect(toggleTerrain(trap, cell(4, 3), "trap").scenario.board.terrain).toEqual([]);
  });

  it("turns a hex into a wall hex (clearing its figure and terrain) and back into floor", () => {
    const walled = toggleWallHex(toggleTerrain(editorState(), cell(8, 3), "trap"), cell(8, 3));
    expect(isFloor(walled, cell(8, 3))).toBe(false);
    expect(walled.scenario.board.wallHexes).toEqual([cell(8, 3)]);
    expect(walled.scenario.figures.some((f) => sameHex(f.at, cell(8, 3)))).toBe(false);
    expect(walled.scenario.board.terrain).toEqual([]);
    const floor = toggleWallHex(walled, cell(8, 3));
    expect(isFloor(floor, cell(8, 3))).toBe(true);
    expect(floor.scenario.board.wallHexes).toEqual([]);
  });

  it("stores a thin wall once, whichever side it is clicked from", () => {
    const a = cell(4, 3);
    const b = { q: a.q + 1, r: a.r };
    const once = toggleThinWall(editorState(), b, a);
    expect(once.scenario.board.thinWalls).toEqual([[a, b]]);
    expect(toggleThinWall(once, a, b).scenario.board.thinWalls).toEqual([]);
  });

  it("erases a figure first, then the terrain under it", () => {
    const state = toggleTerrain(editorState(), cell(8, 3), "difficult");
    const once = eraseHex(state, cell(8, 3));
    expect(figureAt(once, cell(8, 3))).toBeUndefined();
    expect(once.scenario.board.terrain).toHaveLength(1);
    expect(eraseHex(once, cell(8, 3)).scenario.board.terrain).toEqual([]);
  });

  it("erases a wall hex back to floor, and the thin wall on the edge named", () => {
    const a = cell(4, 3);
    const b = { q: a.q + 1, r: a.r };
    const walled = toggleThinWall(toggleWallHex(editorState(), cell(6, 2)), a, b);
    const floor = eraseHex(walled, cell(6, 2));
    expect(floor.scenario.board.wallHexes).toEqual([]);
    expect(isFloor(floor, cell(6, 2))).toBe(true);
    expect(eraseHex(walled, a, { q: a.q, r: a.r + 1 }).scenario.board.thinWalls).toHaveLength(1);
    expect(eraseHex(walled, a, b).scenario.board.thinWalls).toEqual([]);
    expect(applyTool(walled, "erase", { hex: b, edge: 3 }, 0).scenario.board.thinWalls).toEqual([]);
  });

  it("draws a wall stroke as one edit: every edge set, each once; a stroke can also remove them", () => {
    const a = cell(4, 3);
    const edges = [
      [a, { q: a.q + 1, r: a.r }],
      [{ q: a.q + 1, r: a.r }, a],
      [a, { q: a.q, r: a.r + 1 }],
    ] as const;
    const drawn = setThinWalls(editorState(), edges, true);
    expect(drawn.scenario.board.thinWalls).toHaveLength(2);
    expect(setThinWalls(drawn, edges.slice(0, 1), false).scenario.board.thinWalls).toHaveLength(1);
  });

  it("lays floor under a figure placed on void", () => {
    const voided = toggleVoid(editorState(), cell(5, 5));
    const placed = applyTool(voided, "monster", { hex: cell(5, 5), edge: 0 }, 0);
    expect(isFloor(placed, cell(5, 5))).toBe(true);
  });
});
