// Linked hexes (LH-1…LH-8, FH-RB p.46) as the GM marks them: the scene flag `links`, a list of hex
// pairs in Foundry grid offsets (i = row, j = column). Offsets, not pixels or core coordinates, so
// a pair stays on its hexes whatever layout the reader detects (grid-layout.ts converts them) and
// survives a change of the scene's padding. docs/linked-hexes.md describes the design.
import { z } from "zod";
import { samePair, togglePair, type HexLink } from "../../core/gloomhaven/sequence";
import { hexKey } from "../../core/hex";
import { message, type Message } from "../../view/gloomhaven";
import type { HexGridIndex } from "./grid-layout";
import type { GridOffset } from "./scene-snapshot";

const offsetSchema = z.object({ i: z.number().int(), j: z.number().int() });
const pairSchema = z.object({ a: offsetSchema, b: offsetSchema });

/** One stored pair of linked hexes (LH-1): two grid offsets, unordered. */
export type StoredLink = z.infer<typeof pairSchema>;

/** The most pairs a scene flag is read with (bounded work on a hand-edited flag). */
export const MAX_LINKS = 500;

/** What the scene's link flag gives the reader: the valid pairs and one problem per bad entry. */
export interface LinkReading {
  readonly links: readonly HexLink[];
  /** The valid pairs as stored (for drawing and the self-check list). */
  readonly stored: readonly StoredLink[];
  readonly problems: readonly Message[];
}

const sameOffset = (p: GridOffset, q: GridOffset): boolean => p.i === q.i && p.j === q.j;

/** Whether two stored pairs join the same two hexes (in either order). */
export function sameLink(x: StoredLink, y: StoredLink): boolean {
  return samePair([x.a, x.b], [y.a, y.b], sameOffset);
}

/**
 * Reads the scene flag `links` (LH-1): each entry validated (two whole-number offsets), then
 * refused when both ends are one hex, an end is off the board (not a playable hex) or the pair is
 * listed twice. A bad entry is a problem naming it, never an exception; the good ones are kept.
 */
export function readHexLinks(
  flag: unknown,
  index: HexGridIndex,
  playable: ReadonlySet<string>,
  labelOf: (offset: GridOffset) => string,
): LinkReading {
  if (flag === undefined || flag === null) return { links: [], stored: [], problems: [] };
  const list = z.array(z.unknown()).safeParse(flag);
  if (!list.success)
    return { links: [], stored: [], problems: [message("MONSTER_AUTOPILOT.Hex.Links.NotAList", {})] };
  const links: HexLink[] = [];
  const stored: StoredLink[] = [];
  const problems: Message[] = [];
  list.data.slice(0, MAX_LINKS).forEach((entry, n) => {
    const pair = pairSchema.safeParse(entry);
    if (!pair.success) {
      problems.push(message("MONSTER_AUTOPILOT.Hex.Links.Malformed", { entry: n + 1 }));
      return;
    }
    const { a, b } = pair.data;
    const names = { entry: n + 1, a: labelOf(a), b: labelOf(b) };
    const ha = index.toHex(a);
    const hb = index.toHex(b);
    if (sameOffset(a, b)) problems.push(message("MONSTER_AUTOPILOT.Hex.Links.SameHex", names));
    else if (!playable.has(hexKey(ha)) || !playable.has(hexKey(hb)))
      problems.push(message("MONSTER_AUTOPILOT.Hex.Links.OffBoard", names));
    else if (stored.some((s) => sameLink(s, pair.data)))
      problems.push(message("MONSTER_AUTOPILOT.Hex.Links.Duplicate", names));
    else {
      links.push([ha, hb]);
      stored.push(pair.data);
    }
  });
  if (list.data.length > MAX_LINKS)
    problems.push(
      message("MONSTER_AUTOPILOT.Hex.Links.TooMany", { count: list.data.length, max: MAX_LINKS }),
    );
  return { links, stored, problems };
}

/**
 * The flag's entries that are well-formed pairs (the tool edits these; anything else in the flag is
 * dropped on the next edit, which the self-check has reported).
 */
export function storedLinks(flag: unknown): StoredLink[] {
  const list = z.array(z.unknown()).safeParse(flag);
  if (!list.success) return [];
  return list.data.flatMap((entry) => {
    const pair = pairSchema.safeParse(entry);
    return pair.success ? [pair.data] : [];
  });
}

/** The list after the GM clicks two hexes: the pair added, or removed when it was already there (a toggle). */
export function toggleLink(current: readonly StoredLink[], pair: StoredLink): StoredLink[] {
  return togglePair(current, pair, sameLink);
}
