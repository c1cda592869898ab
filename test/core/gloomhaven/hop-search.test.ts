import { describe, expect, it } from "vitest";
import type { Board, MonsterAction } from "../../../src/core/gloomhaven";
import { indexBoard } from "../../../src/core/gloomhaven/compiled-board";
import { findFactions } from "../../../src/core/gloomhaven/factions";
import { hopDistances, hopTree } from "../../../src/core/gloomhaven/hop-search";
import { createMover } from "../../../src/core/gloomhaven/mover";
import { CASES } from "./corpus";

const HOPS: readonly Pick<MonsterAction, "mode" | "flying">[] = [
  { mode: "jump", flying: false },
  { mode: "walk", flying: true },
  { mode: "teleport", flying: false },
];

describe("hop distances memoised per board layout (MV-5..MV-7)", () => {
  it("equal a fresh search from each origin, on the board and on a board of its layout with other terrain", () => {
    for (const c of CASES.filter((_, i) => i % 15 === 0)) {
      // A board of the same layout (equal lists in new objects) without terrain.
      const copy: Board = {
        ...c.scenario.board,
        hexes: c.scenario.board.hexes.map((h) => ({ ...h })),
        wallHexes: c.scenario.board.wallHexes.map((h) => ({ ...h })),
        terrain: [],
      };
      for (const board of [c.scenario.board, copy]) {
        const index = indexBoard(board);
        for (const hop of HOPS)
          for (const blocked of [false, true]) {
            const rules = { ...c.rules, teleportBlockedByWallLines: blocked };
            const mover = createMover(index, findFactions(c.scenario), { ...c.action, ...hop }, rules);
            for (let origin = 0; origin < index.size; origin += 7) {
              const fresh = hopDistances(mover, origin, new Int32Array(index.size).fill(-1));
              const tree = hopTree(mover, origin);
              expect([...tree.distance], `${c.id} ${hop.mode} from ${origin}`).toEqual([...fresh]);
            }
          }
      }
      const shared = indexBoard(copy).layout === indexBoard(c.scenario.board).layout;
      expect(shared, c.id).toBe(indexBoard(c.scenario.board).listedAsBoth.length === 0);
    }
  });
});
