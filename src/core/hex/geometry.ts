import type { Hex } from "./hex";

/** A point in the plane of the flat-topped unit layout (circumradius 1, y up). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

const SQRT3 = Math.sqrt(3);

/** Centre of a hex in the flat-topped unit layout: x = 1.5q, y = sqrt(3)(r + q/2). */
export function hexCenter(h: Hex): Point {
  return { x: 1.5 * h.q, y: SQRT3 * (h.r + h.q / 2) };
}

/** Corner k (0..5) of a hex, at 60k degrees from its centre; edge k runs from corner k to corner k+1. */
export function hexCorner(h: Hex, k: number): Point {
  const c = hexCenter(h);
  const angle = (Math.PI / 3) * (((k % 6) + 6) % 6);
  return { x: c.x + Math.cos(angle), y: c.y + Math.sin(angle) };
}
