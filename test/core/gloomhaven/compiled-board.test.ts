import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIRECTIONS, hexKey, type Hex } from "../../../src/core/hex";
import type { Board, TerrainKind } from "../../../src/core/gloomhaven";
import { indexBoard } from "../../../src/core/gloomhaven/compiled-board";

const TERRAIN_BIT: Record<TerrainKind, number> = {
  obstacle: 1,
  trap: 2,
  hazardous: 4,
  difficult: 8,
  icy: 16,
};

/** The compiled board spelled out with string keys: the reference the dense tables must equal (IMP-2). */
function reference(board: Board) {
  const nodes = new Map<string, number>();
  const hexes: Hex[] = [];
  const wall: number[] = [];
  const listedAsBoth: Hex[] = [];
  for (const h of board.hexes)
    if (!nodes.has(hexKey(h))) {
      nodes.set(hexKey(h), hexes.length);
      hexes.push({ q: h.q, r: h.r });
    }
  const playable = hexes.length;
  for (const h of board.wallHexes) {
    const node = nodes.get(hexKey(h));
    if (node === undefined) {
      nodes.set(hexKey(h), hexes.length);
      wall[hexes.length] = 1;
      hexes.push({ q: h.q, r: h.r });
    } else {
      if (node < playable) listedAsBoth.push(h);
      wall[node] = 1;
    }
  }
  const at = (h: Hex): number => nodes.get(hexKey(h)) ?? -1;
  const neighbours = hexes.flatMap((h) => DIRECTIONS.map((d) => at({ q: h.q + d.q, r: h.r + d.r })));
  const wallLine = new Array<number>(hexes.length * 6).fill(0);
  for (const [a, b] of board.thinWalls) {
    const d = DIRECTIONS.findIndex((o) => o.q === b.q - a.q && o.r === b.r - a.r);
    if (d < 0) continue;
    if (at(a) >= 0) wallLine[at(a) * 6 + d] = 1;
    if (at(b) >= 0) wallLine[at(b) * 6 + ((d + 3) % 6)] = 1;
  }
  const terrain = new Array<number>(hexes.length).fill(0);
  for (const t of board.terrain)
    if (at(t.at) >= 0) terrain[at(t.at)] = (terrain[at(t.at)] ?? 0) | TERRAIN_BIT[t.kind];
  return { hexes, wall: hexes.map((_, i) => wall[i] ?? 0), listedAsBoth, neighbours, wallLine, terrain, at };
}

const near = fc.record({ q: fc.integer({ min: -6, max: 6 }), r: fc.integer({ min: -6, max: 6 }) });
/** Far-apart hexes make the bounding box sparse: the compiler then uses its map lookup. */
const far = fc.record({ q: fc.integer({ min: -5000, max: 5000 }), r: fc.integer({ min: -5000, max: 5000 }) });
const kind = fc.constantFrom<TerrainKind>("obstacle", "trap", "hazardous", "difficult", "icy");

function boardOf(hex: fc.Arbitrary<Hex>): fc.Arbitrary<Board> {
  const step = fc.tuple(hex, fc.integer({ min: 0, max: 6 })).map(([h, d]) => {
    const o = DIRECTIONS[d] ?? { q: 2, r: 0 };
    return [h, { q: h.q + o.q, r: h.r + o.r }] as const;
  });
  return fc.record({
    hexes: fc.array(hex, { maxLength: 60 }),
    wallHexes: fc.array(hex, { maxLength: 10 }),
    thinWalls: fc.array(step, { maxLength: 10 }),
    terrain: fc.array(fc.record({ at: hex, kind }), { maxLength: 10 }),
    voidBlocksLos: fc.boolean(),
  });
}

