import type { BandBuffer, Bands } from "./corridor";

/** Ends extremal on less than this much of [0, 1] are still kept: keeping an end is always safe. */
const SLACK = 1e-9;

/** Working storage of {@link pruneBands}, reused between queries: the ends grouped by band. */
export class PruneScratch {
  first = new Int32Array(32);
  fill = new Int32Array(32);
  order = new Int32Array(64);
}

/**
 * Thins the bands (into `kept`, emptied first) before the LOS-5 sweep without changing any blocked
 * interval inside the square: a band whose highest line stays at or below y = 0 (or lowest at or
 * above y = 1) over [0, 1] is dropped, and so is every end that is never its band's lowest or
 * highest line there. Fewer lines mean quadratically fewer critical x to test.
 */
export function pruneBands(bands: Bands, s: PruneScratch, kept: BandBuffer): Bands {
  // The ends of each band, in end order (a counting sort into reused arrays).
  const ends = bands.ends;
  if (s.first.length < bands.count + 1) {
    s.first = new Int32Array(2 * bands.count + 2);
    s.fill = new Int32Array(2 * bands.count + 2);
  }
  if (s.order.length < ends) s.order = new Int32Array(2 * ends);
  const { first, fill, order } = s;
  first.fill(0, 0, bands.count + 1);
  for (let e = 0; e < ends; e++) {
    const at = (bands.band[e] ?? 0) + 1;
    first[at] = (first[at] ?? 0) + 1;
  }
  for (let b = 0; b < bands.count; b++) first[b + 1] = (first[b + 1] ?? 0) + (first[b] ?? 0);
  for (let b = 0; b < bands.count; b++) fill[b] = first[b] ?? 0;
  for (let e = 0; e < ends; e++) {
    const b = bands.band[e] ?? 0;
    const at = fill[b] ?? 0;
    fill[b] = at + 1;
    order[at] = e;
  }
  kept.clear();
  for (let b = 0; b < bands.count; b++) {
    const from = first[b] ?? 0;
    const to = first[b + 1] ?? 0;
    const below = bands.below[b] === 1;
    const above = bands.above[b] === 1;
    let high = above ? Infinity : -Infinity;
    let low = below ? -Infinity : Infinity;
    for (let g = from; g < to; g++) {
      const e = order[g] ?? 0;
      const v0 = bands.offset[e] ?? 0;
      const v1 = (bands.slope[e] ?? 0) + v0;
      if (!above) high = Math.max(high, v0, v1);
      if (!below) low = Math.min(low, v0, v1);
    }
    if (high <= 0 || low >= 1) continue;
    const band = kept.addBand(below, above);
    for (let g = from; g < to; g++) {
      const e = order[g] ?? 0;
      const lowest = !below && isExtremal(bands, e, order, from, to, 1);
      const highest = !above && isExtremal(bands, e, order, from, to, -1);
      if (lowest || highest)
        kept.addEnd(band, bands.slope[e] ?? 0, bands.offset[e] ?? 0, bands.px[e] ?? 0, bands.py[e] ?? 0);
    }
  }
  return kept;
}

/**
 * Whether end e is the lowest (side 1) or highest (side -1) line of its group (the ends
 * order[from..to)) somewhere in [0, 1].
 */
function isExtremal(
  bands: Bands,
  e: number,
  order: Int32Array,
  from: number,
  to: number,
  side: 1 | -1,
): boolean {
  let left = 0;
  let right = 1;
  for (let g = from; g < to; g++) {
    const j = order[g] ?? 0;
    if (j === e) continue;
    // side * (f_e - f_j) <= 0  <=>  side * (ds * x + dc) <= 0
    const ds = side * ((bands.slope[e] ?? 0) - (bands.slope[j] ?? 0));
    const dc = side * ((bands.offset[e] ?? 0) - (bands.offset[j] ?? 0));
    if (ds === 0) {
      if (dc > 0) return false;
    } else if (ds > 0) right = Math.min(right, -dc / ds);
    else left = Math.max(left, -dc / ds);
    if (left > right + SLACK) return false;
  }
  return true;
}
