import { cross } from "./lattice";
import type { Band, BandEnd, Corridor } from "./corridor";

/** Touching blocks: an open window must be wider than this (IMP-4). */
const EPSILON = 1e-12;

/** An unobstructed sight line S(x) -> T(y) and the height of the open window around y. */
export interface SquareWindow {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

/**
 * LOS-5 step 3: finds an open window in the visibility square, or null when the bands cover it.
 * Between two consecutive critical x (crossings of two band-end lines, or of one with y = 0 or
 * y = 1) the order of all lines is fixed, so testing the midpoint of each such x-interval is exact.
 * `first` stops at the first window; `widest` returns the widest one (a robust witness to draw).
 */
export function findSquareWindow(
  c: Corridor,
  bands: readonly Band[],
  mode: "first" | "widest",
): SquareWindow | null {
  if (bands.some(cutsCorridor)) return null;
  const centre = windowAt(0.5, bands);
  if (centre && mode === "first") return centre;
  if (centre && isOpenAt(0.5, bands)) return { x: 0.5, y: 0.5, width: centre.width };
  let best = centre;
  const xs = criticalXs(c, bands);
  for (let i = 0; i + 1 < xs.length; i++) {
    if (xs[i + 1]! <= xs[i]!) continue;
    const found = windowAt((xs[i]! + xs[i + 1]!) / 2, bands);
    if (found && mode === "first") return found;
    if (found && (!best || found.width > best.width)) best = found;
  }
  return best;
}

function valueAt(end: BandEnd, x: number): number {
  return end.slope * x + end.offset;
}

/** A band reaching from below the square to above it at every x blocks every line (LOS-5 step 2, first case). */
function cutsCorridor(band: Band): boolean {
  const low = band.below || band.ends.some((e) => valueAt(e, 0) <= 0 && valueAt(e, 1) <= 0);
  return low && (band.above || band.ends.some((e) => valueAt(e, 0) >= 1 && valueAt(e, 1) >= 1));
}

/** The blocked interval of each band at x, clipped away when it misses [0, 1]. */
function intervalsAt(x: number, bands: readonly Band[]): [number, number][] {
  const out: [number, number][] = [];
  for (const band of bands) {
    let lo = band.below ? -Infinity : Infinity;
    let hi = band.above ? Infinity : -Infinity;
    for (const end of band.ends) {
      const v = valueAt(end, x);
      if (!band.below && v < lo) lo = v;
      if (!band.above && v > hi) hi = v;
    }
    if (hi >= 0 && lo <= 1) out.push([lo, hi]);
  }
  return out.sort((p, q) => p[0] - q[0]);
}

/** The widest gap in [0, 1] between the blocked intervals at x, if any is wider than EPSILON. */
function windowAt(x: number, bands: readonly Band[]): SquareWindow | null {
  let covered = 0;
  let best: SquareWindow | null = null;
  const consider = (top: number): void => {
    const width = top - covered;
    if (width > EPSILON && (!best || width > best.width)) best = { x, y: (covered + top) / 2, width };
  };
  for (const [lo, hi] of intervalsAt(x, bands)) {
    if (lo > covered) consider(Math.min(lo, 1));
    if (hi > covered) covered = hi;
    if (covered >= 1) break;
  }
  if (covered < 1) consider(1);
  return best;
}

/** Whether the point (x, 0.5) - the centre-to-centre line when x = 0.5 - is outside every band. */
function isOpenAt(x: number, bands: readonly Band[]): boolean {
  return intervalsAt(x, bands).every(([lo, hi]) => hi < 0.5 - EPSILON || lo > 0.5 + EPSILON);
}

/**
 * Every x in (0, 1) where two band-end lines cross inside the square, or one crosses y = 0 or
 * y = 1. The crossing of the lines of P and Q is where the line through P and Q meets S, an exact
 * ratio of integers, so equal crossings compute to equal doubles.
 */
function criticalXs(c: Corridor, bands: readonly Band[]): Float64Array {
  const vx = c.b0x - c.a0x;
  const vy = c.b0y - c.a0y;
  const points: number[] = [vx, vy, vx + c.dx, vy + c.dy];
  for (const band of bands) for (const e of band.ends) points.push(e.px, e.py);
  const xs: number[] = [0, 1];
  for (let i = 4; i < points.length; i += 2) {
    const px = points[i]!;
    const py = points[i + 1]!;
    for (let j = 0; j < i; j += 2) {
      const ex = points[j]! - px;
      const ey = points[j + 1]! - py;
      const den = cross(c.dx, c.dy, ex, ey);
      if (den === 0) continue;
      const x = cross(px, py, points[j]!, points[j + 1]!) / den;
      if (!(x > 0 && x < 1)) continue;
      const y = cross(ex, ey, vx - px, vy - py) / den;
      if (y >= 0 && y <= 1) xs.push(x);
    }
  }
  return Float64Array.from(xs).sort();
}
