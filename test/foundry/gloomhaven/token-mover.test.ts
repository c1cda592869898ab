import { describe, expect, it, vi } from "vitest";
import { createHexGridIndex } from "../../../src/foundry/gloomhaven/grid-layout";
import {
  ACCEPT_OUTCOME_KEYS,
  acceptMove,
  movementActionFor,
  UNDO_OUTCOME_KEYS,
  undoLastMove,
  waypointsFor,
} from "../../../src/foundry/gloomhaven/token-mover";
import { i18n } from "../../view/gloomhaven/lang";
import { historyOn, option } from "./builders";
import { FakeHexGrid, FakeMovableToken, GRID } from "../runtime/ports";

const grid = new FakeHexGrid(GRID.HEXODDQ);
const index = createHexGridIndex(grid, "odd-q", (o) => `${o.i}:${o.j}`);
const ALL_ACTIONS = new Set(["walk", "fly", "jump", "blink", "displace", "swim"]);
const path = [index.toHex({ i: 2, j: 2 }), index.toHex({ i: 2, j: 3 }), index.toHex({ i: 3, j: 4 })];
const topLeftOn = (i: number, j: number) => {
  const c = grid.getCenterPoint({ i, j });
  return { x: Math.round(c.x - 50), y: Math.round(c.y - 50) };
};
/** One waypoint: a 1×1 token walking onto the hex. */
const walkTo = (i: number, j: number) => [{ ...topLeftOn(i, j), elevation: 0 }];

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
    const { history } = historyOn();
    const waypoints = waypointsFor(
      option({ path }),
      index,
      token,
      "jump",
      movementActionFor("jump", false, ALL_ACTIONS),
    );
    expect((await acceptMove(token, "scene", waypoints, history, { animate: true })).outcome).toBe("moved");
    expect(token.calls).toHaveLength(1);
    expect(token.calls[0]?.waypoints).toEqual([
      { ...topLeftOn(2, 3), elevation: 0, action: "jump" },
      { ...topLeftOn(3, 4), elevation: 0, action: "jump" },
    ]);
    expect(token.calls[0]?.options).toMatchObject({ method: "api", animate: true });
    expect(history.peek("scene")).toEqual({
      tokenId: "guard",
      ...topLeftOn(2, 2),
      elevation: 0,
      rotation: 0,
      movementIds: [token.movement?.id],
    });
  });

  it("saves the undo entry on the scene before the token moves", async () => {
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    const { history, flags } = historyOn();
    const moving = vi.spyOn(token, "move").mockImplementation(async () => {
      expect(flags.raw("scene")).toEqual({
        version: 1,
        entries: [{ tokenId: "guard", ...topLeftOn(2, 2), elevation: 0, rotation: 0 }],
      });
      return true;
    });
    expect((await acceptMove(token, "scene", walkTo(2, 3), history, { animate: false })).outcome).toBe(
      "moved",
    );
    expect(moving).toHaveBeenCalledTimes(1);
  });

  it("remembers nothing when Foundry refuses the move", async () => {
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    token.refuse = true;
    const { history, flags } = historyOn();
    expect((await acceptMove(token, "scene", walkTo(2, 3), history, { animate: false })).outcome).toBe(
      "refused",
    );
    expect(history.size("scene")).toBe(0);
    expect(flags.raw("scene")).toEqual({ version: 1, entries: [] });
  });

  it("drops only its own entry when Foundry refuses, keeping the earlier moves", async () => {
    const archer = new FakeMovableToken("archer", topLeftOn(5, 5));
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    const { history } = historyOn();
    await acceptMove(archer, "scene", walkTo(5, 6), history, { animate: false });
    token.refuse = true;
    await acceptMove(token, "scene", walkTo(2, 3), history, { animate: false });
    expect(history.entries("scene").map((e) => e.tokenId)).toEqual(["archer"]);
  });

  it("does not move the token when the undo entry cannot be saved", async () => {
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    const { history, flags } = historyOn();
    flags.failWrites = true;
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await acceptMove(token, "scene", walkTo(2, 3), history, { animate: false })).outcome).toBe(
      "unsaved",
    );
    expect(token.calls).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("undo history"), expect.any(Error));
    consoleError.mockRestore();
  });
});

