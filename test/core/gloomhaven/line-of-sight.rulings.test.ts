import { describe, expect, test } from "vitest";
import { applySymmetry, hexCorner, type Hex } from "../../../src/core/hex";
import { createLineOfSight, findSightLine, type LosRule } from "../../../src/core/gloomhaven/line-of-sight";
import type { Board } from "../../../src/core/gloomhaven/model";
import { buildBoard, hexesWithin, wallOn, wallsAround } from "./los/board-builder";

const RULES: LosRule[] = ["vertex", "any-point"];
const h = (q: number, r: number): Hex => ({ q, r });
const sees = (board: Board, rule: LosRule, a: Hex, b: Hex): boolean => createLineOfSight(board, rule)(a, b);
const both = (board: Board, a: Hex, b: Hex): [boolean, boolean] => [
  sees(board, "vertex", a, b),
  sees(board, "any-point", a, b),
];

describe("open ground and adjacent hexes (LOS-1, LOS-2, LOS-4)", () => {
  test("neighbours on open ground see each other under both rules", () => {
    const board = buildBoard();
    for (const n of hexesWithin(1).slice(1)) expect(both(board, h(0, 0), n)).toEqual([true, true]);
  });

  test("figures, obstacles and other terrain never block", () => {
    const board = { ...buildBoard(), terrain: [{ at: h(0, 1), kind: "obstacle" as const }] };
    expect(both(board, h(0, 0), h(0, 2))).toEqual([true, true]);
  });

  test("a wall hex between two hexes blocks, whatever the void convention", () => {
    for (const voidBlocksLos of [true, false]) {
      const board = buildBoard({ wallHexes: [h(0, 1)], voidBlocksLos });
      expect(both(board, h(0, 0), h(0, 2))).toEqual([false, false]);
    }
  });

  // Ruling: BM-2 - void blocks on a real map; the peer's corpus boards are windows onto open floor.
  test("a void hex between two hexes blocks only when void blocks line of sight", () => {
    const hole = (voidBlocksLos: boolean): Board => {
      const board = buildBoard({ voidBlocksLos });
      return { ...board, hexes: board.hexes.filter((x) => !(x.q === 0 && x.r === 1)) };
    };
    expect(both(hole(true), h(0, 0), h(0, 2))).toEqual([false, false]);
    expect(both(hole(false), h(0, 0), h(0, 2))).toEqual([true, true]);
  });

  test("a blocking hex sees nothing, not even itself; any other hex sees itself", () => {
    const board = buildBoard({ wallHexes: [h(1, 0)] });
    for (const rule of RULES) {
      expect(sees(board, rule, h(1, 0), h(1, 0))).toBe(false);
      expect(sees(board, rule, h(1, 0), h(2, 0))).toBe(false);
      expect(sees(board, rule, h(0, 0), h(0, 0))).toBe(true);
    }
  });
});

describe("a wall line between neighbours (BM-4, LOS-4, EC-9)", () => {
  const a = h(0, 0);
  const b = h(1, 0); // direction 0: the common edge is edge 0 of a, corners 0 and 1.

  // Ruling: LOS-4 - a segment bends round the free end of the wall through the third hex (Peer#143).
  test("with both ends of the wall open, both rules see round it", () => {
    expect(both(buildBoard({ thinWalls: [wallOn(a, 0)] }), a, b)).toEqual([true, true]);
  });

  test("with one end closed by another wall line, any-point still sees round the open end", () => {
    const board = buildBoard({ thinWalls: [wallOn(a, 0), wallOn(a, 5)] });
    expect(sees(board, "any-point", a, b)).toBe(true);
  });

  test("with another wall line at each end, neither rule sees", () => {
    expect(both(buildBoard({ thinWalls: [wallOn(a, 0), wallOn(a, 5), wallOn(b, 2)] }), a, b)).toEqual([
      false,
      false,
    ]);
  });

  test("a wall hex as the third hex at each end closes that end too", () => {
    const board = buildBoard({ thinWalls: [wallOn(a, 0)], wallHexes: [h(1, -1), h(0, 1)] });
    expect(both(board, a, b)).toEqual([false, false]);
  });
});

describe("doorways (EC-10)", () => {
  // A wall of hexes along the column q = 0 with one doorway at (0, 0).
  const board = buildBoard({
    radius: 8,
    wallHexes: hexesWithin(8).filter((x) => x.q === 0 && x.r !== 0),
  });

  test("straight through the doorway both rules see", () => {
    expect(both(board, h(-2, 1), h(2, -1))).toEqual([true, true]);
  });

  test("far behind the wall beside the doorway neither rule sees", () => {
    expect(both(board, h(-2, 1), h(2, -6))).toEqual([false, false]);
  });
});

