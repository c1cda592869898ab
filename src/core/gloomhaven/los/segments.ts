import { cross } from "./lattice";
import type { SegmentBuffer } from "./segment-buffer";

/**
 * Exact closed-segment tests on integer lattice coordinates (LOS-2: touching at a single point
 * blocks, running along a wall collinearly blocks).
 */

function orientation(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  return Math.sign(cross(bx - ax, by - ay, px - ax, py - ay));
}

/** Whether p lies in the bounding box of segment ab (used once p is known to be collinear). */
function withinBox(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/** Whether the closed segments ab and cd have a point in common (degenerate segments allowed). */
export function segmentsMeet(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  const o1 = orientation(ax, ay, bx, by, cx, cy);
  const o2 = orientation(ax, ay, bx, by, dx, dy);
  const o3 = orientation(cx, cy, dx, dy, ax, ay);
  const o4 = orientation(cx, cy, dx, dy, bx, by);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (
    (o1 === 0 && withinBox(ax, ay, bx, by, cx, cy)) ||
    (o2 === 0 && withinBox(ax, ay, bx, by, dx, dy)) ||
    (o3 === 0 && withinBox(cx, cy, dx, dy, ax, ay)) ||
    (o4 === 0 && withinBox(cx, cy, dx, dy, bx, by))
  );
}

/**
 * Whether the closed segment ab touches none of the occluder segments. A blocking occluder is moved
 * to the front of the list: it is likely to block the next candidate line of the same query too.
 */
export function isSegmentClear(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  occluders: SegmentBuffer,
): boolean {
  const d = occluders.data;
  // Closed segments can only meet when their bounding boxes do: a cheap exact test first.
  // Comparisons, not Math.min/max/sign calls (V8's baseline tier: a call costs more).
  const minX = ax < bx ? ax : bx;
  const maxX = ax < bx ? bx : ax;
  const minY = ay < by ? ay : by;
  const maxY = ay < by ? by : ay;
  const ux = bx - ax;
  const uy = by - ay;
  const count = occluders.count;
  for (let i = 0; i < count; i++) {
    // The Y coordinates are read only for occluders inside the X range (V8's baseline
    // tier: each typed-array read costs more than the comparisons).
    const cx = d[4 * i] ?? 0;
    const dx = d[4 * i + 2] ?? 0;
    if ((cx < minX && dx < minX) || (cx > maxX && dx > maxX)) continue;
    const cy = d[4 * i + 1] ?? 0;
    const dy = d[4 * i + 3] ?? 0;
    if ((cy < minY && dy < minY) || (cy > maxY && dy > maxY)) continue;
    // segmentsMeet written out (V8's baseline tier: a call per orientation costs more than
    // the arithmetic). The signs of the cross products place c, d against ab and a, b against cd.
    const c1 = ux * (cy - ay) - uy * (cx - ax);
    const c2 = ux * (dy - ay) - uy * (dx - ax);
    const o1 = c1 > 0 ? 1 : c1 < 0 ? -1 : 0;
    const o2 = c2 > 0 ? 1 : c2 < 0 ? -1 : 0;
    let meet: boolean;
    if (o1 * o2 > 0) meet = false;
    else {
      const vx = dx - cx;
      const vy = dy - cy;
      const c3 = vx * (ay - cy) - vy * (ax - cx);
      const c4 = vx * (by - cy) - vy * (bx - cx);
      const o3 = c3 > 0 ? 1 : c3 < 0 ? -1 : 0;
      const o4 = c4 > 0 ? 1 : c4 < 0 ? -1 : 0;
      meet =
        (o1 * o2 < 0 && o3 * o4 < 0) ||
        (o1 === 0 && withinBox(ax, ay, bx, by, cx, cy)) ||
        (o2 === 0 && withinBox(ax, ay, bx, by, dx, dy)) ||
        (o3 === 0 && withinBox(cx, cy, dx, dy, ax, ay)) ||
        (o4 === 0 && withinBox(cx, cy, dx, dy, bx, by));
    }
    if (meet) {
      if (i > 0) occluders.swap(0, i);
      return false;
    }
  }
  return true;
}