describe("undoing the last move", () => {
  it("puts the token back where it stood, displaced without animation, when Foundry did not record the move", async () => {
    const start = topLeftOn(2, 2);
    const token = new FakeMovableToken("guard", start);
    token.motion.recordsHistory = false;
    const { history } = historyOn();
    await acceptMove(token, "scene", waypointsFor(option({ path }), index, token, "walk", "walk"), history, {
      animate: true,
    });
    expect({ x: token.x, y: token.y }).toEqual(topLeftOn(3, 4));
    expect(
      await undoLastMove(
        history,
        "scene",
        (s, t) => (s === "scene" && t === "guard" ? token : undefined),
        ALL_ACTIONS,
      ),
    ).toBe("undone");
    expect({ x: token.x, y: token.y }).toEqual(start);
    expect(token.calls[1]?.waypoints).toEqual([{ ...start, elevation: 0, action: "displace" }]);
    expect(token.calls[1]?.options).toMatchObject({ animate: false });
    expect(history.size("scene")).toBe(0);
  });

  it("undoes moves newest first", async () => {
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    const other = new FakeMovableToken("archer", topLeftOn(5, 5));
    const { history } = historyOn();
    await acceptMove(token, "scene", walkTo(2, 3), history, { animate: false });
    await acceptMove(other, "scene", walkTo(5, 6), history, { animate: false });
    const find = (_s: string, id: string) => (id === "guard" ? token : other);
    await undoLastMove(history, "scene", find, ALL_ACTIONS);
    expect([other.x, other.y]).toEqual(Object.values(topLeftOn(5, 5)));
    expect([token.x, token.y]).toEqual(Object.values(topLeftOn(2, 3)));
  });

  it("undoes only the moves of the scene it is asked about", async () => {
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    const { history } = historyOn();
    await acceptMove(token, "crypt", walkTo(2, 3), history, { animate: false });
    expect(await undoLastMove(history, "scene", () => token, ALL_ACTIONS)).toBe("nothing");
    expect(await undoLastMove(history, "crypt", () => token, ALL_ACTIONS)).toBe("undone");
  });

  it("says so when there is nothing to undo or the token is gone, and keeps the entry when Foundry refuses", async () => {
    const { history } = historyOn();
    expect(await undoLastMove(history, "scene", () => undefined, ALL_ACTIONS)).toBe("nothing");
    await history.push("scene", { tokenId: "gone", x: 0, y: 0, elevation: 0 });
    expect(await undoLastMove(history, "scene", () => undefined, ALL_ACTIONS)).toBe("missing");
    expect(history.size("scene")).toBe(0);
    const stubborn = new FakeMovableToken("guard", { x: 10, y: 10 });
    stubborn.refuse = true;
    await history.push("scene", { tokenId: "guard", x: 0, y: 0, elevation: 0 });
    expect(await undoLastMove(history, "scene", () => stubborn, new Set(["walk"]))).toBe("refused");
    expect(stubborn.calls[0]?.waypoints).toEqual([{ x: 0, y: 0, elevation: 0 }]);
    expect(history.size("scene")).toBe(1);
  });

  it("puts the token back but says so when the history cannot be saved afterwards", async () => {
    const token = new FakeMovableToken("guard", topLeftOn(2, 2));
    const { history, flags } = historyOn();
    await acceptMove(token, "scene", walkTo(2, 3), history, { animate: false });
    flags.failWrites = true;
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await undoLastMove(history, "scene", () => token, ALL_ACTIONS)).toBe("unsaved");
    expect({ x: token.x, y: token.y }).toEqual(topLeftOn(2, 2));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("undo history"), expect.any(Error));
    consoleError.mockRestore();
  });
});

describe("what the GM is told", () => {
  it("every outcome of accepting and undoing has an English text", () => {
    for (const key of [...Object.values(ACCEPT_OUTCOME_KEYS), ...Object.values(UNDO_OUTCOME_KEYS)])
      expect(i18n.has(key), key).toBe(true);
  });
});
