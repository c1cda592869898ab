import { cross } from "./lattice";
import { PruneScratch, pruneBands } from "./band-pruning";
import { BandBuffer, type Bands, type Corridor } from "./corridor";

/** Touching blocks: an open window must be wider than this (IMP-4). */
const EPSILON = 1e-12;

/** Where the first-window search looks before sweeping: dyadic, so S(x) is exact in lattice units. */
const SAMPLE_XS = [0.5, 0.25, 0.75, 0.125, 0.875, 0.375, 0.625];

/** An unobstructed sight line S(x) -> T(y) and the height of the open window around y. */
export interface SquareWindow {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

/** Working storage of the sweep, reused between queries so the hot path allocates (almost) nothing. */
export class SweepScratch {
  readonly pruned = new BandBuffer();
  readonly prune = new PruneScratch();
  /** Per band: its blocked interval at the current x, and the flags of {@link cutsCorridor}. */
  lo = new Float64Array(16);
  hi = new Float64Array(16);
  low = new Uint8Array(16);
  high = new Uint8Array(16);
  /** The bands meeting [0, 1] at the current x, lowest first (`orderCount` of them). */
  order = new Int32Array(16);
  orderCount = 0;
  /** Critical x values. */
  xs = new Float64Array(64);

  /** Makes room for `bands` bands. */
  reserve(bands: number): void {
    if (this.lo.length >= bands) return;
    this.lo = new Float64Array(2 * bands);
    this.hi = new Float64Array(2 * bands);
    this.low = new Uint8Array(2 * bands);
    this.high = new Uint8Array(2 * bands);
    this.order = new Int32Array(2 * bands);
  }
}

/**
 * LOS-5 step 3: finds an open window in the visibility square, or null when the bands cover it.
 * Between two consecutive critical x (crossings of two band-end lines, or of one with y = 0 or
 * y = 1) the order of all lines is fixed, so testing the midpoint of each such x-interval is exact.
 * `first` stops at the first window; `widest` returns the widest one (a robust witness to draw).
 */
export function findSquareWindow(
  c: Corridor,
  all: Bands,
  mode: "first" | "widest",
  s: SweepScratch,
): SquareWindow | null {
  s.reserve(all.count);
  if (cutsCorridor(all, s)) return null;
  if (mode === "first") {
    // Each sample tests a whole column of the square in one pass over the ends: most open squares
    // show a window at one of these x, before the pruning and the critical x are worth computing.
    // Pruning changes no blocked interval inside the square, so the bands need not be pruned here.
    for (const x of SAMPLE_XS) {
      const found = windowAt(x, all, s);
      if (found) return found;
    }
  }
  const bands = pruneBands(all, s.prune, s.pruned);
  const centre = windowAt(0.5, bands, s);
  if (centre && mode === "first") return centre;
  if (centre && isOpenAt(0.5, bands, s)) return { x: 0.5, y: 0.5, width: centre.width };
  let best = centre;
  const count = criticalXs(c, bands, s);
  const xs = s.xs;
  for (let i = 0; i + 1 < count; i++) {
    if ((xs[i + 1] ?? 0) <= (xs[i] ?? 0)) continue;
    const found = windowAt(((xs[i] ?? 0) + (xs[i + 1] ?? 0)) / 2, bands, s);
    if (found && mode === "first") return found;
    if (found && (!best || found.width > best.width)) best = found;
  }
  return best;
}

/** Whether one band cuts the whole corridor (see {@link cutsCorridor}): then no sight line exists. */
export function isCorridorCut(all: Bands, s: SweepScratch): boolean {
  s.reserve(all.count);
  return cutsCorridor(all, s);
}

/** A band reaching from below the square to above it at every x blocks every line (LOS-5 step 2, first case). */
function cutsCorridor(bands: Bands, s: SweepScratch): boolean {
  const { low, high } = s;
  for (let b = 0; b < bands.count; b++) {
    low[b] = bands.below[b] ?? 0;
    high[b] = bands.above[b] ?? 0;
  }
  for (let e = 0; e < bands.ends; e++) {
    const v0 = bands.offset[e] ?? 0;
    const v1 = (bands.slope[e] ?? 0) + v0;
    if (v0 <= 0 && v1 <= 0) low[bands.band[e] ?? 0] = 1;
    if (v0 >= 1 && v1 >= 1) high[bands.band[e] ?? 0] = 1;
  }
  for (let b = 0; b < bands.count; b++) if (low[b] === 1 && high[b] === 1) return true;
  return false;
}

/** Fills each band's blocked interval at x and lists the bands that meet [0, 1], lowest first. */
function intervalsAt(x: number, bands: Bands, s: SweepScratch): void {
  const { lo, hi, order } = s;
  for (let b = 0; b < bands.count; b++) {
    lo[b] = bands.below[b] === 1 ? -Infinity : Infinity;
    hi[b] = bands.above[b] === 1 ? Infinity : -Infinity;
  }
  for (let e = 0; e < bands.ends; e++) {
    const b = bands.band[e] ?? 0;
    const v = (bands.slope[e] ?? 0) * x + (bands.offset[e] ?? 0);
    if (v < (lo[b] ?? 0) && bands.below[b] !== 1) lo[b] = v;
    if (v > (hi[b] ?? 0) && bands.above[b] !== 1) hi[b] = v;
  }
  // Insertion sort by lo, stable (ties keep band order); few bands meet the square.
  let n = 0;
  for (let b = 0; b < bands.count; b++) {
    const l = lo[b] ?? 0;
    if (!((hi[b] ?? 0) >= 0 && l <= 1)) continue;
    let at = n++;
    while (at > 0 && (lo[order[at - 1] ?? 0] ?? 0) > l) {
      order[at] = order[at - 1] ?? 0;
      at--;
    }
    order[at] = b;
  }
  s.orderCount = n;
}

/** The widest gap in [0, 1] between the blocked intervals at x, if any is wider than EPSILON. */
function windowAt(x: number, bands: Bands, s: SweepScratch): SquareWindow | null {
  intervalsAt(x, bands, s);
  const { lo, hi, order } = s;
  let covered = 0;
  let bestWidth = -1;
  let bestY = 0;
  for (let k = 0; k < s.orderCount; k++) {
    const b = order[k] ?? 0;
    const l = lo[b] ?? 0;
    if (l > covered) {
      const width = Math.min(l, 1) - covered;
      if (width > EPSILON && width > bestWidth) {
        bestWidth = width;
        bestY = (covered + Math.min(l, 1)) / 2;
      }
    }
    if ((hi[b] ?? 0) > covered) covered = hi[b] ?? 0;
    if (covered >= 1) break;
  }
  if (covered < 1) {
    const width = 1 - covered;
    if (width > EPSILON && width > bestWidth) {
      bestWidth = width;
      bestY = (covered + 1) / 2;
    }
  }
  return bestWidth < 0 ? null : { x, y: bestY, width: bestWidth };
}

/** Whether the point (x, 0.5) - the centre-to-centre line when x = 0.5 - is outside every band. */
function isOpenAt(x: number, bands: Bands, s: SweepScratch): boolean {
  intervalsAt(x, bands, s);
  for (let k = 0; k < s.orderCount; k++) {
    const b = s.order[k] ?? 0;
    if (!((s.hi[b] ?? 0) < 0.5 - EPSILON || (s.lo[b] ?? 0) > 0.5 + EPSILON)) return false;
  }
  return true;
}

/**
 * Every x in (0, 1) where two band-end lines cross inside the square, or one crosses y = 0 or
 * y = 1, sorted into `s.xs` with 0 and 1; returns how many. The crossing of the lines of P and Q
 * is where the line through P and Q meets S, an exact ratio of integers, so equal crossings
 * compute to equal doubles.
 */
function criticalXs(c: Corridor, bands: Bands, s: SweepScratch): number {
  const vx = c.b0x - c.a0x;
  const vy = c.b0y - c.a0y;
  // Points 0 and 1 are T's ends (the lines y = 0 and y = 1), then the band ends.
  const pointX = (i: number): number => (i === 0 ? vx : i === 1 ? vx + c.dx : (bands.px[i - 2] ?? 0));
  const pointY = (i: number): number => (i === 0 ? vy : i === 1 ? vy + c.dy : (bands.py[i - 2] ?? 0));
  const points = bands.ends + 2;
  const most = 2 + (points * (points - 1)) / 2;
  if (s.xs.length < most) s.xs = new Float64Array(2 * most);
  const xs = s.xs;
  xs[0] = 0;
  xs[1] = 1;
  let n = 2;
  for (let i = 2; i < points; i++) {
    const px = pointX(i);
    const py = pointY(i);
    for (let j = 0; j < i; j++) {
      const qx = pointX(j);
      const qy = pointY(j);
      const ex = qx - px;
      const ey = qy - py;
      const den = cross(c.dx, c.dy, ex, ey);
      if (den === 0) continue;
      const x = cross(px, py, qx, qy) / den;
      if (!(x > 0 && x < 1)) continue;
      const y = cross(ex, ey, vx - px, vy - py) / den;
      if (y >= 0 && y <= 1) xs[n++] = x;
    }
  }
  xs.subarray(0, n).sort();
  return n;
}
