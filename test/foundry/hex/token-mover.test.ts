import { describe, expect, it } from "vitest";
import { createHexGridIndex } from "../../../src/foundry/hex/grid-layout";
import {
  acceptMove,
  MoveHistory,
  movementActionFor,
  undoLastMove,
  waypointsFor,
} from "../../../src/foundry/hex/token-mover";
import { option } from "./builders";
import { FakeHexGrid, FakeMovableToken, GRID } from "./fakes";

const grid = new FakeHexGrid(GRID.HEXODDQ);
const index = createHexGridIndex(grid, "odd-q", (o) => `${o.i}:${o.j}`);
const ALL_ACTIONS = new Set(["walk", "fly", "jump", "blink", "displace", "swim"]);
const path = [index.toHex({ i: 2, j: 2 }), index.toHex({ i: 2, j: 3 }), index.toHex({ i: 3, j: 4 })];
const topLeftOn = (i: number, j: number) => {
  const c = grid.getCenterPoint({ i, j });
  return { x: Math.round(c.x - 50), y: Math.round(c.y - 50) };
};

describe("the movement action of an accepted move", () => {
  it("walks, flies, jumps, and blinks for a teleport", () => {
    expect(movementActionFor("walk", false, ALL_ACTIONS)).toBe("walk");
    expect(movementActionFor("walk", true, ALL_ACTIONS)).toBe("fly");
    expect(movementActionFor("jump", false, ALL_ACTIONS)).toBe("jump");
    expect(movementActionFor("jump", true, ALL_ACTIONS)).toBe("fly");
    expect(movementActionFor("teleport", true, ALL_ACTIONS)).toBe("blink");
  });

  it("leaves the action out when the world does not define it", () => {
    expect(movementActionFor("jump", false, new Set(["walk"]))).toBeUndefined();
  });
});

describe("waypoints of a path", () => {
  it("are the path's hexes after the start, in order, with the token centred on each", () => {
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    const waypoints = waypointsFor(option({ path }), index, token, "walk", "walk");
    expect(waypoints).toEqual([
      { ...topLeftOn(2, 3), elevation: 0, action: "walk" },
      { ...topLeftOn(3, 4), elevation: 0, action: "walk" },
    ]);
  });

  it("a teleport goes straight to the end hex", () => {
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    expect(waypointsFor(option({ path }), index, token, "teleport", "blink")).toEqual([
      { ...topLeftOn(3, 4), elevation: 0, action: "blink" },
    ]);
  });
});

describe("accepting a move", () => {
  it("calls TokenDocument#move once with exactly the path's waypoints and the right action", async () => {
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    const history = new MoveHistory();
    const waypoints = waypointsFor(
      option({ path }),
      index,
      token,
      "jump",
      movementActionFor("jump", false, ALL_ACTIONS),
    );
    expect(await acceptMove(token, "scene", waypoints, history, { animate: true })).toBe(true);
    expect(token.calls).toHaveLength(1);
    expect(token.calls[0]?.waypoints).toEqual([
      { ...topLeftOn(2, 3), elevation: 0, action: "jump" },
      { ...topLeftOn(3, 4), elevation: 0, action: "jump" },
    ]);
    expect(token.calls[0]?.options).toMatchObject({ method: "api", animate: true });
    expect(history.peek()).toEqual({ sceneId: "scene", tokenId: "guard", ...topLeftOn(2, 2), elevation: 0 });
  });

  it("remembers nothing when Foundry refuses the move", async () => {
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    token.refuse = true;
    const history = new MoveHistory();
    expect(
      await acceptMove(
        token,
        "scene",
        waypointsFor(option({ path }), index, token, "walk", "walk"),
        history,
        { animate: false },
      ),
    ).toBe(false);
    expect(history.size).toBe(0);
  });
});

describe("undoing the last move", () => {
  it("puts the token back where it stood, displaced without animation", async () => {
    const start = topLeftOn(2, 2);
    const token = new FakeMovableToken("guard", start);
    const history = new MoveHistory();
    await acceptMove(token, "scene", waypointsFor(option({ path }), index, token, "walk", "walk"), history, {
      animate: true,
    });
    expect({ x: token.x, y: token.y }).toEqual(topLeftOn(3, 4));
    expect(
      await undoLastMove(
        history,
        (s, t) => (s === "scene" && t === "guard" ? token : undefined),
        ALL_ACTIONS,
      ),
    ).toBe("undone");
    expect({ x: token.x, y: token.y }).toEqual(start);
    expect(token.calls[1]?.waypoints).toEqual([{ ...start, elevation: 0, action: "displace" }]);
    expect(token.calls[1]?.options).toMatchObject({ animate: false });
    expect(history.size).toBe(0);
  });

  it("undoes moves newest first", async () => {
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    const other = new FakeMovableToken("archer", topLeftOn(5, 5));
    const history = new MoveHistory();
    await acceptMove(token, "scene", [{ ...topLeftOn(2, 3), elevation: 0 }], history, { animate: false });
    await acceptMove(other, "scene", [{ ...topLeftOn(5, 6), elevation: 0 }], history, { animate: false });
    const find = (_s: string, id: string) => (id === "guard" ? token : other);
    await undoLastMove(history, find, ALL_ACTIONS);
    expect([other.x, other.y]).toEqual(Object.values(topLeftOn(5, 5)));
    expect([token.x, token.y]).toEqual(Object.values(topLeftOn(2, 3)));
  });

  it("says so when there is nothing to undo or the token is gone, and keeps the entry when Foundry refuses", async () => {
    const history = new MoveHistory();
    expect(await undoLastMove(history, () => undefined, ALL_ACTIONS)).toBe("nothing");
    history.push({ sceneId: "scene", tokenId: "gone", x: 0, y: 0, elevation: 0 });
    expect(await undoLastMove(history, () => undefined, ALL_ACTIONS)).toBe("missing");
    const stubborn = new FakeMovableToken("guard", { x: 10, y: 10 });
    stubborn.refuse = true;
    history.push({ sceneId: "scene", tokenId: "guard", x: 0, y: 0, elevation: 0 });
    expect(await undoLastMove(history, () => stubborn, new Set(["walk"]))).toBe("refused");
    expect(stubborn.calls[0]?.waypoints).toEqual([{ x: 0, y: 0, elevation: 0 }]);
    expect(history.size).toBe(1);
  });
});
