import type { Hex } from "../../hex";
import { CORNER_X, CORNER_Y, cross } from "./lattice";
import type { SegmentBuffer } from "./segment-buffer";
import { NEAR, NEAR_BITS, type VertexTable } from "./vertex-table";

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
  /** Number of finite ends (the typed arrays below may be longer: only the first `ends` count). */
  readonly ends: number;
  /** 1 where band b has an end below / above every sight line, else 0. */
  readonly below: Uint8Array;
  readonly above: Uint8Array;
  /** Finite end points: owning band, line through the visibility square, lattice position relative to a0. */
  readonly band: Int32Array;
  readonly slope: Float64Array;
  readonly offset: Float64Array;
  readonly px: Int32Array;
  readonly py: Int32Array;
}

/**
 * Bands kept in typed arrays reused from query to query (LOS-5 step 4: fast repeated queries):
 * {@link BandBuffer.clear} empties them without freeing, so the hot path allocates nothing.
 */
export class BandBuffer implements Bands {
  count = 0;
  ends = 0;
  below = new Uint8Array(16);
  above = new Uint8Array(16);
  band = new Int32Array(64);
  slope = new Float64Array(64);
  offset = new Float64Array(64);
  px = new Int32Array(64);
  py = new Int32Array(64);

  /** Empties the buffer, keeping its storage. */
  clear(): void {
    this.count = 0;
    this.ends = 0;
  }

  /** Adds a band and returns its number. */
  addBand(below: boolean, above: boolean): number {
    if (this.count === this.below.length) {
      this.below = grown(this.below, new Uint8Array(2 * this.count));
      this.above = grown(this.above, new Uint8Array(2 * this.count));
    }
    this.below[this.count] = below ? 1 : 0;
    this.above[this.count] = above ? 1 : 0;
    return this.count++;
  }

  /** Makes room for `ends` finite ends in all, keeping the first {@link ends}. */
  reserveEnds(ends: number): void {
    if (ends <= this.band.length) return;
    const length = Math.max(ends, 2 * this.band.length);
    this.band = grown(this.band, new Int32Array(length));
    this.slope = grown(this.slope, new Float64Array(length));
    this.offset = grown(this.offset, new Float64Array(length));
    this.px = grown(this.px, new Int32Array(length));
    this.py = grown(this.py, new Int32Array(length));
  }

  /** Adds a finite end point (its line y = slope*x + offset and lattice position) to band b. */
  addEnd(b: number, slope: number, offset: number, px: number, py: number): void {
    const e = this.ends++;
    if (e === this.band.length) {
      this.band = grown(this.band, new Int32Array(2 * e));
      this.slope = grown(this.slope, new Float64Array(2 * e));
      this.offset = grown(this.offset, new Float64Array(2 * e));
      this.px = grown(this.px, new Int32Array(2 * e));
      this.py = grown(this.py, new Int32Array(2 * e));
    }
    this.band[e] = b;
    this.slope[e] = slope;
    this.offset[e] = offset;
    this.px[e] = px;
    this.py[e] = py;
  }
}

/** `into` (a larger array of the same kind) holding a copy of `from`. */
function grown<T extends Uint8Array | Int32Array | Float64Array>(from: T, into: T): T {
  into.set(from);
  return into;
}

/** Working storage of {@link buildBands}: the distinct end points of one query and their union-find forest. */
export class BandScratch {
  xs = new Int32Array(64);
  ys = new Int32Array(64);
  parent = new Int32Array(64);
  bandOfRoot = new Int32Array(64);
  size = 0;

  /** Makes room for `points` points in all, keeping the first {@link size}. */
  reserve(points: number): void {
    if (points <= this.xs.length) return;
    const length = Math.max(points, 2 * this.xs.length);
    this.xs = grown(this.xs, new Int32Array(length));
    this.ys = grown(this.ys, new Int32Array(length));
    this.parent = grown(this.parent, new Int32Array(length));
    this.bandOfRoot = new Int32Array(length);
  }
}

/** Long diagonal k (corner k to corner k + 3) in lattice units, k = 0..2. */
const DIAGONAL_X = [-4, -2, 2] as const;
const DIAGONAL_Y = [0, -2, -2] as const;

/**
 * Chooses the cross-section diagonal for a and b (LOS-5 step 1): the long diagonal k (corner k to
 * k + 3, at 60k degrees) closest to perpendicular to the centre line, the lowest k on a tie. With
 * the centre offset (ux, uy) in lattice units, 4·(offset · diagonal k) is 2ux, ux + 3uy and
 * 3uy - ux for k = 0, 1, 2: integers, compared exactly (V8's baseline tier: no floats).
 */
