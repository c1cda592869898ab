// The shortcuts the planner takes to ask line of sight less often (IMP-2) must agree with the full
// computations they stand in for, on every board of the public corpus.
import { describe, expect, it } from "vitest";
import { createAttackHexes } from "../../../src/core/gloomhaven/attack-hexes";
import { indexBoard } from "../../../src/core/gloomhaven/compiled-board";
import { createRangeOracle } from "../../../src/core/gloomhaven/range";
import { createTurnContext } from "../../../src/core/gloomhaven/turn-context";
import { createVolleyFinder } from "../../../src/core/gloomhaven/volleys";
import { CASES } from "./corpus";

describe("RG-1 nodes within range", () => {
  it("are exactly the nodes whose range distance is at most the limit", () => {
    let checked = 0;
    for (const c of CASES.slice(0, 80)) {
      const index = indexBoard(c.scenario.board);
      const range = createRangeOracle(index);
      for (let node = 0; node < index.size; node += 3) {
        if (index.wall[node]) continue;
        for (const limit of [0, 1, 3, 7]) {
          const distance = range.from(node, limit);
          const expected: number[] = [];
          for (let n = 0; n < index.size; n++) if ((distance[n] ?? Infinity) <= limit) expected.push(n);
          const within = [...range.within(node, limit)];
          expect(within[0]).toBe(node);
          expect(within.sort((a, b) => a - b)).toEqual(expected);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("of several sources are exactly the nodes within the limit of the nearest source", () => {
    let checked = 0;
    for (const c of CASES.slice(0, 80)) {
      const index = indexBoard(c.scenario.board);
      const range = createRangeOracle(index);
      const open: number[] = [];
      for (let node = 0; node < index.size; node++) if (!index.wall[node]) open.push(node);
      for (let start = 0; start + 5 <= open.length; start += 7) {
        const sources = open.slice(start, start + 5);
        for (const limit of [0, 2, 4]) {
          const distance = range.fromMany(
            sources.map((node) => [node, 0] as const),
            limit,
          );
          const expected: number[] = [];
          for (let n = 0; n < index.size; n++) if ((distance[n] ?? Infinity) <= limit) expected.push(n);
          expect([...range.withinAny(sources, limit)].sort((a, b) => a - b)).toEqual(expected);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe("IMP-2 volley bounds", () => {
  it("the sight-free bound of an end hex is never below its site's bound, and canTarget is what its volleys can hit", () => {
    let checked = 0;
    let loose = 0;
    for (const c of CASES) {
      if (c.action.attack === null) continue;
      const ctx = createTurnContext(c.scenario, c.action, c.rules);
      const finder = createVolleyFinder(ctx, ctx.enemies, createAttackHexes(ctx));
      for (const node of ctx.endNodes) {
        const rough = finder.roughBound(node);
        const site = finder.site(node);
        expect(rough, `${c.id} node ${node}`).toBeGreaterThanOrEqual(site.bound);
        if (rough > site.bound) loose++;
        for (const enemy of ctx.enemies) {
          const targetable =
            site.available.includes(enemy) ||
            finder.volleys(site, 0).some((volley) => volley.area.includes(enemy));
          expect(finder.canTarget(node, enemy), `${c.id} node ${node} ${enemy.figure.id}`).toBe(targetable);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // The bound is a real shortcut: line of sight does lower it somewhere in the corpus.
    expect(loose).toBeGreaterThan(0);
  });
});
