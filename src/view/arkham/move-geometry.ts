// Where a Mythos move's arrow ends, shared by the
// sandbox's schematic and the Foundry canvas. An area's name sits at its centre (the schematic's
// label; a board's printed name), so the arrow stops just inside the area's edge facing where it
// comes from instead of at the centre.

/** A point in pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An axis-aligned rectangle in pixels (an area's box or a region's bounds). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The centre of a box. */
function boxCentre(box: Box): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The point where the segment from a box's centre toward `toward` leaves the box (the centre when they coincide). */
export function edgePoint(box: Box, toward: Point): Point {
  const c = boxCentre(box);
  const dx = toward.x - c.x;
  const dy = toward.y - c.y;
  if (dx === 0 && dy === 0) return c;
  const scale = Math.min(
    dx === 0 ? Infinity : box.width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : box.height / 2 / Math.abs(dy),
  );
  return { x: c.x + dx * Math.min(1, scale), y: c.y + dy * Math.min(1, scale) };
}

/**
 * Where an arrow coming from `from` into the area `box` ends: on the box's edge facing `from`,
 * moved `margin` pixels toward the centre (never past it), so the area's name stays readable.
 */
export function moveArrowEnd(box: Box, from: Point, margin: number): Point {
  const edge = edgePoint(box, from);
  const c = boxCentre(box);
  const length = Math.hypot(c.x - edge.x, c.y - edge.y);
  if (length === 0) return c;
  const step = Math.min(margin, length);
  return { x: edge.x + ((c.x - edge.x) / length) * step, y: edge.y + ((c.y - edge.y) / length) * step };
}
