import {
  DIRECTIONS,
  hexCenter,
  hexCorner,
  hexDistance,
  type Hex,
  type Point,
} from "../../../../src/core/hex";
import type { Board } from "../../../../src/core/gloomhaven/model";

/**
 * An independent line-of-sight oracle, written apart from the engine: real-space geometry on the
 * flat-top unit layout, blockers as closed hexagons and closed segments (BM-3, BM-4), and a
 * distance tolerance instead of exact lattice arithmetic. "Clear" means the closed segment keeps
 * more than TOLERANCE away from every blocker, so touching counts as blocked.
 */
export const TOLERANCE = 1e-9;

type Segment = readonly [Point, Point];

/** A blocker's bounding box, for a quick reject. */
interface Box {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

export interface Blockers {
  readonly hexagons: readonly { corners: Point[]; box: Box }[];
  readonly walls: readonly { segment: Segment; box: Box }[];
}

function boxOf(points: readonly Point[]): Box {
  const xs = points.map((c) => c.x);
  const ys = points.map((c) => c.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

const key = (h: Hex): string => `${h.q},${h.r}`;

/** Whether a hex blocks as a whole: a wall hex, or void when the board says void blocks (BM-2). */
export function isBlockingHex(board: Board, h: Hex): boolean {
  return blockingTest(board)(h);
}

const BLOCKING = new WeakMap<Board, (h: Hex) => boolean>();

function blockingTest(board: Board): (h: Hex) => boolean {
  let test = BLOCKING.get(board);
  if (!test) {
    const walls = new Set(board.wallHexes.map(key));
    const playable = new Set(board.hexes.map(key));
    test = (h) => walls.has(key(h)) || (board.voidBlocksLos && !playable.has(key(h)));
    BLOCKING.set(board, test);
  }
  return test;
}

/** Every blocker within reach of a segment between hexes a and b. */
export function blockersAround(board: Board, a: Hex, b: Hex): Blockers {
  const reach = hexDistance(a, b) + 2;
  const hexagons: { corners: Point[]; box: Box }[] = [];
  for (let q = a.q - reach; q <= a.q + reach; q++) {
    for (let r = a.r - reach; r <= a.r + reach; r++) {
      const h = { q, r };
      if (hexDistance(h, a) <= reach && blockingTest(board)(h)) {
        const corners = cornersOf(h);
        hexagons.push({ corners, box: boxOf(corners) });
      }
    }
  }
  const walls = board.thinWalls.flatMap(([h1, h2]) => {
    const k = DIRECTIONS.findIndex((d) => h1.q + d.q === h2.q && h1.r + d.r === h2.r);
    const segment: Segment = [hexCorner(h1, k), hexCorner(h1, k + 1)];
    return k < 0 ? [] : [{ segment, box: boxOf(segment) }];
  });
  return { hexagons, walls };
}

/** The six corners of a hex. */
export function cornersOf(h: Hex): Point[] {
  return [0, 1, 2, 3, 4, 5].map((k) => hexCorner(h, k));
}

const sub = (p: Point, q: Point): Point => ({ x: p.x - q.x, y: p.y - q.y });
const crossOf = (u: Point, v: Point): number => u.x * v.y - u.y * v.x;

function pointSegmentDistance(p: Point, [a, b]: Segment): number {
  const ab = sub(b, a);
  const len = ab.x * ab.x + ab.y * ab.y;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len));
  return Math.hypot(p.x - a.x - t * ab.x, p.y - a.y - t * ab.y);
}

function segmentDistance(s: Segment, t: Segment): number {
  const d1 = crossOf(sub(s[1], s[0]), sub(t[0], s[0]));
  const d2 = crossOf(sub(s[1], s[0]), sub(t[1], s[0]));
  const d3 = crossOf(sub(t[1], t[0]), sub(s[0], t[0]));
  const d4 = crossOf(sub(t[1], t[0]), sub(s[1], t[0]));
  if (d1 * d2 < 0 && d3 * d4 < 0) return 0;
  return Math.min(
    pointSegmentDistance(s[0], t),
    pointSegmentDistance(s[1], t),
    pointSegmentDistance(t[0], s),
    pointSegmentDistance(t[1], s),
  );
}

/** Whether p lies in the closed hexagon (corners counter-clockwise), with the given slack. */
export function isInHexagon(p: Point, corners: readonly Point[], slack = TOLERANCE): boolean {
  return corners.every((c, i) => {
    const next = corners[(i + 1) % corners.length]!;
    const edge = sub(next, c);
    return crossOf(edge, sub(p, c)) / Math.hypot(edge.x, edge.y) >= -slack;
  });
}

/** Whether a segment's bounding box comes within TOLERANCE of a box. */
function boxesMeet(p: Point, q: Point, b: Box): boolean {
  return (
    Math.max(p.x, q.x) >= b.minX - TOLERANCE &&
    Math.min(p.x, q.x) <= b.maxX + TOLERANCE &&
    Math.max(p.y, q.y) >= b.minY - TOLERANCE &&
    Math.min(p.y, q.y) <= b.maxY + TOLERANCE
  );
}

/** Whether the closed segment pq keeps clear of every blocker. */
export function isClearOf(p: Point, q: Point, blockers: Blockers): boolean {
  const s: Segment = [p, q];
  if (blockers.walls.some((w) => boxesMeet(p, q, w.box) && segmentDistance(s, w.segment) <= TOLERANCE))
    return false;
  return blockers.hexagons.every(
    ({ corners: h, box }) =>
      !boxesMeet(p, q, box) ||
      (!isInHexagon(p, h) &&
        !isInHexagon(q, h) &&
        h.every((c, i) => segmentDistance(s, [c, h[(i + 1) % 6]!]) > TOLERANCE)),
  );
}

/** Points spread over a closed hex: its corners, points along its edges and a triangular grid inside. */
export function samplePoints(h: Hex, density: number): Point[] {
  const c = hexCenter(h);
  const corners = cornersOf(h);
  const points: Point[] = [c];
  for (let k = 0; k < 6; k++) {
    const u = sub(corners[k]!, c);
    const v = sub(corners[(k + 1) % 6]!, c);
    for (let i = 0; i <= density; i++) {
      for (let j = 0; i + j <= density; j++) {
        if (i === 0 && j === 0) continue;
        points.push({ x: c.x + (i * u.x + j * v.x) / density, y: c.y + (i * u.y + j * v.y) / density });
      }
    }
  }
  return points;
}

/** The chord of a line (through p in direction u) inside a closed convex polygon, as line parameters, or null. */
function chord(p: Point, u: Point, corners: readonly Point[]): [number, number] | null {
  let lo = -Infinity;
  let hi = Infinity;
  for (let i = 0; i < corners.length; i++) {
    const c = corners[i]!;
    const edge = sub(corners[(i + 1) % corners.length]!, c);
    // Inside is left of each counter-clockwise edge: cross(edge, p + t u - c) >= 0.
    const base = crossOf(edge, sub(p, c));
    const rate = crossOf(edge, u);
    if (rate === 0) {
      if (base < 0) return null;
    } else if (rate > 0) lo = Math.max(lo, -base / rate);
    else hi = Math.min(hi, -base / rate);
  }
  return lo < hi ? [lo, hi] : null;
}

/**
 * Candidate sight lines that find any open window, however thin: if some segment from a to b is
 * clear, the clear lines form an open set whose boundary lines pass through two corners of the
 * hexes or blockers, so a small turn or shift of such a line is clear. Each candidate runs between
 * the middles of the line's chords through a and b.
 */
export function criticalSegments(a: Hex, b: Hex, blockers: Blockers, nudge = 1e-7): [Point, Point][] {
  const ca = cornersOf(a);
  const cb = cornersOf(b);
  const lo = boxOf([...ca, ...cb]);
  const near = (p: Point): boolean =>
    p.x >= lo.minX - 1 && p.x <= lo.maxX + 1 && p.y >= lo.minY - 1 && p.y <= lo.maxY + 1;
  const points = [
    ...ca,
    ...cb,
    ...blockers.hexagons.flatMap((h) => h.corners),
    ...blockers.walls.flatMap((w) => [...w.segment]),
  ]
    .filter(near)
    .filter((p, i, all) => all.findIndex((o) => Math.hypot(o.x - p.x, o.y - p.y) < 1e-9) === i);
  const out: [Point, Point][] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const p = points[i]!;
      const d = sub(points[j]!, p);
      const len = Math.hypot(d.x, d.y);
      for (const turn of [-nudge, 0, nudge]) {
        for (const shift of [-nudge, 0, nudge]) {
          const u = { x: d.x / len - turn * (d.y / len), y: d.y / len + turn * (d.x / len) };
          const base = { x: p.x - shift * u.y, y: p.y + shift * u.x };
          const inA = chord(base, u, ca);
          const inB = chord(base, u, cb);
          if (!inA || !inB) continue;
          const ta = (inA[0] + inA[1]) / 2;
          const tb = (inB[0] + inB[1]) / 2;
          out.push([
            { x: base.x + ta * u.x, y: base.y + ta * u.y },
            { x: base.x + tb * u.x, y: base.y + tb * u.y },
          ]);
        }
      }
    }
  }
  return out;
}
