import { describe, expect, it } from "vitest";
import { readScene, type ReadSceneOptions } from "../../../src/foundry/gloomhaven/read-scene";
import {
  MAX_LINKS,
  storedLinks,
  toggleLink,
  type StoredLink,
} from "../../../src/foundry/gloomhaven/hex-links";
import { fakeRegion, fakeScene, fakeToken, FakeHexGrid, GRID } from "../runtime/ports";

const grid = new FakeHexGrid(GRID.HEXODDQ);
const centre = (i: number, j: number) => grid.getCenterPoint({ i, j });
const options: ReadSceneOptions = {
  activeTokenId: "guard",
  recognition: "disposition",
  labelOf: (o) => `${o.i}:${o.j}`,
};
const pair = (ai: number, aj: number, bi: number, bj: number): StoredLink => ({
  a: { i: ai, j: aj },
  b: { i: bi, j: bj },
});

function read(linksFlag: unknown, over: Parameters<typeof fakeScene>[0] = {}) {
  const reading = readScene(
    fakeScene({ grid, tokens: [fakeToken("guard", centre(3, 3))], linksFlag, ...over }),
    options,
  );
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return reading;
}

const keys = (reading: ReturnType<typeof read>) => reading.linkProblems.map((p) => p.key.split(".").pop());

describe("LH-1 linked hexes read from the scene flag", () => {
  it("a scene without the flag has no links and no problems", () => {
    const reading = read(undefined);
    expect(reading.links).toEqual([]);
    expect(reading.linkProblems).toEqual([]);
  });

  it("a stored pair of grid offsets becomes a pair of core hexes under those offsets", () => {
    const reading = read([pair(2, 2, 6, 9)]);
    expect(reading.links).toEqual([[reading.index.hexAt(centre(2, 2)), reading.index.hexAt(centre(6, 9))]]);
    expect(reading.linkProblems).toEqual([]);
  });

  it("the same offsets give the same hexes on every hex layout", () => {
    for (const type of [GRID.HEXODDR, GRID.HEXEVENR, GRID.HEXODDQ, GRID.HEXEVENQ]) {
      const g = new FakeHexGrid(type);
      const reading = readScene(
        fakeScene({
          grid: g,
          tokens: [fakeToken("guard", g.getCenterPoint({ i: 3, j: 3 }))],
          linksFlag: [pair(1, 2, 4, 5)],
        }),
        options,
      );
      if (!reading.ok) throw new Error("unread");
      const [[a, b]] = reading.links as [[never, never]];
      expect(reading.index.toOffset(a)).toEqual({ i: 1, j: 2 });
      expect(reading.index.toOffset(b)).toEqual({ i: 4, j: 5 });
    }
  });

  it("a pair joining a hex to itself, off the board or listed twice is a problem and left out; the rest is kept", () => {
    const reading = read([
      pair(2, 2, 2, 2),
      pair(2, 2, 500, 500),
      pair(1, 1, 2, 2),
      pair(2, 2, 1, 1),
      pair(3, 4, 5, 6),
    ]);
    expect(reading.links).toHaveLength(2);
    expect(keys(reading)).toEqual(["SameHex", "OffBoard", "Duplicate"]);
    expect(reading.linkProblems[0]?.params).toEqual({ entry: 1, a: "2:2", b: "2:2" });
  });

  it("a wall hex is off the board for a link", () => {
    const wall = (p: { x: number; y: number }) => Math.hypot(p.x - centre(5, 5).x, p.y - centre(5, 5).y) < 10;
    const reading = read([pair(5, 5, 1, 1)], {
      regions: [fakeRegion("Rock", wall, { terrainFlag: "wall" })],
    });
    expect(reading.links).toEqual([]);
    expect(keys(reading)).toEqual(["OffBoard"]);
  });

  it("damaged entries and a flag that is not a list are problems, never exceptions", () => {
    expect(keys(read([{ a: { i: 1 } }, "x", pair(1, 1.5, 2, 2), pair(1, 1, 2, 2)]))).toEqual([
      "Malformed",
      "Malformed",
      "Malformed",
    ]);
    expect(read([{ a: { i: 1 } }, pair(1, 1, 2, 2)]).links).toHaveLength(1);
    expect(keys(read({ a: 1 }))).toEqual(["NotAList"]);
  });

  it("a hand-edited flag with too many pairs is read up to the bound and says so", () => {
    const many = Array.from({ length: MAX_LINKS + 3 }, () => pair(1, 1, 2, 2));
    const reading = read(many);
    expect(reading.links).toHaveLength(1);
    expect(keys(reading).at(-1)).toBe("TooMany");
    expect(reading.linkProblems).toHaveLength(MAX_LINKS);
  });
});

describe("LH-1 the tool's edits of the stored list", () => {
  it("clicking two hexes adds the pair; the same two in either order remove it", () => {
    const once = toggleLink([], pair(1, 1, 2, 2));
    expect(once).toEqual([pair(1, 1, 2, 2)]);
    expect(toggleLink(once, pair(2, 2, 1, 1))).toEqual([]);
  });

  it("the tool keeps only the well-formed entries of a damaged flag", () => {
    expect(storedLinks([pair(1, 1, 2, 2), { a: 3 }, null])).toEqual([pair(1, 1, 2, 2)]);
    expect(storedLinks("nonsense")).toEqual([]);
  });
});
