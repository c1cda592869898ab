import { hexCenter, hexCorner, type Direction, type Hex, type Point } from "../../hex";
import type { LosIndex } from "./occluder-index";

/**
 * LOS-4 (any-point rule, neighbouring hexes): a and its neighbour in direction `dir` see each other
 * unless their common edge is a wall line and, at both ends of that edge, one of the two other edges
 * meeting there is an occluder too. Returns a witness segment (unit layout) or null.
 */
export function findNeighbourSightLine(
  index: LosIndex,
  a: Hex,
  dir: Direction,
): { from: Point; to: Point } | null {
  const b: Hex = { q: a.q + (DQ[dir] ?? 0), r: a.r + (DR[dir] ?? 0) };
  const side = neighbourSightSide(index, a, dir);
  if (side === null) return null;
  if (side === 0) return { from: hexCenter(a), to: hexCenter(b) };
  const corner = hexCorner(a, side < 0 ? dir : dir + 1);
  const k = (((dir + side) % 6) + 6) % 6;
  const third = hexCenter({ q: a.q + (DQ[k] ?? 0), r: a.r + (DR[k] ?? 0) });
  return { from: bendPoint(corner, hexCenter(a), third), to: bendPoint(corner, hexCenter(b), third) };
}

/**
 * LOS-4 without the witness: 0 when the common edge is open, -1 or 1 for the end of a walled edge
 * the sight passes round, null when both ends are closed. Allocates nothing (the hot path).
 */
export function neighbourSightSide(index: LosIndex, a: Hex, dir: Direction): -1 | 0 | 1 | null {
  if (!index.isEdgeOccluder(a.q, a.r, dir)) return 0;
  const bq = a.q + (DQ[dir] ?? 0);
  const br = a.r + (DR[dir] ?? 0);
  // Corner `dir` of a is shared with b and the third hex in direction dir-1; corner dir+1 with the
  // third hex in direction dir+1. Seen from b, those third hexes lie in directions dir-2 and dir+2.
  if (!index.isEdgeOccluder(a.q, a.r, dir - 1) && !index.isEdgeOccluder(bq, br, dir - 2)) return -1;
  if (!index.isEdgeOccluder(a.q, a.r, dir + 1) && !index.isEdgeOccluder(bq, br, dir + 2)) return 1;
  return null;
}

const DQ = [1, 0, -1, -1, 0, 1] as const;
const DR = [0, 1, 1, 0, -1, -1] as const;

/**
 * A point inside the hex centred at `own`, close to `corner` and leaning towards the third hex: the
 * segment between the two bend points passes round the wall's end through the third hex, at least
 * 0.05 from the corner and well clear (< 0.44 from the corner) of every edge not meeting there.
 */
function bendPoint(corner: Point, own: Point, third: Point): Point {
  return {
    x: corner.x + 0.5 * (own.x - corner.x) + 0.3 * (third.x - corner.x),
    y: corner.y + 0.5 * (own.y - corner.y) + 0.3 * (third.y - corner.y),
  };
}
