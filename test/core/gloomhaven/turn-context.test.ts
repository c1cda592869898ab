import { describe, expect, it } from "vitest";
import { RULE_SETS, type MonsterAction, type Scenario } from "../../../src/core/gloomhaven";
import { UNREACHED } from "../../../src/core/graph";
import { findFactions } from "../../../src/core/gloomhaven/factions";
import { createTurnContext, sortEndNodes } from "../../../src/core/gloomhaven/turn-context";
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

describe("sorting end hexes by label (packed native sort)", () => {
  it("equals a comparator sort by (N, C, node) on random labels, with ties and unreached hexes", () => {
    let seed = 7;
    const next = (bound: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % bound;
    };
    for (let round = 0; round < 200; round++) {
      const size = 1 + next(60);
      const canEnd = Uint8Array.from({ length: size }, () => (next(5) === 0 ? 0 : 1));
      // Every fifth round the labels are too large to pack exactly: the comparator sorts.
      const spread = round % 5 === 4 ? 1 << 29 : round % 3 === 0 ? 4 * size + 10 : 4;
      const negatives = Int32Array.from({ length: size }, () => (next(6) === 0 ? UNREACHED : next(spread)));
      const costs = Int32Array.from({ length: size }, () => next(spread));
      const expected = [...Array(size).keys()]
        .filter((node) => canEnd[node] && negatives[node]! < UNREACHED)
        .sort((a, b) => negatives[a]! - negatives[b]! || costs[a]! - costs[b]! || a - b);
      expect(sortEndNodes(canEnd, { negatives, costs }), `round ${round}`).toEqual(expected);
    }
  });
});

describe("a turn reuses the last movement on its board", () => {
  /** The labels and end hexes a context carries, as plain lists. */
  const movement = (ctx: ReturnType<typeof createTurnContext>) => ({
    negatives: [...ctx.search.forward.negatives],
    costs: [...ctx.search.forward.costs],
    endNodes: [...ctx.endNodes],
    enemies: ctx.enemies.map((e) => [e.figure.id, e.node, e.proximity, e.rank]),
  });

  it("when the mover, its hex and every figure's hex are the same, and only then", () => {
    const c = CASES.find(
      (k) => k.scenario.figures.length >= 3 && k.action.mode === "walk" && !k.action.flying,
    )!;
    const first = createTurnContext(c.scenario, c.action, c.rules);
    const again = createTurnContext(
      c.scenario,
      { ...c.action, move: c.action.move + 1 },
      RULE_SETS.gloomhaven,
    );
    expect(again.search).toBe(first.search);
    expect(again.mover).toBe(first.mover);
    const flying = createTurnContext(c.scenario, { ...c.action, flying: true }, c.rules);
    expect(flying.search).not.toBe(first.search);
    // An enemy, or the mover, steps to a free hex: new searches, equal to those on a fresh board.
    const board = first.board;
    const taken = new Set(c.scenario.figures.map((f) => board.indexOf(f.at)));
    const free = [...Array(board.size).keys()].find((n) => !taken.has(n) && !board.wall[n])!;
    const enemy = first.factions.enemies[0]!;
    const moved = {
      ...c.scenario,
      figures: c.scenario.figures.map((f) => (f === enemy ? { ...f, at: board.hexes[free]! } : f)),
    };
    const mover = first.factions.mover;
    const away = {
      ...c.scenario,
      figures: c.scenario.figures.map((f) => (f === mover ? { ...f, at: board.hexes[free]! } : f)),
    };
    // With two enemies, the first turns invisible: it blocks as before but is no longer a target (BM-14).
    const pair = CASES.find((k) => findFactions(k.scenario).targetable.length >= 2)!;
    const visible = findFactions(pair.scenario).targetable[0]!;
    const hidden = {
      ...pair.scenario,
      figures: pair.scenario.figures.map((f) => (f === visible ? { ...f, invisible: true } : f)),
    };
    createTurnContext(pair.scenario, pair.action, pair.rules);
    const unseen = createTurnContext(hidden, pair.action, pair.rules);
    expect(unseen.enemies.map((e) => e.figure.id)).not.toContain(visible.id);
    expect(movement(unseen)).toEqual(
      movement(
        createTurnContext(
          { ...hidden, board: structuredClone(pair.scenario.board) },
          pair.action,
          pair.rules,
        ),
      ),
    );
    for (const scenario of [moved, away]) {
      const after = createTurnContext(scenario, c.action, c.rules);
      expect(after.search).not.toBe(first.search);
      const fresh = createTurnContext(
        { ...scenario, board: structuredClone(c.scenario.board) },
        c.action,
        c.rules,
      );
      expect(movement(after)).toEqual(movement(fresh));
    }
  });

  it("answers like a fresh board for every case in file order and every mode, the board shared", () => {
    const shared = new Map<string, Scenario["board"]>();
    // Teleport twice, flying the second time: only the flying trait differs between the two turns.
    const modes = [...MODES, { mode: "teleport", flying: true } as const];
    for (const c of CASES) {
      const text = JSON.stringify(c.scenario.board);
      const board = shared.get(text) ?? c.scenario.board;
      shared.set(text, board);
      // Each mode under the case's rules, then under the other variant of the jump and teleport rules.
      const variants = [
        c.rules,
        {
          ...c.rules,
          jumpLandingPaysDifficult: !c.rules.jumpLandingPaysDifficult,
          teleportBlockedByWallLines: !c.rules.teleportBlockedByWallLines,
        },
      ];
      for (const mode of modes)
        for (const rules of variants) {
          const act = { ...c.action, ...mode };
          const reused = createTurnContext({ ...c.scenario, board }, act, rules);
          const fresh = createTurnContext({ ...c.scenario, board: structuredClone(board) }, act, rules);
          expect(movement(reused), `${c.id} ${mode.mode} ${mode.flying}`).toEqual(movement(fresh));
        }
    }
  });
});
