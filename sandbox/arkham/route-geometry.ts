// Geometry along polylines: points and directions at a fraction of the length, for arrowheads on roads.
import type { Point } from "./layout";

/** A point on a polyline and the unit direction of travel there. */
export interface Heading {
  readonly at: Point;
  readonly dx: number;
  readonly dy: number;
}

/** The point at `fraction` (0..1) of the polyline's length, with its direction. */
export function pointAlong(points: readonly Point[], fraction: number): Heading {
  const segments = points.slice(1).map((p, i) => {
    const a = points[i]!;
    return { a, b: p, length: Math.hypot(p.x - a.x, p.y - a.y) };
  });
  const total = segments.reduce((sum, s) => sum + s.length, 0);
  let remaining = total * fraction;
  for (const { a, b, length } of segments) {
    if (length > 0 && (remaining <= length || b === points.at(-1))) {
      const t = Math.min(1, remaining / length);
      return {
        at: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t },
        dx: (b.x - a.x) / length,
        dy: (b.y - a.y) / length,
      };
    }
    remaining -= length;
  }
  const last = points.at(-1) ?? { x: 0, y: 0 };
  return { at: last, dx: 1, dy: 0 };
}

/** The polyline shifted sideways by `offset` (positive = to the right of travel), segment by segment. */
export function offsetPolyline(points: readonly Point[], offset: number): Point[] {
  if (points.length < 2 || offset === 0) return [...points];
  return points.map((p, i) => {
    const a = points[Math.max(0, i - 1)]!;
    const b = points[Math.min(points.length - 1, i + 1)]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    return { x: p.x - ((b.y - a.y) / length) * offset, y: p.y + ((b.x - a.x) / length) * offset };
  });
}

/** SVG points attribute of a polyline. */
export function polylinePoints(points: readonly Point[]): string {
  return points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
}

/** An arrowhead triangle pointing along a heading (size = length in px). */
export function arrowheadPoints(h: Heading, size: number): string {
  const { at, dx, dy } = h;
  const tip = { x: at.x + dx * size * 0.6, y: at.y + dy * size * 0.6 };
  const back = { x: at.x - dx * size * 0.4, y: at.y - dy * size * 0.4 };
  const half = size * 0.45;
  return polylinePoints([
    tip,
    { x: back.x - dy * half, y: back.y + dx * half },
    { x: back.x + dy * half, y: back.y - dx * half },
  ]);
}
