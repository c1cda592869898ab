import type { Hex } from "../../hex";
import { cornerX, cornerY, cross } from "./lattice";
import type { SegmentBuffer } from "./segment-buffer";
import type { VertexTable } from "./vertex-table";

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

/**
 * LOS-5 step 2: occluders in the corridor, joined into bands at shared end points. At a fixed x
 * the sight lines a band blocks form one closed interval, from the lowest to the highest value
 * y = slope*x + offset of its finite end points; `below` / `above` mark a band that has an end
 * on S's line (at a0's or a1's end), which puts that end below / above every sight line.
 */
export interface Bands {
  /** Number of bands; band b owns the finite ends whose `band` entry is b. */
  readonly count: number;
  readonly below: readonly boolean[];
  readonly above: readonly boolean[];
  /** Finite end points: owning band, line through the visibility square, lattice position relative to a0. */
  readonly band: readonly number[];
  readonly slope: readonly number[];
  readonly offset: readonly number[];
  readonly px: readonly number[];
  readonly py: readonly number[];
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
 * Groups the occluders lying in the corridor into bands. Occluders are hex edges: they meet the
 * lines of S and T only at lattice corners, so an edge with an end outside the closed strip between
 * those lines touches it at one corner at most and cannot block an open set of lines.
 */
export function buildBands(c: Corridor, occluders: SegmentBuffer, vertices: VertexTable): Bands {
  const vx = c.b0x - c.a0x;
  const vy = c.b0y - c.a0y;
  const det = cross(vx, vy, c.dx, c.dy);
  const width = Math.abs(det);
  const sign = det < 0 ? 1 : -1;
  vertices.clear();
  const xs: number[] = [];
  const ys: number[] = [];
  const parent: number[] = [];
  const endOf = (px: number, py: number): number => {
    const id = vertices.idOf(px, py);
    if (id === xs.length) {
      xs.push(px);
      ys.push(py);
      parent.push(id);
    }
    return id;
  };
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i] ?? 0] ?? 0;
    return i;
  };
  const d = occluders.data;
  for (let i = 0; i < 4 * occluders.count; i += 4) {
    const px = (d[i] ?? 0) - c.a0x;
    const py = (d[i + 1] ?? 0) - c.a0y;
    const qx = (d[i + 2] ?? 0) - c.a0x;
    const qy = (d[i + 3] ?? 0) - c.a0y;
    const wp = sign * cross(c.dx, c.dy, px, py);
    const wq = sign * cross(c.dx, c.dy, qx, qy);
    if (wp < 0 || wq < 0 || wp > width || wq > width) continue;
    if ((wp === 0 || wp === width) && (wq === 0 || wq === width)) continue;
    parent[root(endOf(px, py))] = root(endOf(qx, qy));
  }
  return collectBands(c, det, xs, ys, root);
}

/** Bands under construction: plain arrays filled by {@link addBand} and {@link addEnd}. */
export interface BandsDraft extends Bands {
  count: number;
  readonly below: boolean[];
  readonly above: boolean[];
  readonly band: number[];
  readonly slope: number[];
  readonly offset: number[];
  readonly px: number[];
  readonly py: number[];
}

/** An empty set of bands to fill. */
export function draftBands(): BandsDraft {
  return { count: 0, below: [], above: [], band: [], slope: [], offset: [], px: [], py: [] };
}

/** Adds a band and returns its number. */
export function addBand(draft: BandsDraft, below: boolean, above: boolean): number {
  draft.below.push(below);
  draft.above.push(above);
  return draft.count++;
}

/** Adds a finite end point (its line y = slope*x + offset and lattice position) to band b. */
export function addEnd(
  draft: BandsDraft,
  b: number,
  slope: number,
  offset: number,
  px: number,
  py: number,
): void {
  draft.band.push(b);
  draft.slope.push(slope);
  draft.offset.push(offset);
  draft.px.push(px);
  draft.py.push(py);
}

function collectBands(
  c: Corridor,
  det: number,
  xs: number[],
  ys: number[],
  root: (i: number) => number,
): Bands {
  const vx = c.b0x - c.a0x;
  const vy = c.b0y - c.a0y;
  const bandOfRoot: number[] = new Array<number>(xs.length).fill(-1);
  const bands = draftBands();
  for (let i = 0; i < xs.length; i++) {
    const r = root(i);
    if (bandOfRoot[r] === -1) bandOfRoot[r] = addBand(bands, false, false);
    const b = bandOfRoot[r] ?? 0;
    const px = xs[i] ?? 0;
    const py = ys[i] ?? 0;
    const cp = cross(c.dx, c.dy, px, py);
    if (cp !== 0) {
      addEnd(bands, b, (cp + det) / cp, -cross(vx, vy, px, py) / cp, px, py);
    } else if (2 * (px * c.dx + py * c.dy) < c.dx * c.dx + c.dy * c.dy) {
      // On S's line, outside S itself: below every sight line at a0's end, above at a1's end.
      bands.below[b] = true;
    } else {
      bands.above[b] = true;
    }
  }
  return bands;
}
