import type { PixelPoint } from "./scene-snapshot";

/** A line segment in scene pixels. */
export interface Segment {
  readonly a: PixelPoint;
  readonly b: PixelPoint;
}

function cross(o: PixelPoint, a: PixelPoint, b: PixelPoint): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/**
 * Whether two segments cross at a point strictly inside both (touching at an end does not count).
 * `epsilon` is in pixels² of the cross products, so rounding of wall coordinates never flips a result.
 */
export function segmentsCross(s: Segment, t: Segment, epsilon = 1e-6): boolean {
  const d1 = cross(t.a, t.b, s.a);
  const d2 = cross(t.a, t.b, s.b);
  const d3 = cross(s.a, s.b, t.a);
  const d4 = cross(s.a, s.b, t.b);
  return (
    ((d1 > epsilon && d2 < -epsilon) || (d1 < -epsilon && d2 > epsilon)) &&
    ((d3 > epsilon && d4 < -epsilon) || (d3 < -epsilon && d4 > epsilon))
  );
}

/** Distance from a point to a segment. */
export function distanceToSegment(p: PixelPoint, s: Segment): number {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / length2));
  return Math.hypot(p.x - (s.a.x + t * dx), p.y - (s.a.y + t * dy));
}