describe("corners touching a wall are unusable under the vertex rule (LOS-2, EC-11)", () => {
  // Ruling: EC-11, Peer#123 - every corner of the hex touches a wall hex, so in Gloomhaven it sees
  // nothing from where it stands; under the any-point rule it sees out through its open sides.
  test("a hex whose six corners all touch wall hexes sees nothing under the vertex rule", () => {
    const board = buildBoard({ wallHexes: [h(1, 0), h(-1, 1), h(0, -1)] });
    for (const target of [h(0, 1), h(-1, 0), h(1, -1), h(0, 3), h(-3, 0), h(3, -3)]) {
      expect(both(board, h(0, 0), target)).toEqual([false, true]);
    }
  });

  // Ruling: Peer#55 - a corner coincident with the tip of a wall line cannot be used; the monster
  // must step out. Here corner 0 of (0, 0) is its only corner clear of the wall hexes around it,
  // and the wall line (1, 0)-(2, 0) (between (1, 0) and (1, -1)) ends exactly there.
  test("a corner at the very tip of a wall line cannot be used", () => {
    const wallHexes = [h(0, 1), h(-1, 1), h(-1, 0), h(0, -1)];
    expect(both(buildBoard({ wallHexes }), h(0, 0), h(2, 0))).toEqual([true, true]);
    const tipped = buildBoard({ wallHexes, thinWalls: [wallOn(h(1, 0), 4)] });
    expect(both(tipped, h(0, 0), h(2, 0))).toEqual([false, true]);
  });

  test("a one-hex tube walled on its sides is still seen through corner to corner, along its length", () => {
    // Corner 4 of (0, 0) to corner 1 of (0, 2) crosses the tube's open ends inside their spans.
    const board = buildBoard({ thinWalls: wallsAround(h(0, 1), [0, 2, 3, 5]) });
    expect(both(board, h(0, 0), h(0, 2))).toEqual([true, true]);
  });

  // Ruling: Peer#148 "hex to hex (not vertex to vertex) line of sight" - wall lines on two opposite
  // edges of the hex between leave only slanted lines through its middle; Frosthaven attacks,
  // Gloomhaven does not. Same layout here, turned 60 degrees.
  test("wall lines on opposite edges of the hex between leave a line only the any-point rule may use", () => {
    const turn = (x: Hex): Hex => applySymmetry(x, { rotation: 1, mirrored: false });
    const middle = h(0, 0);
    const board = buildBoard({
      radius: 7,
      thinWalls: [wallOn(middle, 2), wallOn(middle, 5)].map(([p, q]) => [turn(p), turn(q)] as const),
    });
    expect(both(board, turn(h(-2, 1)), turn(h(4, -2)))).toEqual([false, true]);
  });
});

describe("grazing and collinear walls on the peer's boards (LOS-2, LOS-3)", () => {
  const peerBoard = (spec: Partial<Board>): Board => ({
    hexes: Array.from({ length: 16 * 7 }, (_, i) =>
      h(Math.floor(i / 7), (i % 7) - Math.floor(Math.floor(i / 7) / 2)),
    ),
    wallHexes: [],
    thinWalls: [],
    terrain: [],
    voidBlocksLos: false,
    ...spec,
  });

  // Ruling: Peer#147 "los angles from vertices with walls" - two wall lines meeting at a corner of
  // the monster's hex shield the target; no rule set lets it attack (fh/gh/jotl-147).
  test("two wall lines meeting at a corner shield the hex behind them", () => {
    const board = peerBoard({
      thinWalls: [
        [h(1, 4), h(1, 5)],
        [h(1, 5), h(2, 4)],
      ],
    });
    expect(both(board, h(1, 5), h(2, 3))).toEqual([false, false]);
  });

  // Ruling: Peer#149 "walls that are parallel to the sightline" - no rule set attacks (fh/gh/jotl-149).
  test("a zig-zag of wall lines parallel to the sight lines blocks them all", () => {
    const board = peerBoard({
      thinWalls: [
        [h(3, 3), h(4, 2)],
        [h(4, 2), h(4, 3)],
        [h(4, 3), h(5, 2)],
      ],
    });
    expect(both(board, h(7, 1), h(1, 4))).toEqual([false, false]);
  });

  // Ruling: Peer#150 "very close to fully blocked" - Frosthaven and JotL attack, Gloomhaven does not.
  test("a nearly closed field of wall hexes leaves an any-point line but no corner-to-corner one", () => {
    const board = peerBoard({ wallHexes: [h(4, 2), h(7, 0), h(8, 1), h(9, -1), h(12, -2)] });
    expect(both(board, h(12, -1), h(4, 1))).toEqual([false, true]);
  });
});

describe("witness lines for drawing (findSightLine)", () => {
  test("no line without line of sight", () => {
    const board = buildBoard({ wallHexes: [h(0, 1)] });
    for (const rule of RULES) expect(findSightLine(board, h(0, 0), h(0, 2), rule)).toBeNull();
  });

  test("any-point on open ground draws centre to centre", () => {
    expect(findSightLine(buildBoard(), h(0, 0), h(2, -1), "any-point")).toEqual({
      from: { x: 0, y: 0 },
      to: { x: 3, y: 0 },
    });
  });

  test("vertex draws the shortest clear corner-to-corner line", () => {
    const line = findSightLine(buildBoard(), h(0, 0), h(2, -1), "vertex");
    expect(line?.from.x).toBeCloseTo(hexCorner(h(0, 0), 0).x);
    expect(line?.to.x).toBeCloseTo(hexCorner(h(2, -1), 3).x);
  });
});
