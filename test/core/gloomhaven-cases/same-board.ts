// The tests' oracle for board sharing: two boards read on their own are the same in every
// field and order, coordinates compared with ===, as parseCase compares a case's board fields with a
// board it is given.
import type { Board } from "../../../src/core/gloomhaven";
import type { Hex } from "../../../src/core/hex";

const sameHexes = (a: readonly Hex[], b: readonly Hex[]): boolean =>
  a.length === b.length && a.every((h, i) => h.q === b[i]!.q && h.r === b[i]!.r);

export function sameBoard(a: Board, b: Board): boolean {
  return (
    a.voidBlocksLos === b.voidBlocksLos &&
    sameHexes(a.hexes, b.hexes) &&
    sameHexes(a.wallHexes, b.wallHexes) &&
    a.thinWalls.length === b.thinWalls.length &&
    sameHexes(
      a.thinWalls.flatMap((w) => [...w]),
      b.thinWalls.flatMap((w) => [...w]),
    ) &&
    a.terrain.length === b.terrain.length &&
    a.terrain.every((t, i) => t.kind === b.terrain[i]!.kind) &&
    sameHexes(
      a.terrain.map((t) => t.at),
      b.terrain.map((t) => t.at),
    )
  );
}
