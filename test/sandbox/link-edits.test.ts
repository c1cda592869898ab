import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyState } from "../../sandbox/gloomhaven/default-state";
import { isFloor, toggleTerrain, toggleVoid, toggleWallHex } from "../../sandbox/gloomhaven/editor-state";
import {
  isLinked,
  keepStandingLinks,
  linksAt,
  pickLinkHex,
  toggleLink,
  unlinkHex,
} from "../../sandbox/gloomhaven/link-edits";
import { applyTool, HEX_TOOLS } from "../../sandbox/gloomhaven/tools";
import { cell, editorState } from "./builders";

const a = cell(4, 1);
const b = cell(10, 5);
const c = cell(12, 2);
const linked = () => toggleLink(editorState(), a, b);

describe("LH-1: linking two floor hexes", () => {
  it("links two floor hexes as one unordered pair", () => {
    const state = linked();
    expect(state.links).toEqual([[a, b]]);
    expect(isLinked(state, b, a)).toBe(true);
  });

  it("unlinks the pair when the same two hexes are linked again, in either order", () => {
    expect(toggleLink(linked(), b, a).links).toEqual([]);
    expect(toggleLink(linked(), a, b).links).toEqual([]);
  });

  it("changes nothing for one hex twice or an end that is not floor", () => {
    const state = editorState();
    expect(toggleLink(state, a, a)).toBe(state);
    const walled = toggleWallHex(state, b);
    expect(toggleLink(walled, a, b)).toBe(walled);
    const off = cell(30, 3);
    expect(toggleLink(state, a, off)).toBe(state);
  });

  it("lets one hex be in several pairs (the rulebook sets no limit)", () => {
    const state = toggleLink(linked(), a, c);
    expect(linksAt(state, a)).toEqual([
      [a, b],
      [a, c],
    ]);
  });

  it("removes every pair of a hex, and nothing else", () => {
    const state = toggleLink(toggleLink(linked(), a, c), b, c);
    expect(unlinkHex(state, a).links).toEqual([[b, c]]);
    const plain = editorState();
    expect(unlinkHex(plain, a)).toBe(plain);
  });
});

describe("LH-1: links stay on the floor when other tools change the board", () => {
  it("drops the pair when an end becomes a wall hex or void", () => {
    expect(keepStandingLinks(toggleWallHex(linked(), b)).links).toEqual([]);
    expect(keepStandingLinks(toggleVoid(linked(), a)).links).toEqual([]);
  });

  it("drops the pairs whose hexes a cleared board no longer has", () => {
    const small = emptyState().scenario.board.hexes.slice(0, 10);
    const far = toggleLink(editorState(), cell(0, 0), cell(15, 6));
    const cleared = { ...far, scenario: { ...far.scenario, board: { ...far.scenario.board, hexes: small } } };
    expect(keepStandingLinks(cleared).links).toEqual([]);
  });

  it("drops a loaded pair that does not stand and keeps the rest, in order", () => {
    const state = {
      ...editorState(),
      links: [
        [a, a],
        [a, b],
        [b, a],
        [c, cell(40, 0)],
      ] as const,
    };
    expect(keepStandingLinks(state).links).toEqual([[a, b]]);
  });

  it("gives the same state back when every pair stands (no edit to undo)", () => {
    const state = toggleTerrain(linked(), a, "difficult");
    expect(keepStandingLinks(state)).toBe(state);
  });
});

describe("LH-1: links stay consistent under any edits", () => {
  const cellArb = fc
    .record({ column: fc.integer({ min: 0, max: 15 }), row: fc.integer({ min: 0, max: 6 }) })
    .map(({ column, row }) => cell(column, row));
  const editArb = fc.record({
    tool: fc.constantFrom(...HEX_TOOLS),
    at: cellArb,
    other: cellArb,
    edge: fc.constantFrom(0, 1, 2, 3, 4, 5) as fc.Arbitrary<0 | 1 | 2 | 3 | 4 | 5>,
  });

  it("every pair has floor under both ends, two different hexes, and is listed once", () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 20 }), (edits) => {
        const state = edits.reduce(
          (s, e) =>
            keepStandingLinks(
              e.tool === "link"
                ? toggleLink(s, e.at, e.other)
                : applyTool(s, e.tool, { hex: e.at, edge: e.edge }, 20),
            ),
          toggleLink(linked(), b, c),
        );
        for (const [p, q] of state.links) {
          expect(isFloor(state, p) && isFloor(state, q)).toBe(true);
          expect(p).not.toEqual(q);
        }
        const keys = state.links.map(([p, q]) =>
          [p, q]
            .map((h) => `${h.q},${h.r}`)
            .sort()
            .join("|"),
        );
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe("the Erase tool on a linked hex", () => {
  it("removes the figure first, then the hex's links, then its terrain", () => {
    const monster = cell(2, 3);
    const state = toggleTerrain(toggleLink(editorState(), monster, b), monster, "trap");
    const erase = (s: typeof state) => applyTool(s, "erase", { hex: monster, edge: 0 }, 0);
    const once = erase(state);
    expect(once.scenario.figures.map((f) => f.id)).not.toContain("monster-1");
    expect(once.links).toHaveLength(1);
    const twice = erase(once);
    expect(twice.links).toEqual([]);
    expect(twice.scenario.board.terrain).toHaveLength(1);
    expect(erase(twice).scenario.board.terrain).toEqual([]);
  });

  it("leaves the board alone with the Link hexes tool (the board's input picks the two hexes)", () => {
    const state = editorState();
    expect(applyTool(state, "link", { hex: a, edge: 0 }, 0)).toBe(state);
  });
});

describe("the Link hexes tool's two picks", () => {
  const state = editorState();

  it("keeps a first floor hex waiting, then gives the pair with the second", () => {
    expect(pickLinkHex(state, null, a)).toEqual({ pending: a });
    expect(pickLinkHex(state, a, b)).toEqual({ pending: null, pair: [a, b] });
  });

  it("cancels when the waiting hex is picked again", () => {
    expect(pickLinkHex(state, a, a)).toEqual({ pending: null });
  });

  it("refuses a hex that is not floor and keeps the waiting one", () => {
    const walled = toggleWallHex(state, b);
    expect(pickLinkHex(walled, a, b)).toEqual({ pending: a, refused: "not-floor" });
    expect(pickLinkHex(walled, null, b)).toEqual({ pending: null, refused: "not-floor" });
  });
});
