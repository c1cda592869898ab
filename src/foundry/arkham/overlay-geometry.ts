import type { Board } from "../../core/arkham";
import { moveArrowEnd } from "../../view/arkham";
import type { Point, Rect } from "./geometry";

/** One drawn arrow: a shaft from → to and a triangular head at `to`. */
export interface ArrowShape {
  readonly from: Point;
  readonly to: Point;
  /** Three corners of the head: tip, left, right. */
  readonly head: readonly [Point, Point, Point];
}

/** Drawing sizes in pixels. */
export interface ArrowStyle {
  /** Sideways shift of the shaft (so a white and a black arrow between the same areas sit side by side). */
  readonly offset: number;
  /** Distance kept clear at both ends (so arrows stop short of the area centres). */
  readonly inset: number;
  readonly headLength: number;
  readonly headWidth: number;
}

/** An arrow between two points, shifted sideways and shortened at both ends; undefined when too short to draw. */
export function arrowShape(from: Point, to: Point, style: ArrowStyle): ArrowShape | undefined {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (length <= 2 * style.inset + style.headLength) return undefined;
  const ux = dx / length;
  const uy = dy / length;
  const nx = -uy * style.offset;
  const ny = ux * style.offset;
  const start = { x: from.x + ux * style.inset + nx, y: from.y + uy * style.inset + ny };
  const tip = { x: to.x - ux * style.inset + nx, y: to.y - uy * style.inset + ny };
  const base = { x: tip.x - ux * style.headLength, y: tip.y - uy * style.headLength };
  const half = style.headWidth / 2;
  return {
    from: start,
    to: base,
    head: [
      tip,
      { x: base.x - uy * half, y: base.y + ux * half },
      { x: base.x + uy * half, y: base.y - ux * half },
    ],
  };
}

/** A board arrow to draw: its colour and its end points (area centres). */
export interface ColouredSegment {
  readonly colour: "white" | "black";
  readonly from: Point;
  readonly to: Point;
}

/**
 * The white and black arrows of a board between area centres (the overlay that lets the
 * GM check the graph against the board art); a two-colour arrow gives one of each. Areas without
 * a centre (no region bound) are skipped.
 */
export function boardArrowSegments(
  board: Board,
  centreOf: (areaId: string) => Point | undefined,
): ColouredSegment[] {
  return board.arrows.flatMap((arrow) => {
    const from = centreOf(arrow.from);
    const to = centreOf(arrow.to);
    if (from === undefined || to === undefined) return [];
    const colours = arrow.colour === "both" ? (["white", "black"] as const) : [arrow.colour];
    return colours.map((colour) => ({ colour, from, to }));
  });
}

/** Where the last arrow of a move ends: inside the destination area's bounds, clear of its name. */
export interface MoveEnd {
  /** The bounds of the area's region, if it has one. */
  boundsOf(areaId: string): Rect | undefined;
  /** How far inside the edge the end point lies, in pixels (the arrow's own inset included). */
  readonly margin: number;
}

/**
 * The points a monster's move passes: its token's centre, then the centre of each area entered
 * (areas without one are skipped). With `end`, the last point is just inside the destination's
 * edge facing where the move comes from, not its centre, so the arrow leaves the area's name
 * readable: the same geometry as the sandbox's schematic (src/view/arkham/move-geometry.ts).
 */
export function movePathPoints(
  start: Point,
  path: readonly string[],
  centreOf: (areaId: string) => Point | undefined,
  end?: MoveEnd,
): Point[] {
  const points = [start, ...path.flatMap((area) => centreOf(area) ?? [])];
  const last = path.at(-1);
  const bounds = last === undefined ? undefined : end?.boundsOf(last);
  if (end === undefined || bounds === undefined || points.length < 2 || centreOf(last ?? "") === undefined)
    return points;
  const before = points.at(-2)!;
  return [...points.slice(0, -1), moveArrowEnd(bounds, before, end.margin)];
}