export function chooseCorridor(a: Hex, b: Hex): Corridor {
  const ux = 3 * (b.q - a.q);
  const uy = 2 * (b.r - a.r) + (b.q - a.q);
  const dot0 = ux < 0 ? -2 * ux : 2 * ux;
  const dot1 = ux + 3 * uy < 0 ? -(ux + 3 * uy) : ux + 3 * uy;
  const dot2 = 3 * uy - ux < 0 ? ux - 3 * uy : 3 * uy - ux;
  let best = 0;
  if (dot1 < dot0) best = 1;
  if (dot2 < (best === 0 ? dot0 : dot1)) best = 2;
  const a0x = 3 * a.q + (CORNER_X[best] ?? 0);
  const a0y = 2 * a.r + a.q + (CORNER_Y[best] ?? 0);
  return {
    a0x,
    a0y,
    b0x: 3 * b.q + (CORNER_X[best] ?? 0),
    b0y: 2 * b.r + b.q + (CORNER_Y[best] ?? 0),
    dx: DIAGONAL_X[best] ?? 0,
    dy: DIAGONAL_Y[best] ?? 0,
  };
}

/**
 * Groups the occluders lying in the corridor into bands (into `out`, emptied first). Occluders are
 * hex edges: they meet the lines of S and T only at lattice corners, so an edge with an end outside
 * the closed strip between those lines touches it at one corner at most and cannot block an open
 * set of lines.
 */
export function buildBands(
  c: Corridor,
  occluders: SegmentBuffer,
  vertices: VertexTable,
  points: BandScratch,
  out: BandBuffer,
): Bands {
  return collectBands(c, joinEnds(c, occluders, vertices, points), points, out);
}

/**
 * Whether one band of the occluders in the corridor reaches from below every sight line to above
 * every sight line at both ends of S (so at every x): the test of the LOS-5 sweep's cutsCorridor,
 * decided on integers from the joined end points, without the bands' lines (V8's baseline
 * tier: a fraction allocates). A true answer means no sight line exists: the vertex rule's pair
 * search and the any-point sweep would find none. Leaves the joined points in `points`, as
 * {@link buildBands} would, for {@link bandsOfJoined}.
 */
export function isCutExactly(
  c: Corridor,
  occluders: SegmentBuffer,
  vertices: VertexTable,
  points: BandScratch,
): boolean {
  const det = joinEnds(c, occluders, vertices, points);
  const vx = c.b0x - c.a0x;
  const vy = c.b0y - c.a0y;
  const dx = c.dx;
  const dy = c.dy;
  const size = points.size;
  const parent = points.parent;
  const xs = points.xs;
  const ys = points.ys;
  // Per root: bit 1 = an end below every sight line at x = 0 and x = 1, bit 2 = above.
  const sides = points.bandOfRoot;
  sides.fill(0, 0, size);
  for (let i = 0; i < size; i++) {
    let r = i;
    while (parent[r] !== r) r = parent[r] = parent[parent[r] ?? 0] ?? 0;
    const px = xs[i] ?? 0;
    const py = ys[i] ?? 0;
    const cp = dx * py - dy * px;
    let side = 0;
    if (cp !== 0) {
      // The end's line y = slope·x + offset has v0 = -n / cp at x = 0 and v1 = (cp + det - n) / cp
      // at x = 1 (collectBands); v0, v1 <= 0 and v0, v1 >= 1 compared on the numerators, by
      // cp's sign (no product with a sign: -1 · 0 is -0, a heap number).
      const n = vx * py - vy * px;
      const m = cp + det - n;
      if (cp > 0 ? n >= 0 && m <= 0 : n <= 0 && m >= 0) side = 1;
      else if (cp > 0 ? n + cp <= 0 && m - cp >= 0 : n + cp >= 0 && m - cp <= 0) side = 2;
    } else side = 2 * (px * dx + py * dy) < dx * dx + dy * dy ? 1 : 2;
    const both = (sides[r] ?? 0) | side;
    if (both === 3) return true;
    sides[r] = both;
  }
  return false;
}

/** The bands of the points {@link isCutExactly} joined (into `out`), as {@link buildBands} makes them. */
export function bandsOfJoined(c: Corridor, points: BandScratch, out: BandBuffer): Bands {
  return collectBands(c, cross(c.b0x - c.a0x, c.b0y - c.a0y, c.dx, c.dy), points, out);
}

