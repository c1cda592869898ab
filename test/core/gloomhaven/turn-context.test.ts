import { describe, expect, it } from "vitest";
import { RULE_SETS, type MonsterAction, type Scenario } from "../../../src/core/gloomhaven";
import { createTurnContext } from "../../../src/core/gloomhaven/turn-context";
import { CASES } from "./corpus";

/** The end hexes in (N, C, node) order the plain way (MV-1, MV-4): what the packed sort must equal. */
function expectedEndNodes(ctx: ReturnType<typeof createTurnContext>): number[] {
  const { negatives, costs } = ctx.search.forward;
  const nodes: number[] = [];
  for (let node = 0; node < ctx.board.size; node++)
    if (ctx.mover.canEnd[node] && negatives[node]! < 0x3fffffff) nodes.push(node);
  return nodes.sort((a, b) => negatives[a]! - negatives[b]! || costs[a]! - costs[b]! || a - b);
}

const MODES: readonly Pick<MonsterAction, "mode" | "flying">[] = [
  { mode: "walk", flying: false },
  { mode: "jump", flying: false },
  { mode: "walk", flying: true },
  { mode: "teleport", flying: false },
];

describe("end hexes of a turn (MV-1, MV-4)", () => {
  it("come sorted by negative hexes, then movement cost, then node, for every locomotion", () => {
    for (const c of CASES.filter((_, i) => i % 7 === 0))
      for (const mode of MODES) {
        const ctx = createTurnContext(c.scenario, { ...c.action, ...mode }, c.rules);
        expect(ctx.endNodes, `${c.id} ${mode.mode}`).toEqual(expectedEndNodes(ctx));
      }
  });

  it("stay sorted when teleport distances exceed twice the number of hexes (far-apart hexes)", () => {
    const scenario: Scenario = {
      board: {
        hexes: [
          { q: 0, r: 0 },
          { q: 900, r: -20 },
          { q: 40, r: 3 },
          { q: -700, r: 5 },
          { q: 1, r: 0 },
        ],
        wallHexes: [],
        thinWalls: [],
        terrain: [{ at: { q: 40, r: 3 }, kind: "trap" }],
        voidBlocksLos: false,
      },
      figures: [
        { id: "m", at: { q: 0, r: 0 }, side: "monster", turnOrder: [] },
        { id: "c", at: { q: 1, r: 0 }, side: "character", turnOrder: [10] },
      ],
      activeId: "m",
    };
    const action: MonsterAction = {
      move: 5,
      mode: "teleport",
      flying: false,
      attack: { range: 0, targets: 1 },
    };
    const ctx = createTurnContext(scenario, action, RULE_SETS.frosthaven);
    expect(ctx.endNodes).toEqual(expectedEndNodes(ctx));
    expect(ctx.endNodes).toEqual([0, 3, 1, 2]);
  });
});
