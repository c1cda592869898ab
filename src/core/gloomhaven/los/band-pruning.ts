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
  // The ends of each band, in end order (a counting sort: no per-band arrays or closures).
  const ends = bands.band.length;
  const first = new Int32Array(bands.count + 1);
  for (let e = 0; e < ends; e++) {
    const at = (bands.band[e] ?? 0) + 1;
    first[at] = (first[at] ?? 0) + 1;
  }
  for (let b = 0; b < bands.count; b++) first[b + 1] = (first[b + 1] ?? 0) + (first[b] ?? 0);
  const fill = first.slice(0, bands.count);
  const order = new Int32Array(ends);
  for (let e = 0; e < ends; e++) {
    const b = bands.band[e] ?? 0;
    const at = fill[b] ?? 0;
    fill[b] = at + 1;
    order[at] = e;
  }
  const kept = draftBands();
  for (let b = 0; b < bands.count; b++) {
    const group = order.subarray(first[b] ?? 0, first[b + 1] ?? 0);
    let high = bands.above[b] ? Infinity : -Infinity;
    let low = bands.below[b] ? -Infinity : Infinity;
    for (const e of group) {
      const v0 = bands.offset[e] ?? 0;
      const v1 = (bands.slope[e] ?? 0) + v0;
      if (!bands.above[b]) high = Math.max(high, v0, v1);
      if (!bands.below[b]) low = Math.min(low, v0, v1);
    }
    if (high <= 0 || low >= 1) continue;
    const band = addBand(kept, bands.below[b] === true, bands.above[b] === true);
    for (const e of group) {
      const lowest = !bands.below[b] && isExtremal(bands, e, group, 1);
      const highest = !bands.above[b] && isExtremal(bands, e, group, -1);
      if (lowest || highest)
        addEnd(kept, band, bands.slope[e] ?? 0, bands.offset[e] ?? 0, bands.px[e] ?? 0, bands.py[e] ?? 0);
    }
  }
  return kept;
}

/** Whether end e is the lowest (side 1) or highest (side -1) line of its group somewhere in [0, 1]. */
function isExtremal(bands: Bands, e: number, group: Int32Array, side: 1 | -1): boolean {
  let from = 0;
  let to = 1;
  for (const j of group) {
    if (j === e) continue;
    // side * (f_e - f_j) <= 0  <=>  side * (ds * x + dc) <= 0
    const ds = side * ((bands.slope[e] ?? 0) - (bands.slope[j] ?? 0));
    const dc = side * ((bands.offset[e] ?? 0) - (bands.offset[j] ?? 0));
    if (ds === 0) {
      if (dc > 0) return false;
    } else if (ds > 0) to = Math.min(to, -dc / ds);
    else from = Math.max(from, -dc / ds);
    if (from > to + SLACK) return false;
  }
  return true;
}
