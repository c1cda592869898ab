import type { Hex } from "../../hex";
import { cornerX, cornerY, cross } from "./lattice";

/**
 * LOS-5 step 1-2: the visibility square between hexes a and b. S(x) = a0 + x*d runs along a's long
 * diagonal (corner k to k+3) and T(y) = b0 + y*d along b's, with k the diagonal closest to
 * perpendicular to the a->b centre line. A candidate sight line is the segment S(x)->T(y) for
 * (x, y) in the open unit square; it touches an occluder point P exactly on the line y = f_P(x),
 * which is straight because S and T are parallel. Coordinates are integer lattice units.
 */
export interface Corridor {
  readonly a0x: number;
  readonly a0y: number;
  readonly b0x: number;
  readonly b0y: number;
  readonly dx: number;
  readonly dy: number;
}

/** An occluder end point in the corridor: its line y = slope*x + offset, or +/-Infinity when it sits on S's line. */
export interface BandEnd {
  readonly px: number;
  readonly py: number;
  readonly slope: number;
  readonly offset: number;
  /** -1: below every sight line (a0's end of S), +1: above every one (a1's end), 0: finite line. */
  readonly infinite: -1 | 0 | 1;
}

/**
 * Occluders joined at shared end points: at a fixed x the sight lines they block form one closed
 * interval, from the lowest to the highest value of their end points.
 */
export interface Band {
  readonly ends: BandEnd[];
  readonly below: boolean;
  readonly above: boolean;
}

/** Chooses the cross-section diagonal for a and b (LOS-5 step 1). */
export function chooseCorridor(a: Hex, b: Hex): Corridor {
  const ux = 1.5 * (b.q - a.q);
  const uy = Math.sqrt(3) * (b.r - a.r + (b.q - a.q) / 2);
  let best = 0;
  let bestDot = Infinity;
  for (let k = 0; k < 3; k++) {
    const dot = Math.abs(ux * Math.cos((k * Math.PI) / 3) + uy * Math.sin((k * Math.PI) / 3));
    if (dot < bestDot - 1e-9) [best, bestDot] = [k, dot];
  }
  const a0x = cornerX(a.q, a.r, best);
  const a0y = cornerY(a.q, a.r, best);
  return {
    a0x,
    a0y,
    b0x: cornerX(b.q, b.r, best),
    b0y: cornerY(b.q, b.r, best),
    dx: cornerX(a.q, a.r, best + 3) - a0x,
    dy: cornerY(a.q, a.r, best + 3) - a0y,
  };
}

/**
 * Groups the occluders lying in the corridor into bands (LOS-5 step 2). Occluders are hex edges:
 * they meet the lines of S and T only at lattice corners, so an edge with an end outside the closed
 * strip between those lines touches it at one corner at most and cannot block an open set of lines.
 */
export function buildBands(c: Corridor, occluders: readonly number[]): Band[] {
  const vx = c.b0x - c.a0x;
  const vy = c.b0y - c.a0y;
  const det = cross(vx, vy, c.dx, c.dy);
  const width = Math.abs(det);
  const sign = det < 0 ? 1 : -1;
  const depth = (px: number, py: number): number => sign * cross(c.dx, c.dy, px, py);
  const ends: BandEnd[] = [];
  const parent: number[] = [];
  const ids = new Map<number, number>();
  const endOf = (px: number, py: number): number => {
    const key = px * 1048576 + py;
    let id = ids.get(key);
    if (id === undefined) {
      id = ends.length;
      ids.set(key, id);
      parent.push(id);
      const cp = cross(c.dx, c.dy, px, py);
      if (cp === 0) {
        const along = px * c.dx + py * c.dy;
        const infinite = along * 2 < c.dx * c.dx + c.dy * c.dy ? -1 : 1;
        ends.push({ px, py, slope: 0, offset: 0, infinite });
      } else {
        ends.push({ px, py, slope: (cp + det) / cp, offset: -cross(vx, vy, px, py) / cp, infinite: 0 });
      }
    }
    return id;
  };
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < occluders.length; i += 4) {
    const px = occluders[i]! - c.a0x;
    const py = occluders[i + 1]! - c.a0y;
    const qx = occluders[i + 2]! - c.a0x;
    const qy = occluders[i + 3]! - c.a0y;
    const wp = depth(px, py);
    const wq = depth(qx, qy);
    if (wp < 0 || wq < 0 || wp > width || wq > width) continue;
    if ((wp === 0 || wp === width) && (wq === 0 || wq === width)) continue;
    parent[root(endOf(px, py))] = root(endOf(qx, qy));
  }
  const bands = new Map<number, { ends: BandEnd[]; below: boolean; above: boolean }>();
  ends.forEach((end, i) => {
    const r = root(i);
    const band = bands.get(r) ?? { ends: [], below: false, above: false };
    bands.set(r, band);
    if (end.infinite < 0) band.below = true;
    else if (end.infinite > 0) band.above = true;
    else band.ends.push(end);
  });
  return [...bands.values()];
}
