import type { ThinWall } from "../../core/gloomhaven/model";
import { ALL_DIRECTIONS, compareHex, hexKey, neighbour, type Hex } from "../../core/hex";
import type { HexGridIndex } from "./grid-layout";
import type { PixelPoint, WallSnapshot } from "./scene-snapshot";
import { distanceToSegment, segmentsCross, type Segment } from "./segment-geometry";

/** How close (as a fraction of the grid size) a wall must pass to an edge's midpoint to cover that edge. */
export const WALL_EDGE_TOLERANCE = 0.1;

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
export function wallCoversEdge(wall: Segment, from: PixelPoint, to: PixelPoint, tolerance: number): boolean {
  if (segmentsCross(wall, { a: from, b: to })) return true;
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  return distanceToSegment(mid, wall) <= tolerance;
}

/** The hexes whose centres lie within a box, from a bucket grid of cell `size`. */
function bucketHexes(hexes: readonly Hex[], index: HexGridIndex, size: number) {
  const buckets = new Map<string, Hex[]>();
  for (const h of hexes) {
    const c = index.centerOf(h);
    const key = `${Math.floor(c.x / size)},${Math.floor(c.y / size)}`;
    const list = buckets.get(key);
    if (list) list.push(h);
    else buckets.set(key, [h]);
  }
  return (minX: number, minY: number, maxX: number, maxY: number): Hex[] => {
    const out: Hex[] = [];
    for (let bx = Math.floor(minX / size); bx <= Math.floor(maxX / size); bx++)
      for (let by = Math.floor(minY / size); by <= Math.floor(maxY / size); by++)
        out.push(...(buckets.get(`${bx},${by}`) ?? []));
    return out;
  };
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
  const playable = new Set(hexes.map(hexKey));
  const near = bucketHexes(hexes, index, gridSize);
  const tolerance = WALL_EDGE_TOLERANCE * gridSize;
  const blocked = new Map<string, ThinWall>();
  for (const wall of walls) {
    const segment = isWallLine(wall) ? wallSegment(wall) : null;
    if (!segment) continue;
    const pad = gridSize;
    const candidates = near(
      Math.min(segment.a.x, segment.b.x) - pad,
      Math.min(segment.a.y, segment.b.y) - pad,
      Math.max(segment.a.x, segment.b.x) + pad,
      Math.max(segment.a.y, segment.b.y) + pad,
    );
    for (const h of candidates) {
      for (const d of ALL_DIRECTIONS) {
        const n = neighbour(h, d);
        if (!playable.has(hexKey(n)) || compareHex(h, n) > 0) continue;
        const key = `${hexKey(h)}|${hexKey(n)}`;
        if (blocked.has(key)) continue;
        if (wallCoversEdge(segment, index.centerOf(h), index.centerOf(n), tolerance))
          blocked.set(key, [h, n]);
      }
    }
  }
  return [...blocked.values()].sort((x, y) => compareHex(x[0], y[0]) || compareHex(x[1], y[1]));
}
