import { addBand, addEnd, draftBands, type Bands } from "./corridor";

/** Ends extremal on less than this much of [0, 1] are still kept: keeping an end is always safe. */
const SLACK = 1e-9;

/**
 * Thins the bands before the LOS-5 sweep without changing any blocked interval inside the square:
 * a band whose highest line stays at or below y = 0 (or lowest at or above y = 1) over [0, 1] is
 * dropped, and so is every end that is never its band's lowest or highest line there. Fewer lines
 * mean quadratically fewer critical x to test.
 */
export function pruneBands(bands: Bands): Bands {
  const members: number[][] = Array.from({ length: bands.count }, () => []);
  bands.band.forEach((b, e) => members[b]!.push(e));
  const kept = draftBands();
  members.forEach((group, b) => {
    const at = (e: number, x: number): number => bands.slope[e]! * x + bands.offset[e]!;
    const high = bands.above[b] ? Infinity : Math.max(...group.map((e) => Math.max(at(e, 0), at(e, 1))));
    const low = bands.below[b] ? -Infinity : Math.min(...group.map((e) => Math.min(at(e, 0), at(e, 1))));
    if (high <= 0 || low >= 1) return;
    const band = addBand(kept, bands.below[b]!, bands.above[b]!);
    for (const e of group) {
      const lowest = !bands.below[b] && isExtremal(bands, e, group, 1);
      const highest = !bands.above[b] && isExtremal(bands, e, group, -1);
      if (lowest || highest)
        addEnd(kept, band, bands.slope[e]!, bands.offset[e]!, bands.px[e]!, bands.py[e]!);
    }
  });
  return kept;
}

/** Whether end e is the lowest (side 1) or highest (side -1) line of its group somewhere in [0, 1]. */
function isExtremal(bands: Bands, e: number, group: readonly number[], side: 1 | -1): boolean {
  let from = 0;
  let to = 1;
  for (const j of group) {
    if (j === e) continue;
    // side * (f_e - f_j) <= 0  <=>  side * (ds * x + dc) <= 0
    const ds = side * (bands.slope[e]! - bands.slope[j]!);
    const dc = side * (bands.offset[e]! - bands.offset[j]!);
    if (ds === 0) {
      if (dc > 0) return false;
    } else if (ds > 0) to = Math.min(to, -dc / ds);
    else from = Math.max(from, -dc / ds);
    if (from > to + SLACK) return false;
  }
  return true;
}
