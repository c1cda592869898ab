import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applySymmetry,
  DIRECTIONS,
  hexDistance,
  hexKey,
  SYMMETRIES,
  type Hex,
  type Symmetry,
} from "../../../src/core/hex";
import { decideMonsterTurn, type TurnOption } from "../../../src/core/gloomhaven";
import { type GloomhavenCase } from "../../../src/core/gloomhaven-cases";
import { indexBoard } from "../../../src/core/gloomhaven/compiled-board";
import { createLineOfSight } from "../../../src/core/gloomhaven/line-of-sight";
import { createRangeOracle } from "../../../src/core/gloomhaven/range";
import { rectangle } from "./builders";
import { answerSet, CASES, solveCase } from "./corpus";
import { pathProblem } from "./path-check";

/** Transforms a whole case by a grid symmetry about the origin: hexes, walls, terrain, figures, area offsets (IMP-6). */
function transformCase(c: GloomhavenCase, s: Symmetry): GloomhavenCase {
  const t = (h: Hex): Hex => applySymmetry(h, s);
  const { board } = c.scenario;
  const attack = c.action.attack;
  return {
    ...c,
    scenario: {
      ...c.scenario,
      board: {
        ...board,
        hexes: board.hexes.map(t),
        wallHexes: board.wallHexes.map(t),
        thinWalls: board.thinWalls.map(([a, b]) => [t(a), t(b)] as const),
        terrain: board.terrain.map((x) => ({ ...x, at: t(x.at) })),
      },
      figures: c.scenario.figures.map((f) => ({ ...f, at: t(f.at) })),
    },
    action: {
      ...c.action,
      attack: attack?.area
        ? { ...attack, area: { ...attack.area, hexes: attack.area.hexes.map(t) } }
        : attack,
    },
    answers: (c.answers ?? []).map((a) => ({ destination: t(a.destination), attacks: a.attacks.map(t) })),
  };
}

describe("metamorphic: rotating or mirroring a whole case rotates or mirrors its answers (IMP-6)", () => {
  it.each(SYMMETRIES.map((s) => [`rotation ${s.rotation}${s.mirrored ? ", mirrored" : ""}`, s] as const))(
    "%s, over every public case",
    (_name, s) => {
      const mismatches = CASES.filter((c) => {
        const moved = transformCase(c, s);
        return JSON.stringify(solveCase(moved)) !== JSON.stringify(answerSet(moved.answers ?? []));
      }).map((c) => c.id);
      expect(mismatches).toEqual([]);
    },
  );
});

describe("a character far out of reach never changes the answer", () => {
  it("holds for every public case with a random far-away character", () => {
    fc.assert(
      fc.property(
        fc.nat(CASES.length - 1),
        fc.integer({ min: 200, max: 400 }),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 0, max: 99 }),
        (i, q, r, initiative) => {
          const c = CASES[i]!;
          const far: Hex = { q, r };
          const island: GloomhavenCase = {
            ...c,
            scenario: {
              ...c.scenario,
              board: { ...c.scenario.board, hexes: [...c.scenario.board.hexes, far] },
              figures: [
                ...c.scenario.figures,
                { id: "far", at: far, side: "character", turnOrder: initiative ? [initiative] : [] },
              ],
            },
          };
          expect(solveCase(island)).toEqual(solveCase(c));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("every answer is legal", () => {
  function rangeOf(c: GloomhavenCase): number {
    const attack = c.action.attack;
    return attack === null || attack.area?.origin === "attacker" || attack.range === 0 ? 1 : attack.range;
  }

  it("its targets are in line of sight of its end hex and in range or inside its area; its path is legal for the mode", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const c of CASES) {
      const result = decideMonsterTurn(c.scenario, c.action, c.rules);
      if (result.kind !== "act") continue;
      checked += result.options.length;
      const los = createLineOfSight(c.scenario.board, c.rules.vertexLineOfSight ? "vertex" : "any-point");
      const index = indexBoard(c.scenario.board);
      const range = createRangeOracle(index);
      for (const option of result.options) {
        const path = pathProblem(c, option);
        if (path) problems.push(`${c.id} ${hexKey(option.endHex)}: ${path}`);
        for (const id of option.targets) {
          const at = c.scenario.figures.find((f) => f.id === id)!.at;
          if (!los(option.endHex, at)) problems.push(`${c.id}: no LOS to ${id}`);
          const inArea = option.areaPlacements.some((p) => p.some((h) => hexKey(h) === hexKey(at)));
          const distance = range.from(index.indexOf(option.endHex), rangeOf(c))[index.indexOf(at)]!;
          if (!inArea && distance > rangeOf(c)) problems.push(`${c.id}: ${id} out of range`);
        }
        if (option.targets.length > 0 && !option.focus.some((f) => option.targets.includes(f)))
          problems.push(`${c.id}: attacks without its focus`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(CASES.length / 2);
  });

  it("is deterministic: the same input gives the same options", () => {
    for (const c of CASES.slice(0, 60)) {
      const first = decideMonsterTurn(c.scenario, c.action, c.rules);
      const second = decideMonsterTurn(structuredClone(c.scenario), c.action, c.rules);
      expect(second).toEqual(first);
    }
  });
});

describe("RG-1 range basics", () => {
  const board = (walls: readonly (readonly [Hex, Hex])[], wallHexes: readonly Hex[]) => {
    const blocked = new Set(wallHexes.map(hexKey));
    return indexBoard({
      hexes: rectangle(8, 6).filter((h) => !blocked.has(hexKey(h))),
      wallHexes,
      thinWalls: walls,
      terrain: [],
      voidBlocksLos: false,
    });
  };
  const hexIn = fc
    .record({ c: fc.nat(7), r: fc.nat(5) })
    .map(({ c, r }) => ({ q: c, r: r - Math.floor(c / 2) }));
  const wallLine = fc.tuple(hexIn, fc.nat(5)).map(([h, d]) => {
    const step = DIRECTIONS[d]!;
    return [h, { q: h.q + step.q, r: h.r + step.r }] as const;
  });

  it("equals the hex distance on an open board", () => {
    const index = board([], []);
    const range = createRangeOracle(index);
    fc.assert(
      fc.property(hexIn, hexIn, (a, b) => {
        expect(range.from(index.indexOf(a), 100)[index.indexOf(b)]).toBe(hexDistance(a, b));
      }),
    );
  });

  it("is symmetric and never shorter than the hex distance around walls", () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.array(wallLine, { maxLength: 12 }),
        fc.array(hexIn, { maxLength: 6 }),
        hexIn,
        hexIn,
        (walls, wallHexes, a, b) => {
          const index = board(walls, wallHexes);
          const range = createRangeOracle(index);
          const na = index.indexOf(a);
          const nb = index.indexOf(b);
          if (index.wall[na] || index.wall[nb]) return;
          checked++;
          const ab = range.from(na, 100)[nb]!;
          expect(range.from(nb, 100)[na]).toBe(ab);
          expect(ab).toBeGreaterThanOrEqual(hexDistance(a, b));
        },
      ),
    );
    expect(checked).toBeGreaterThan(0);
  });
});

// Keep the option type referenced for readers of the legality test.
export type { TurnOption };
