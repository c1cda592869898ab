import { describe, expect, it } from "vitest";
import { indexBoard } from "../../../src/core/gloomhaven/compiled-board";
import { createRangeOracle } from "../../../src/core/gloomhaven/range";
import { UNREACHED } from "../../../src/core/graph";
import { CASES } from "./corpus";

describe("range distances to a few targets (RG-1: the search stops at the last target)", () => {
  it("equal the full range table's entries, for every kind of target list", () => {
    for (const c of CASES.filter((_, i) => i % 10 === 0)) {
      const board = indexBoard(c.scenario.board);
      const range = createRangeOracle(board);
      for (let source = 0; source < board.size; source += 7) {
        const full = range.from(source, UNREACHED);
        const lists = [
          [],
          [source],
          [board.size - 1, 0, board.size - 1],
          Array.from({ length: 5 }, (_, i) => (source + i * 11) % board.size),
          [-1, source],
        ];
        for (const targets of lists) {
          expect(
            range.distancesTo(source, targets),
            `${c.id} from ${source} to ${targets.join(" ")}`,
          ).toEqual(targets.map((t) => (t >= 0 ? full[t] : UNREACHED)));
        }
      }
    }
  });
});
