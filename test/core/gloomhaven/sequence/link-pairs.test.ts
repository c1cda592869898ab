import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  samePair,
  sameLink,
  standingLinks,
  togglePair,
  type HexLink,
} from "../../../../src/core/gloomhaven/sequence";
import { hexKey, type Hex } from "../../../../src/core/hex";

const h = (q: number, r: number): Hex => ({ q, r });
const hexArb = fc.record({ q: fc.integer({ min: -3, max: 3 }), r: fc.integer({ min: -3, max: 3 }) });
const linkArb = fc.tuple(hexArb, hexArb) as fc.Arbitrary<HexLink>;

describe("LH-1: a linked pair has no direction", () => {
  it("names the same pair in either order, and no other pair", () => {
    expect(sameLink([h(0, 0), h(2, -1)], [h(2, -1), h(0, 0)])).toBe(true);
    expect(sameLink([h(0, 0), h(2, -1)], [h(0, 0), h(2, 0)])).toBe(false);
    expect(samePair([1, 2], [2, 1], (a, b) => a === b)).toBe(true);
  });

  it("toggling a pair twice, in either order, gives the list back", () => {
    fc.assert(
      fc.property(fc.array(linkArb, { maxLength: 6 }), linkArb, (list, [a, b]) => {
        const known = standingLinks(list, () => true);
        const fresh = known.filter((l) => !sameLink(l, [a, b]));
        const once = togglePair(fresh, [a, b] as HexLink, sameLink);
        expect(once).toHaveLength(fresh.length + 1);
        expect(togglePair(once, [b, a] as HexLink, sameLink)).toEqual(fresh);
      }),
    );
  });
});

describe("LH-1: the pairs that stand on a board", () => {
  const playable = new Set([h(0, 0), h(1, 0), h(2, -1), h(3, -1)].map(hexKey));
  const onBoard = (x: Hex): boolean => playable.has(hexKey(x));

  it("drops a pair with an end off the board, a pair joining one hex to itself and a pair listed again", () => {
    const links: HexLink[] = [
      [h(0, 0), h(2, -1)],
      [h(0, 0), h(5, 5)],
      [h(1, 0), h(1, 0)],
      [h(2, -1), h(0, 0)],
      [h(1, 0), h(3, -1)],
    ];
    expect(standingLinks(links, onBoard)).toEqual([links[0], links[4]]);
  });

  it("keeps several pairs through one hex", () => {
    const links: HexLink[] = [
      [h(0, 0), h(2, -1)],
      [h(0, 0), h(3, -1)],
    ];
    expect(standingLinks(links, onBoard)).toEqual(links);
  });
});
