import type { ThinWall } from "../../core/gloomhaven";
import { compareHex, type Hex } from "../../core/hex";
import type { HexGridIndex } from "./grid-layout";
import type { PixelPoint, WallSnapshot } from "./scene-snapshot";
import { distanceToSegment, segmentsCross, type Segment } from "./segment-geometry";

/** How close (as a fraction of the grid size) a wall must pass to an edge's midpoint to cover that edge. */
const WALL_EDGE_TOLERANCE = 0.1;

const WALL_DOOR_NONE = 0;
const DOOR_STATE_OPEN = 1;
const RESTRICTION_NONE = 0;

/**
 * Whether a wall is a wall line for the rules (BM-4). Gloomhaven wall lines block both movement
 * and line of sight, and the core has one kind of wall line, so a Foundry wall that restricts
 * movement OR sight (including one that restricts only one of them, such as an invisible or an
 * ethereal wall) becomes a wall line: the monster never walks or attacks through something Foundry
 * would stop. A wall restricting neither (e.g. sound only) is ignored. Closed, locked and secret
 * doors block; open doors do not. One-way walls block both ways.
 */
export function isWallLine(wall: WallSnapshot): boolean {
  if (wall.door !== WALL_DOOR_NONE && wall.ds === DOOR_STATE_OPEN) return false;
  return wall.move !== RESTRICTION_NONE || wall.sight !== RESTRICTION_NONE;
}

function wallSegment(wall: WallSnapshot): Segment | null {
  const [x0, y0, x1, y1] = wall.c;
  if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) return null;
  return { a: { x: x0, y: y0 }, b: { x: x1, y: y1 } };
}

/**
 * Whether a wall blocks the edge between two neighbouring hexes: it crosses the segment joining
 * their centres (the path a token takes, as Foundry's own movement test does), or it passes within
 * the tolerance of the edge's midpoint (a wall drawn along the edge, snapped a little off).
 * A long or diagonal wall crosses several such segments and so blocks several edges.
 */
function wallCoversEdge(wall: Segment, from: PixelPoint, to: PixelPoint, tolerance: number): boolean {
  if (segmentsCross(wall, { a: from, b: to })) return true;
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  return distanceToSegment(mid, wall) <= tolerance;
}

/**
 * The hexes as dense numbers: a (q, r) lookup over their bounding box, their centres, and the hexes
 * whose centres lie within a pixel box from a bucket grid of cell `size` (no string keys: scenes
 * have thousands of hexes and walls).
 */
function numberHexes(hexes: readonly Hex[], index: HexGridIndex, size: number) {
  let [qMin, qMax, rMin, rMax] = [Infinity, -Infinity, Infinity, -Infinity];
  let [xMin, xMax, yMin, yMax] = [Infinity, -Infinity, Infinity, -Infinity];
  const centres = hexes.map((h) => index.centerOf(h));
  hexes.forEach((h, n) => {
    const c = centres[n]!;
    qMin = Math.min(qMin, h.q);
    qMax = Math.max(qMax, h.q);
    rMin = Math.min(rMin, h.r);
    rMax = Math.max(rMax, h.r);
    xMin = Math.min(xMin, Math.floor(c.x / size));
    xMax = Math.max(xMax, Math.floor(c.x / size));
    yMin = Math.min(yMin, Math.floor(c.y / size));
    yMax = Math.max(yMax, Math.floor(c.y / size));
  });
  const height = rMax - rMin + 1;
  const table = new Int32Array(hexes.length === 0 ? 0 : (qMax - qMin + 1) * height).fill(-1);
  hexes.forEach((h, n) => (table[(h.q - qMin) * height + (h.r - rMin)] = n));
  const numberOf = (q: number, r: number): number =>
    q < qMin || q > qMax || r < rMin || r > rMax ? -1 : table[(q - qMin) * height + (r - rMin)]!;
  const columns = xMax - xMin + 1;
  const buckets: number[][] = [];
  hexes.forEach((_, n) => {
    const c = centres[n]!;
    const b = (Math.floor(c.x / size) - xMin) * (yMax - yMin + 1) + (Math.floor(c.y / size) - yMin);
    (buckets[b] ??= []).push(n);
  });
  const near = (minX: number, minY: number, maxX: number, maxY: number, visit: (n: number) => void): void => {
    const x0 = Math.max(xMin, Math.floor(minX / size));
    const x1 = Math.min(xMax, Math.floor(maxX / size));
    const y0 = Math.max(yMin, Math.floor(minY / size));
    const y1 = Math.min(yMax, Math.floor(maxY / size));
    for (let bx = x0; bx <= x1 && bx - xMin < columns; bx++)
      for (let by = y0; by <= y1; by++)
        for (const n of buckets[(bx - xMin) * (yMax - yMin + 1) + (by - yMin)] ?? []) visit(n);
  };
  return { centres, numberOf, near };
}

