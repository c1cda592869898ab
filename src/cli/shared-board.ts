// Consecutive cases of a file are mostly on the same board (the public cases: 67 boards for 399
// cases, 315 on the board of the case before). The rules core builds its board indexes (compiled
// board, line-of-sight index) once per Board object, so the command line hands a case the board
// object of the case before when the two boards are equal, instead of a fresh copy (issue 14).
import type { Board, Scenario } from "../core/gloomhaven";
import type { Hex } from "../core/hex";

const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;

function sameHexes(a: readonly Hex[], b: readonly Hex[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameHex(a[i]!, b[i]!)) return false;
  return true;
}

/**
 * The fields {@link sameBoard} compares: a field added to Board fails to compile here until
 * sameBoard compares it too.
 */
const _COMPARED = {
  hexes: true,
  wallHexes: true,
  thinWalls: true,
  terrain: true,
  voidBlocksLos: true,
} as const satisfies Record<keyof Board, true>;

/** Whether two boards are the same in every field ({@link _COMPARED}) and order (so the core answers the same on either). */
export function sameBoard(a: Board, b: Board): boolean {
  if (a === b) return true;
  if (
    a.voidBlocksLos !== b.voidBlocksLos ||
    !sameHexes(a.hexes, b.hexes) ||
    !sameHexes(a.wallHexes, b.wallHexes)
  )
    return false;
  if (a.thinWalls.length !== b.thinWalls.length || a.terrain.length !== b.terrain.length) return false;
  for (let i = 0; i < a.thinWalls.length; i++) {
    const [p, q] = a.thinWalls[i]!;
    const [s, t] = b.thinWalls[i]!;
    if (!sameHex(p, s) || !sameHex(q, t)) return false;
  }
  for (let i = 0; i < a.terrain.length; i++) {
    const x = a.terrain[i]!;
    const y = b.terrain[i]!;
    if (x.kind !== y.kind || !sameHex(x.at, y.at)) return false;
  }
  return true;
}

/** Remembers the last board only, so a long file holds one board (and its indexes) at a time. */
export class BoardReuse {
  private last: Board | undefined;

  /** The scenario on the previous case's board object when its board is the same; else as it is. */
  share(scenario: Scenario): Scenario {
    const last = this.last;
    if (last !== undefined && last !== scenario.board && sameBoard(last, scenario.board))
      return { ...scenario, board: last };
    this.last = scenario.board;
    return scenario;
  }
}
