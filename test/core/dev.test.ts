import { describe, expect, it } from "vitest";
import { freezeInDev } from "../../src/core/dev";
import { decideMonsterTurn, FROSTHAVEN, type Board } from "../../src/core/gloomhaven";
import { createLineOfSight } from "../../src/core/gloomhaven/line-of-sight";
import { action, scenario } from "./gloomhaven/builders";

describe("freezeInDev (the board contract in development builds)", () => {
  it("is active under Vitest: it freezes objects and arrays all the way down", () => {
    const value = freezeInDev({ list: [{ q: 1, r: 2 }], nested: { deep: [1] } });
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.list)).toBe(true);
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(Object.isFrozen(value.nested.deep)).toBe(true);
    expect(() => (value.list as { q: number; r: number }[]).push({ q: 0, r: 0 })).toThrow(TypeError);
  });

  it("freezes the board of every decided turn, so a later write throws where it happens", () => {
    const s = scenario({ columns: 4, rows: 1, monster: { q: 0, r: 0 }, characters: [{ q: 3, r: 0 }] });
    decideMonsterTurn(s, action({ move: 2, attack: { range: 1, targets: 1 } }), FROSTHAVEN);
    expect(Object.isFrozen(s.board)).toBe(true);
    expect(() => (s.board.hexes as { q: number; r: number }[]).pop()).toThrow(TypeError);
  });

  it("freezes a board handed to the line-of-sight entry point", () => {
    const board: Board = {
      hexes: [{ q: 0, r: 0 }],
      wallHexes: [],
      thinWalls: [],
      terrain: [],
      voidBlocksLos: true,
    };
    createLineOfSight(board, "vertex");
    expect(Object.isFrozen(board.hexes)).toBe(true);
  });
});