/**
 * Snaps the scene's walls to blocked hex edges (BM-4 wall lines) between playable hexes.
 * Only hexes near each wall's bounding box are tested. Sorted for deterministic output.
 */
export function readThinWalls(
  walls: readonly WallSnapshot[],
  hexes: readonly Hex[],
  index: HexGridIndex,
  gridSize: number,
): ThinWall[] {
  const { centres, numberOf, near } = numberHexes(hexes, index, gridSize);
  const tolerance = WALL_EDGE_TOLERANCE * gridSize;
  // blocked[n * 6 + d]: the edge from hex n to its neighbour in direction d, kept on the smaller hex.
  const blocked = new Uint8Array(hexes.length * 6);
  const found: number[] = [];
  for (const wall of walls) {
    const segment = isWallLine(wall) ? wallSegment(wall) : null;
    if (!segment) continue;
    const minX = Math.min(segment.a.x, segment.b.x);
    const minY = Math.min(segment.a.y, segment.b.y);
    const maxX = Math.max(segment.a.x, segment.b.x);
    const maxY = Math.max(segment.a.y, segment.b.y);
    const pad = gridSize;
    near(minX - pad, minY - pad, maxX + pad, maxY + pad, (n) => {
      const h = hexes[n]!;
      const from = centres[n]!;
      for (const d of CANONICAL_DIRECTIONS) {
        const m = numberOf(h.q + DQ[d]!, h.r + DR[d]!);
        if (m < 0 || blocked[n * 6 + d]) continue;
        const to = centres[m]!;
        // A wall covering the edge crosses the centre segment or passes the midpoint within the
        // tolerance, so it meets the box around the midpoint reaching half the centre segment (or
        // the tolerance) each way: a cheap test before the exact one.
        const reachX = Math.max(Math.abs(to.x - from.x) / 2, tolerance) + 1e-6;
        const reachY = Math.max(Math.abs(to.y - from.y) / 2, tolerance) + 1e-6;
        const midX = (from.x + to.x) / 2;
        const midY = (from.y + to.y) / 2;
        if (midX < minX - reachX || midX > maxX + reachX || midY < minY - reachY || midY > maxY + reachY)
          continue;
        if (wallCoversEdge(segment, from, to, tolerance)) {
          blocked[n * 6 + d] = 1;
          found.push(n * 6 + d);
        }
      }
    });
  }
  return found
    .map((e): ThinWall => {
      const h = hexes[Math.floor(e / 6)]!;
      return [h, { q: h.q + DQ[e % 6]!, r: h.r + DR[e % 6]! }];
    })
    .sort((x, y) => compareHex(x[0], y[0]) || compareHex(x[1], y[1]));
}

/** Axial neighbour offsets by direction (BM-1). */
const DQ = [1, 0, -1, -1, 0, 1] as const;
const DR = [0, 1, 1, 0, -1, -1] as const;
/** The directions whose neighbour comes after the hex in (q, r) order: each edge is tested from one side. */
const CANONICAL_DIRECTIONS = [0, 1, 5] as const;