/** The compiled board equals the string-keyed reference, lookups of the probes included. */
function expectCompiledLikeReference(board: Board, probes: readonly Hex[]): void {
  const index = indexBoard(board);
  const expected = reference(board);
  expect(index.hexes).toEqual(expected.hexes);
  expect(index.size).toBe(expected.hexes.length);
  expect([...index.wall]).toEqual(expected.wall);
  expect(index.listedAsBoth).toEqual(expected.listedAsBoth);
  expect([...index.neighbours]).toEqual(expected.neighbours);
  expect([...index.wallLine]).toEqual(expected.wallLine);
  expect([...index.terrain]).toEqual(expected.terrain);
  for (const h of [...board.hexes, ...board.wallHexes, ...probes])
    expect(index.indexOf(h)).toBe(expected.at(h));
}

describe("board compilation (BM-1..BM-4, IMP-2)", () => {
  for (const [name, hex] of [
    ["a compact board (dense table)", near],
    ["a sparse board (map lookup)", fc.oneof(near, far)],
  ] as const) {
    it(`numbers the nodes and fills the tables like the string-keyed reference on ${name}`, () => {
      fc.assert(
        fc.property(boardOf(hex), fc.array(fc.oneof(near, far), { maxLength: 10 }), (board, probes) =>
          expectCompiledLikeReference(board, probes),
        ),
      );
    });

    it(`compiles boards in a row that list the same hexes (shared node tables) like the reference on ${name}`, () => {
      fc.assert(
        fc.property(
          boardOf(hex),
          boardOf(hex),
          fc.boolean(),
          fc.array(fc.oneof(near, far), { maxLength: 10 }),
          (first, other, sameWallHexes, probes) => {
            // The second board copies the first's hex lists (new objects, equal values) with
            // other wall lines and terrain, and at times other wall hexes.
            const copy = (hexes: readonly Hex[]): Hex[] => hexes.map((h) => ({ q: h.q, r: h.r }));
            const second: Board = {
              ...other,
              hexes: copy(first.hexes),
              wallHexes: sameWallHexes ? copy(first.wallHexes) : other.wallHexes,
            };
            // In a row, then again after another board (recent geometries are kept too).
            expectCompiledLikeReference(first, probes);
            expectCompiledLikeReference(second, probes);
            expectCompiledLikeReference(other, probes);
            expectCompiledLikeReference({ ...second, hexes: copy(second.hexes) }, probes);
          },
        ),
      );
    });
  }
});

describe("board layouts (range and sight memoised per layout)", () => {
  it("are shared by boards that differ in terrain only, and differ when hexes, wall hexes, wall lines or the void rule do", () => {
    fc.assert(
      fc.property(boardOf(near), boardOf(near), (board, other) => {
        const copy = (hexes: readonly Hex[]): Hex[] => hexes.map((h) => ({ q: h.q, r: h.r }));
        const layout = indexBoard(board).layout;
        // Equal lists in new objects, other terrain: the same layout.
        const terrainOnly: Board = {
          ...board,
          hexes: copy(board.hexes),
          wallHexes: copy(board.wallHexes),
          thinWalls: board.thinWalls.map(([a, b]) => [{ ...a }, { ...b }] as const),
          terrain: other.terrain,
        };
        const shares = indexBoard(terrainOnly).layout === layout;
        // A board listing a hex both ways is compiled on its own (validation names its own hexes).
        expect(shares).toBe(indexBoard(board).listedAsBoth.length === 0);
        const wallsDiffer = JSON.stringify(other.thinWalls) !== JSON.stringify(board.thinWalls);
        if (wallsDiffer) expect(indexBoard({ ...board, thinWalls: other.thinWalls }).layout).not.toBe(layout);
        expect(indexBoard({ ...board, voidBlocksLos: !board.voidBlocksLos }).layout).not.toBe(layout);
        const grown = { ...board, hexes: [...board.hexes, { q: 99, r: 99 }] };
        expect(indexBoard(grown).layout).not.toBe(layout);
        const walled = { ...board, wallHexes: [...board.wallHexes, { q: 98, r: 98 }] };
        expect(indexBoard(walled).layout).not.toBe(layout);
      }),
    );
  });
});
