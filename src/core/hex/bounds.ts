import type { Hex } from "./hex";

/**
 * The bounding box of the hexes of some lists, grown list by list (`qMin > qMax` while it holds
 * none), and whether every coordinate seen is an integer. Indexed loops, each coordinate read once:
 * boards are indexed in V8's baseline tier on the command line (issue 14).
 */
export class HexBounds {
  qMin = Infinity;
  qMax = -Infinity;
  rMin = Infinity;
  rMax = -Infinity;
  integral = true;

  /** Grows the box by the hexes of a list. */
  add(list: readonly Hex[]): this {
    let { qMin, qMax, rMin, rMax, integral } = this;
    for (let i = 0; i < list.length; i++) {
      const h = list[i];
      if (h === undefined) continue;
      const q = h.q;
      const r = h.r;
      if (q < qMin) qMin = q;
      if (q > qMax) qMax = q;
      if (r < rMin) rMin = r;
      if (r > rMax) rMax = r;
      if ((q | 0) !== q || (r | 0) !== r) integral = false;
    }
    this.qMin = qMin;
    this.qMax = qMax;
    this.rMin = rMin;
    this.rMax = rMax;
    this.integral = integral;
    return this;
  }
}
