import { cross } from "./lattice";
import { pruneBands } from "./band-pruning";
import type { Bands, Corridor } from "./corridor";

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
export function findSquareWindow(c: Corridor, all: Bands, mode: "first" | "widest"): SquareWindow | null {
  if (cutsCorridor(all)) return null;
  const bands = pruneBands(all);
  const scratch = {
    lo: new Float64Array(bands.count),
    hi: new Float64Array(bands.count),
    order: [] as number[],
  };
  const centre = windowAt(0.5, bands, scratch);
  if (centre && mode === "first") return centre;
  if (centre && isOpenAt(0.5, bands, scratch)) return { x: 0.5, y: 0.5, width: centre.width };
  let best = centre;
  const xs = criticalXs(c, bands);
  for (let i = 0; i + 1 < xs.length; i++) {
    if ((xs[i + 1] ?? 0) <= (xs[i] ?? 0)) continue;
    const found = windowAt(((xs[i] ?? 0) + (xs[i + 1] ?? 0)) / 2, bands, scratch);
    if (found && mode === "first") return found;
    if (found && (!best || found.width > best.width)) best = found;
  }
  return best;
}

interface Scratch {
  readonly lo: Float64Array;
  readonly hi: Float64Array;
  readonly order: number[];
}

/** A band reaching from below the square to above it at every x blocks every line (LOS-5 step 2, first case). */
function cutsCorridor(bands: Bands): boolean {
  const low = [...bands.below];
  const high = [...bands.above];
  for (let e = 0; e < bands.band.length; e++) {
    const v0 = bands.offset[e] ?? 0;
    const v1 = (bands.slope[e] ?? 0) + v0;
    if (v0 <= 0 && v1 <= 0) low[bands.band[e] ?? 0] = true;
    if (v0 >= 1 && v1 >= 1) high[bands.band[e] ?? 0] = true;
  }
  return low.some((l, b) => l && high[b]);
}

/** Fills each band's blocked interval at x and lists the bands that meet [0, 1], lowest first. */
function intervalsAt(x: number, bands: Bands, s: Scratch): void {
  for (let b = 0; b < bands.count; b++) {
    s.lo[b] = bands.below[b] ? -Infinity : Infinity;
    s.hi[b] = bands.above[b] ? Infinity : -Infinity;
  }
  for (let e = 0; e < bands.band.length; e++) {
    const b = bands.band[e] ?? 0;
    const v = (bands.slope[e] ?? 0) * x + (bands.offset[e] ?? 0);
    if (v < (s.lo[b] ?? 0) && !bands.below[b]) s.lo[b] = v;
    if (v > (s.hi[b] ?? 0) && !bands.above[b]) s.hi[b] = v;
  }
  s.order.length = 0;
  for (let b = 0; b < bands.count; b++) if ((s.hi[b] ?? 0) >= 0 && (s.lo[b] ?? 0) <= 1) s.order.push(b);
  s.order.sort((p, q) => (s.lo[p] ?? 0) - (s.lo[q] ?? 0));
}

/** The widest gap in [0, 1] between the blocked intervals at x, if any is wider than EPSILON. */
function windowAt(x: number, bands: Bands, s: Scratch): SquareWindow | null {
  intervalsAt(x, bands, s);
  let covered = 0;
  let best: SquareWindow | null = null;
  const consider = (top: number): void => {
    const width = top - covered;
    if (width > EPSILON && (!best || width > best.width)) best = { x, y: (covered + top) / 2, width };
  };
  for (const b of s.order) {
    if ((s.lo[b] ?? 0) > covered) consider(Math.min(s.lo[b] ?? 0, 1));
    if ((s.hi[b] ?? 0) > covered) covered = s.hi[b] ?? 0;
    if (covered >= 1) break;
  }
  if (covered < 1) consider(1);
  return best;
}

/** Whether the point (x, 0.5) - the centre-to-centre line when x = 0.5 - is outside every band. */
function isOpenAt(x: number, bands: Bands, s: Scratch): boolean {
  intervalsAt(x, bands, s);
  return s.order.every((b) => (s.hi[b] ?? 0) < 0.5 - EPSILON || (s.lo[b] ?? 0) > 0.5 + EPSILON);
}

/**
 * Every x in (0, 1) where two band-end lines cross inside the square, or one crosses y = 0 or
 * y = 1. The crossing of the lines of P and Q is where the line through P and Q meets S, an exact
 * ratio of integers, so equal crossings compute to equal doubles.
 */
function criticalXs(c: Corridor, bands: Bands): Float64Array {
  const vx = c.b0x - c.a0x;
  const vy = c.b0y - c.a0y;
  const points: number[] = [vx, vy, vx + c.dx, vy + c.dy];
  for (let e = 0; e < bands.band.length; e++) points.push(bands.px[e] ?? 0, bands.py[e] ?? 0);
  const xs: number[] = [0, 1];
  for (let i = 4; i < points.length; i += 2) {
    const px = points[i] ?? 0;
    const py = points[i + 1] ?? 0;
    for (let j = 0; j < i; j += 2) {
      const ex = (points[j] ?? 0) - px;
      const ey = (points[j + 1] ?? 0) - py;
      const den = cross(c.dx, c.dy, ex, ey);
      if (den === 0) continue;
      const x = cross(px, py, points[j] ?? 0, points[j + 1] ?? 0) / den;
      if (!(x > 0 && x < 1)) continue;
      const y = cross(ex, ey, vx - px, vy - py) / den;
      if (y >= 0 && y <= 1) xs.push(x);
    }
  }
  return Float64Array.from(xs).sort();
}
