/** A canvas point in pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An axis-aligned rectangle in pixels (a token's footprint, a region's bounds). */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether two rectangles share interior area (touching edges do not overlap). */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The centre of a rectangle (a token's centre is the centre of its footprint). */
export function rectCentre(rect: Rect): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** Squared distance between two points (for ordering only). */
export function distanceSquared(a: Point, b: Point): number {
  return (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
}

/**
 * Whether a point lies inside a polygon given as a flat [x0, y0, x1, y1, ...] list (even-odd
 * rule), the form PIXI.Polygon#points has. Used to test region shapes without a canvas.
 */
export function polygonContains(points: readonly number[], point: Point): boolean {
  let inside = false;
  const count = Math.floor(points.length / 2);
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const xi = points[2 * i]!;
    const yi = points[2 * i + 1]!;
    const xj = points[2 * j]!;
    const yj = points[2 * j + 1]!;
    if (yi > point.y !== yj > point.y && point.x < ((xj - xi) * (point.y - yi)) / (yj - yi) + xi)
      inside = !inside;
  }
  return inside;
}
