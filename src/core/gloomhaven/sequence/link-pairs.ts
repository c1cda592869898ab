// Linked hex pairs as lists (LH-1, FH-RB p.46): a pair has no direction, joins two different
// playable hexes and is listed once. Shared by the scene's link flag and the sandbox's link tool.
import { hexKey, sameHex, type Hex } from "../../hex";
import type { HexLink } from "./abilities";

/** Whether two unordered pairs join the same two ends, in either order (LH-1: a link has no direction). */
export function samePair<T>(x: readonly [T, T], y: readonly [T, T], same: (p: T, q: T) => boolean): boolean {
  return (same(x[0], y[0]) && same(x[1], y[1])) || (same(x[0], y[1]) && same(x[1], y[0]));
}

/** The list with `pair` added, or without it when it is listed already: the link tools' toggle (LH-1). */
export function togglePair<P>(list: readonly P[], pair: P, same: (x: P, y: P) => boolean): P[] {
  return list.some((p) => same(p, pair)) ? list.filter((p) => !same(p, pair)) : [...list, pair];
}

/** Whether two links join the same two hexes (LH-1). */
export function sameLink(x: HexLink, y: HexLink): boolean {
  return samePair(x, y, sameHex);
}

/**
 * The pairs that stand on a board (LH-1): both ends playable, not one hex twice, each pair once
 * (the first listing kept), in list order. A hex may belong to several pairs: the rulebook sets no
 * limit and the movement graph takes any number.
 */
export function standingLinks(links: readonly HexLink[], playable: (h: Hex) => boolean): HexLink[] {
  const seen = new Set<string>();
  return links.filter(([a, b]) => {
    if (sameHex(a, b) || !playable(a) || !playable(b)) return false;
    const key = [hexKey(a), hexKey(b)].sort().join("|");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
