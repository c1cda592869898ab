import { cross } from "./lattice";

/**
 * Exact closed-segment tests on integer lattice coordinates (LOS-2: touching at a single point
 * blocks, running along a wall collinearly blocks). Occluders are a flat list x1, y1, x2, y2, ...
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

/** Whether the closed segment ab touches none of the occluder segments. */
export function isSegmentClear(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  occluders: readonly number[],
): boolean {
  for (let i = 0; i < occluders.length; i += 4) {
    if (
      segmentsMeet(ax, ay, bx, by, occluders[i]!, occluders[i + 1]!, occluders[i + 2]!, occluders[i + 3]!)
    ) {
      return false;
    }
  }
  return true;
}