/** Joins the occluders lying in the corridor at shared end points (into `points`); returns the corridor's determinant. */
function joinEnds(c: Corridor, occluders: SegmentBuffer, vertices: VertexTable, points: BandScratch): number {
  const vx = c.b0x - c.a0x;
  const vy = c.b0y - c.a0y;
  const det = cross(vx, vy, c.dx, c.dy);
  const width = Math.abs(det);
  const sign = det < 0 ? 1 : -1;
  vertices.clear();
  // Every end may be a new point: room for all of them first, so the loop writes in place.
  points.reserve(2 * occluders.count);
  const xs = points.xs;
  const ys = points.ys;
  const parent = points.parent;
  const nearIds = vertices.nearIds;
  const nearStamps = vertices.nearStamps;
  const generation = vertices.generation;
  let size = 0;
  const d = occluders.data;
  const { a0x, a0y, dx, dy } = c;
  // Cross products written out, near points numbered in place (VertexTable.idOf) and a new
  // point's root not looked up (V8's baseline tier: calls per occluder cost more than the
  // arithmetic).
  for (let i = 0; i < 4 * occluders.count; i += 4) {
    const px = (d[i] ?? 0) - a0x;
    const py = (d[i + 1] ?? 0) - a0y;
    const qx = (d[i + 2] ?? 0) - a0x;
    const qy = (d[i + 3] ?? 0) - a0y;
    const wp = sign * (dx * py - dy * px);
    const wq = sign * (dx * qy - dy * qx);
    if (wp < 0 || wq < 0 || wp > width || wq > width) continue;
    if ((wp === 0 || wp === width) && (wq === 0 || wq === width)) continue;
    // Each end's root: a point numbered just now is its own root; an older one's root is found
    // in place, halving the path on the way. The first end's root is then joined to the second's.
    let rootP = 0;
    for (let end = 0; end < 2; end++) {
      const x = end === 0 ? px : qx;
      const y = end === 0 ? py : qy;
      let root: number;
      if (x >= -NEAR && x < NEAR && y >= -NEAR && y < NEAR) {
        const slot = ((x + NEAR) << NEAR_BITS) | (y + NEAR);
        if (nearStamps[slot] === generation) root = nearIds[slot] ?? 0;
        else {
          nearStamps[slot] = generation;
          root = nearIds[slot] = size;
        }
      } else {
        vertices.size = size;
        root = vertices.idOf(x, y);
      }
      if (root === size) {
        xs[size] = x;
        ys[size] = y;
        parent[size] = size;
        size++;
      } else while (parent[root] !== root) root = parent[root] = parent[parent[root] ?? 0] ?? 0;
      if (end === 0) rootP = root;
      else parent[rootP] = root;
    }
  }
  points.size = size;
  vertices.size = size;
  return det;
}

function collectBands(c: Corridor, det: number, points: BandScratch, bands: BandBuffer): Bands {
  const vx = c.b0x - c.a0x;
  const vy = c.b0y - c.a0y;
  const dx = c.dx;
  const dy = c.dy;
  const size = points.size;
  const bandOfRoot = points.bandOfRoot;
  const parent = points.parent;
  const xs = points.xs;
  const ys = points.ys;
  bandOfRoot.fill(-1, 0, size);
  bands.clear();
  // Every point may become an end: room for all of them first, so the loop writes in place
  // (V8's baseline tier: no call per point).
  bands.reserveEnds(size);
  const { band, slope, offset, px: endX, py: endY } = bands;
  let ends = 0;
  for (let i = 0; i < size; i++) {
    let r = i;
    while (parent[r] !== r) r = parent[r] = parent[parent[r] ?? 0] ?? 0;
    if (bandOfRoot[r] === -1) bandOfRoot[r] = bands.addBand(false, false);
    const b = bandOfRoot[r] ?? 0;
    const px = xs[i] ?? 0;
    const py = ys[i] ?? 0;
    // cross(dx, dy, px, py), written out.
    const cp = dx * py - dy * px;
    if (cp !== 0) {
      band[ends] = b;
      slope[ends] = (cp + det) / cp;
      offset[ends] = -(vx * py - vy * px) / cp;
      endX[ends] = px;
      endY[ends] = py;
      ends++;
    } else if (2 * (px * dx + py * dy) < dx * dx + dy * dy) {
      // On S's line, outside S itself: below every sight line at a0's end, above at a1's end.
      bands.below[b] = 1;
    } else {
      bands.above[b] = 1;
    }
  }
  bands.ends = ends;
  return bands;
}
