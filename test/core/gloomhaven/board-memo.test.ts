import { describe, expect, it } from "vitest";
import { decideMonsterTurn, RULE_SETS, type MonsterAction } from "../../../src/core/gloomhaven";
import { CASES } from "./corpus";

// The core memoises per board object (compiled board, line-of-sight index and answers, range
// distances): many turns on one board (a Foundry scene between edits) must give exactly the
// answers of turns on fresh copies of the board.
const ACTIONS: readonly MonsterAction[] = [
  { move: 2, mode: "walk", flying: false, attack: { range: 0, targets: 1 } },
  { move: 3, mode: "jump", flying: false, attack: { range: 3, targets: 2 } },
  { move: 4, mode: "walk", flying: true, attack: { range: 5, targets: "all" } },
];

describe("per-board memos never change an answer", () => {
  it("every monster of a case, under several abilities and all rule sets, on one shared board", () => {
    for (const c of CASES.filter((_, i) => i % 50 === 0)) {
      const shared = c.scenario.board;
      const movers = c.scenario.figures.filter((f) => f.side === "monster").slice(0, 3);
      for (const mover of movers)
        for (const action of [c.action, ...ACTIONS])
          for (const rules of Object.values(RULE_SETS)) {
            const onShared = decideMonsterTurn({ ...c.scenario, activeId: mover.id }, action, rules);
            const fresh = decideMonsterTurn(
              { ...c.scenario, board: structuredClone(shared), activeId: mover.id },
              action,
              rules,
            );
            expect(onShared, `${c.id} ${mover.id} ${rules.id}`).toEqual(fresh);
          }
    }
  });
});
