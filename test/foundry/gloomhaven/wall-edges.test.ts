import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ThinWall } from "../../../src/core/gloomhaven/model";
import { directionTo, hexKey, neighbour, type Hex } from "../../../src/core/hex";
import { createHexGridIndex, type HexGridIndex } from "../../../src/foundry/gloomhaven/grid-layout";
import { readPlayableHexes } from "../../../src/foundry/gloomhaven/playable-hexes";
import type { PixelPoint } from "../../../src/foundry/gloomhaven/scene-snapshot";
import { isWallLine, readThinWalls } from "../../../src/foundry/gloomhaven/wall-edges";
import { fakeWall, FakeHexGrid, GRID } from "../runtime/ports";

const grid = new FakeHexGrid(GRID.HEXODDQ);
const index: HexGridIndex = createHexGridIndex(grid, "odd-q", (o) => `${o.i}:${o.j}`);
const hexes = readPlayableHexes(grid, index, { x: 0, y: 0, width: 1200, height: 1000 });
const A = index.toHex({ i: 4, j: 4 });

/** The two corners shared by neighbouring hexes, from the pixel geometry. */
function sharedEdge(a: Hex, b: Hex): [PixelPoint, PixelPoint] {
  const ca = index.centerOf(a);
  const cb = index.centerOf(b);
  const mid = { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 };
  const len = Math.hypot(cb.x - ca.x, cb.y - ca.y);
  const half = grid.size / Math.sqrt(3) / 2;
  const px = (-(cb.y - ca.y) / len) * half;
  const py = ((cb.x - ca.x) / len) * half;
  return [
    { x: mid.x + px, y: mid.y + py },
    { x: mid.x - px, y: mid.y - py },
  ];
}

function wallAlong(a: Hex, b: Hex, over = {}) {
  const [p, q] = sharedEdge(a, b);
  return fakeWall([Math.round(p.x), Math.round(p.y), Math.round(q.x), Math.round(q.y)], over);
}

const edgeKey = ([a, b]: ThinWall) => [hexKey(a), hexKey(b)].sort().join("|");
const read = (walls: Parameters<typeof readThinWalls>[0]) =>
  readThinWalls(walls, hexes, index, grid.size).map(edgeKey);

describe("walls snapped to hex edges", () => {
  it("a wall along a shared edge blocks exactly that edge, in every direction", () => {
    for (let d = 0; d < 6; d++) {
      const B = neighbour(A, d as 0);
      expect(read([wallAlong(A, B)])).toEqual([edgeKey([A, B])]);
    }
  });

  it("a wall drawn a few pixels off the edge, or a little short of its corners, still blocks it", () => {
    const B = neighbour(A, 1);
    const [p, q] = sharedEdge(A, B);
    const shrink = (t: number) => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
    const [s, e] = [shrink(0.1), shrink(0.9)];
    expect(read([fakeWall([s.x + 4, s.y - 3, e.x + 4, e.y - 3])])).toEqual([edgeKey([A, B])]);
  });

  it("a wall along one edge that overshoots its corner does not block the next edges", () => {
    const B = neighbour(A, 0);
    const [p, q] = sharedEdge(A, B);
    const dx = (q.x - p.x) * 0.3;
    const dy = (q.y - p.y) * 0.3;
    expect(read([fakeWall([p.x - dx, p.y - dy, q.x + dx, q.y + dy])])).toEqual([edgeKey([A, B])]);
  });

  it("a long straight wall blocks every edge whose centre-to-centre step it crosses", () => {
    // A vertical line between two columns of a flat-topped grid crosses the zigzag of their shared edges.
    const left = index.centerOf(index.toHex({ i: 2, j: 3 }));
    const x = left.x + grid.size * 0.43;
    const blocked = readThinWalls([fakeWall([x, 150, x, 750])], hexes, index, grid.size);
    const crossed = new Set<string>();
    for (const a of hexes)
      for (let d = 0; d < 6; d++) {
        const b = neighbour(a, d as 0);
        const ca = index.centerOf(a);
        const cb = index.centerOf(b);
        if (!hexes.some((h) => hexKey(h) === hexKey(b))) continue;
        if (!(Math.min(ca.x, cb.x) < x && Math.max(ca.x, cb.x) > x)) continue;
        const y = ca.y + ((cb.y - ca.y) * (x - ca.x)) / (cb.x - ca.x);
        if (y > 150 && y < 750) crossed.add(edgeKey([a, b]));
      }
    expect(crossed.size).toBeGreaterThanOrEqual(10);
    expect(new Set(blocked.map(edgeKey))).toEqual(crossed);
  });

  it("a diagonal wall blocks the edges it cuts and leaves the others open", () => {
    const from = index.centerOf(index.toHex({ i: 2, j: 2 }));
    const to = index.centerOf(index.toHex({ i: 6, j: 6 }));
    const wall = fakeWall([from.x + 30, from.y - 10, to.x + 30, to.y - 10]);
    const blocked = readThinWalls([wall], hexes, index, grid.size);
    expect(blocked.length).toBeGreaterThan(4);
    const near = readThinWalls(
      [fakeWall([from.x + 30, from.y - 10, (from.x + to.x) / 2 + 30, (from.y + to.y) / 2 - 10])],
      hexes,
      index,
      grid.size,
    );
    expect(near.length).toBeLessThan(blocked.length);
  });

  it("open doors do not block; closed, locked and secret doors do", () => {
    const B = neighbour(A, 2);
    expect(read([wallAlong(A, B, { door: 1, ds: 1 })])).toEqual([]);
    expect(read([wallAlong(A, B, { door: 1, ds: 0 })])).toEqual([edgeKey([A, B])]);
    expect(read([wallAlong(A, B, { door: 1, ds: 2 })])).toEqual([edgeKey([A, B])]);
    expect(read([wallAlong(A, B, { door: 2, ds: 0 })])).toEqual([edgeKey([A, B])]);
  });

  it("a wall that restricts movement or sight is a wall line; one that restricts neither is ignored", () => {
    expect(isWallLine(fakeWall([0, 0, 1, 1], { move: 20, sight: 0 }))).toBe(true);
    expect(isWallLine(fakeWall([0, 0, 1, 1], { move: 0, sight: 10 }))).toBe(true);
    expect(isWallLine(fakeWall([0, 0, 1, 1], { move: 0, sight: 0 }))).toBe(false);
  });

  it("only blocks edges between two playable hexes, each once, whatever the walls", () => {
    const playable = new Set(hexes.map(hexKey));
    const arbWall = fc
      .tuple(
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 1000 }),
      )
      .map((c) => fakeWall(c));
    fc.assert(
      fc.property(fc.array(arbWall, { maxLength: 4 }), (walls) => {
        const blocked = readThinWalls(walls, hexes, index, grid.size);
        const keys = blocked.map(edgeKey);
        expect(new Set(keys).size).toBe(keys.length);
        for (const [a, b] of blocked) {
          expect(directionTo(a, b)).toBeDefined();
          expect(playable.has(hexKey(a)) && playable.has(hexKey(b))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
