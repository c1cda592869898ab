import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  ALL_DIRECTIONS,
  applySymmetry,
  hexCorner,
  neighbour,
  SYMMETRIES,
  type Hex,
  type Symmetry,
} from "../../../src/core/hex";
import { createLineOfSight, type LosRule } from "../../../src/core/gloomhaven/line-of-sight";
import type { Board } from "../../../src/core/gloomhaven/model";
import { blockersAround, isBlockingHex, isClearOf } from "./los/oracle";
import { arbitraryBoard, arbitraryHex } from "./los/random-board";

const RULES: LosRule[] = ["vertex", "any-point"];
const pairs = fc.array(fc.tuple(arbitraryHex(), arbitraryHex()), { minLength: 12, maxLength: 12 });
const hasWallLine = (board: Board, a: Hex, b: Hex): boolean =>
  board.thinWalls.some(
    ([p, q]) =>
      (p.q === a.q && p.r === a.r && q.q === b.q && q.r === b.r) ||
      (p.q === b.q && p.r === b.r && q.q === a.q && q.r === a.r),
  );

/** The board with extra wall hexes and wall lines. */
function withMoreWalls(board: Board, extra: Board): Board {
  const walls = [...board.wallHexes, ...extra.wallHexes];
  const isWall = (h: Hex): boolean => walls.some((w) => w.q === h.q && w.r === h.r);
  return {
    ...board,
    hexes: board.hexes.filter((h) => !isWall(h)),
    wallHexes: walls,
    thinWalls: [...board.thinWalls, ...extra.thinWalls],
  };
}

/** The whole board moved by a symmetry of the grid about the origin. */
function transformed(board: Board, s: Symmetry): Board {
  const move = (h: Hex): Hex => applySymmetry(h, s);
  return {
    ...board,
    hexes: board.hexes.map(move),
    wallHexes: board.wallHexes.map(move),
    thinWalls: board.thinWalls.map(([p, q]) => [move(p), move(q)] as const),
  };
}

describe("line of sight is symmetric (LOS-1)", () => {
  for (const rule of RULES) {
    test(`${rule}: a sees b exactly when b sees a, each computed afresh`, () => {
      fc.assert(
        fc.property(arbitraryBoard(), pairs, (board, ps) => {
          for (const [a, b] of ps) {
            expect(createLineOfSight(board, rule)(a, b)).toBe(createLineOfSight(board, rule)(b, a));
          }
        }),
      );
    });
  }
});

describe("a hex sees itself and its open neighbours (LOS-2, LOS-4)", () => {
  test("every non-blocking hex sees itself under both rules", () => {
    fc.assert(
      fc.property(arbitraryBoard(), arbitraryHex(), (board, h) => {
        for (const rule of RULES) expect(createLineOfSight(board, rule)(h, h)).toBe(!isBlockingHex(board, h));
      }),
    );
  });

  test("any-point: neighbours with no wall on their common edge see each other", () => {
    let checked = 0;
    fc.assert(
      fc.property(arbitraryBoard(), arbitraryHex(3), (board, h) => {
        const los = createLineOfSight(board, "any-point");
        for (const n of ALL_DIRECTIONS.map((d) => neighbour(h, d))) {
          if (isBlockingHex(board, h) || isBlockingHex(board, n) || hasWallLine(board, h, n)) continue;
          checked++;
          expect(los(h, n)).toBe(true);
        }
      }),
    );
    expect(checked).toBeGreaterThan(0);
  });

  test("vertex: neighbours see each other when a corner they share touches no wall", () => {
    let checked = 0;
    fc.assert(
      fc.property(arbitraryBoard(), arbitraryHex(3), (board, h) => {
        const los = createLineOfSight(board, "vertex");
        for (const d of ALL_DIRECTIONS) {
          const n = neighbour(h, d);
          if (isBlockingHex(board, h) || isBlockingHex(board, n)) continue;
          const blockers = blockersAround(board, h, n);
          const freeCorner = [d, d + 1].some((k) => isClearOf(hexCorner(h, k), hexCorner(h, k), blockers));
          if (!freeCorner) continue;
          checked++;
          expect(los(h, n)).toBe(true);
        }
      }),
    );
    expect(checked).toBeGreaterThan(0);
  });
});

describe("walls only ever take sight away (BM-3, BM-4)", () => {
  for (const rule of RULES) {
    test(`${rule}: whatever is seen with more walls is also seen with fewer`, () => {
      let checked = 0;
      fc.assert(
        fc.property(arbitraryBoard(4, 0.08), arbitraryBoard(4, 0.08), pairs, (board, extra, ps) => {
          const fewer = createLineOfSight(board, rule);
          const more = createLineOfSight(withMoreWalls(board, extra), rule);
          for (const [a, b] of ps.filter(([a, b]) => more(a, b))) {
            checked++;
            expect(fewer(a, b)).toBe(true);
          }
        }),
      );
      expect(checked).toBeGreaterThan(0);
    });
  }
});

describe("the any-point rule sees at least what the vertex rule sees (LOS-2 vs LOS-3)", () => {
  test("whenever a corner-to-corner line is clear, any-point LOS holds", () => {
    let checked = 0;
    fc.assert(
      fc.property(arbitraryBoard(4, 0.2), pairs, (board, ps) => {
        const vertex = createLineOfSight(board, "vertex");
        const anyPoint = createLineOfSight(board, "any-point");
        for (const [a, b] of ps.filter(([a, b]) => vertex(a, b))) {
          checked++;
          expect(anyPoint(a, b)).toBe(true);
        }
      }),
    );
    expect(checked).toBeGreaterThan(0);
  });
});

describe("line of sight follows rotations and mirror images of the board (BM-1)", () => {
  for (const rule of RULES) {
    test(`${rule}: moving the whole board by a grid symmetry moves the answers with it`, () => {
      fc.assert(
        fc.property(arbitraryBoard(), fc.constantFrom(...SYMMETRIES), pairs, (board, s, ps) => {
          const before = createLineOfSight(board, rule);
          const after = createLineOfSight(transformed(board, s), rule);
          for (const [a, b] of ps) expect(after(applySymmetry(a, s), applySymmetry(b, s))).toBe(before(a, b));
        }),
      );
    });
  }
});
