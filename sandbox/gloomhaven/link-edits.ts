// The Hex tab's linked hexes (LH-1…LH-8, FH-RB p.46) as pure edits: linking and unlinking two floor
// hexes, the pending first hex of the Link hexes tool, and keeping the pairs standing when another
// edit takes a hex off the floor. A hex may be in several pairs (the rulebook sets no limit).
import { sameLink, standingLinks, togglePair, type HexLink } from "../../src/core/gloomhaven/sequence";
import { sameHex, type Hex } from "../../src/core/hex";
import { eraseHex, figureAt, isFloor, type HexEditorState } from "./editor-state";

/** The links with an end on a hex. */
export function linksAt(state: HexEditorState, at: Hex): HexLink[] {
  return state.links.filter(([a, b]) => sameHex(a, at) || sameHex(b, at));
}

/** Whether two hexes are linked (in either order). */
export function isLinked(state: HexEditorState, a: Hex, b: Hex): boolean {
  return state.links.some((link) => sameLink(link, [a, b]));
}

/**
 * Links two floor hexes, or unlinks them when they are linked already (in either order); one hex
 * twice, or an end that is not floor, changes nothing (LH-1).
 */
export function toggleLink(state: HexEditorState, a: Hex, b: Hex): HexEditorState {
  if (sameHex(a, b) || !isFloor(state, a) || !isFloor(state, b)) return state;
  return { ...state, links: togglePair(state.links, [a, b], sameLink) };
}

/** Removes every link with an end on a hex. */
export function unlinkHex(state: HexEditorState, at: Hex): HexEditorState {
  if (linksAt(state, at).length === 0) return state;
  return { ...state, links: state.links.filter(([a, b]) => !sameHex(a, at) && !sameHex(b, at)) };
}

/**
 * The state with only the pairs that still stand on its board (both ends floor, two different
 * hexes, each pair once): after a hex became wall or void, the board was cleared or a case loaded.
 * The same state when every pair stands, so an edit that changes nothing stays no edit.
 */
export function keepStandingLinks(state: HexEditorState): HexEditorState {
  const links = standingLinks(state.links, (h) => isFloor(state, h));
  return links.length === state.links.length ? state : { ...state, links };
}

/**
 * The Erase tool with links: the most visible thing at a hex goes first, so its figure, then its
 * links, then what {@link eraseHex} clears (terrain, a wall hex, a thin wall).
 */
export function eraseWithLinks(state: HexEditorState, at: Hex, beyond?: Hex): HexEditorState {
  if (!figureAt(state, at) && linksAt(state, at).length > 0) return unlinkHex(state, at);
  return eraseHex(state, at, beyond);
}

/** The Link hexes tool after a pick: the first hex waiting for its pair, or a pair to toggle. */
export interface LinkPick {
  readonly pending: Hex | null;
  readonly pair?: readonly [Hex, Hex];
  /** Why the pick did nothing: a hex that is not floor cannot be linked. */
  readonly refused?: "not-floor";
}

/**
 * One click (or Enter) of the Link hexes tool: a first floor hex waits; a second one gives the
 * pair; picking the waiting hex again cancels it; a hex off the floor is refused and the waiting
 * hex kept.
 */
export function pickLinkHex(state: HexEditorState, pending: Hex | null, at: Hex): LinkPick {
  if (!isFloor(state, at)) return { pending, refused: "not-floor" };
  if (!pending) return { pending: at };
  if (sameHex(pending, at)) return { pending: null };
  return { pending: null, pair: [pending, at] };
}
