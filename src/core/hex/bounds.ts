import type { Hex } from "./hex";

/**
 * The bounding box of the hexes of some lists, grown list by list (`qMin > qMax` while it holds
 * none), and whether every coordinate seen is an integer. Indexed loops, each coordinate read once:
 * boards are indexed in V8's baseline tier on the command line.
 *
 * The fields only ever hold coordinates and the small integers 0 and -1 of the empty box, never
 * ±Infinity: V8 stores a field that once held a non-integer as a boxed double in every object of
 * the class, and in the baseline tier each read of such a field, and each sum or product taken
 * with the value read, allocates a heap number. A box starting at ±Infinity made the origin and
 * size of every compiled board and line-of-sight index such a double, and every query on them
 * allocated (about a fifth of a cold command-line run's sight questions).
 */
export class HexBounds {
  qMin = 0;
  qMax = -1;
  rMin = 0;
  rMax = -1;
  integral = true;

  /** Grows the box by the hexes of a list. */
  add(list: readonly Hex[]): this {
    let { qMin, qMax, rMin, rMax, integral } = this;
    let empty = qMin > qMax;
    for (let i = 0; i < list.length; i++) {
      const h = list[i];
      if (h === undefined) continue;
      const q = h.q;
      const r = h.r;
      if ((q | 0) !== q || (r | 0) !== r) integral = false;
      if (empty) {
        qMin = qMax = q;
        rMin = rMax = r;
        empty = false;
        continue;
      }
      if (q < qMin) qMin = q;
      if (q > qMax) qMax = q;
      if (r < rMin) rMin = r;
      if (r > rMax) rMax = r;
    }
    this.qMin = qMin;
    this.qMax = qMax;
    this.rMin = rMin;
    this.rMax = rMax;
    this.integral = integral;
    return this;
  }
}
