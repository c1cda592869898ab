import { distanceSquared, rectCentre, rectsOverlap, type Point, type Rect } from "./geometry";

/** A destination region seen by the spot search: its bounds and a point test (`RegionDocument#testPoint`). */
export interface SpotRegion {
  readonly bounds: Rect;
  contains(point: Point): boolean;
}

/** What {@link findFreeSpot} needs to place one token. */
export interface SpotRequest {
  readonly region: SpotRegion;
  /** The token's footprint size in pixels. */
  readonly size: { readonly width: number; readonly height: number };
  /** Footprints already taken (other tokens, and tokens placed earlier in the same set). */
  readonly occupied: readonly Rect[];
  /** Candidate spacing in pixels (half a grid space gives a dense, grid-friendly search). */
  readonly step: number;
}

/** Fraction of the footprint kept clear of the region's edge when testing the corners. */
const CORNER_INSET = 0.1;

function footprintInside(region: SpotRegion, rect: Rect): boolean {
  const dx = rect.width * CORNER_INSET;
  const dy = rect.height * CORNER_INSET;
  const probes: Point[] = [
    rectCentre(rect),
    { x: rect.x + dx, y: rect.y + dy },
    { x: rect.x + rect.width - dx, y: rect.y + dy },
    { x: rect.x + dx, y: rect.y + rect.height - dy },
    { x: rect.x + rect.width - dx, y: rect.y + rect.height - dy },
  ];
  return probes.every((probe) => region.contains(probe));
}

/** Candidate top-left corners on a lattice over the region's bounds, nearest the region's middle first. */
function candidateCorners(request: SpotRequest): Point[] {
  const { bounds } = request.region;
  const { width, height } = request.size;
  const step = Math.max(1, request.step);
  const middle = interiorPoint(request.region, step) ?? rectCentre(bounds);
  const corners: Point[] = [];
  for (let y = bounds.y; y + height <= bounds.y + bounds.height + 1e-9; y += step)
    for (let x = bounds.x; x + width <= bounds.x + bounds.width + 1e-9; x += step)
      corners.push({ x: Math.round(x), y: Math.round(y) });
  const centreOf = (corner: Point): Point => ({ x: corner.x + width / 2, y: corner.y + height / 2 });
  return corners.sort((a, b) => distanceSquared(centreOf(a), middle) - distanceSquared(centreOf(b), middle));
}

/**
 * A free spot for a token inside a region (no overlaps): the top-left corner of a footprint whose centre and corners lie inside
 * the region and which overlaps no occupied footprint; the spot nearest the region's middle wins.
 * `undefined` when the region has no room: the caller reports it and moves nothing.
 */
export function findFreeSpot(request: SpotRequest): Point | undefined {
  for (const corner of candidateCorners(request)) {
    const rect: Rect = { x: corner.x, y: corner.y, width: request.size.width, height: request.size.height };
    if (!footprintInside(request.region, rect)) continue;
    if (request.occupied.some((taken) => rectsOverlap(rect, taken))) continue;
    return corner;
  }
  return undefined;
}

/**
 * A point inside the region to stand for it (the arrow overlay's "area centre"): the
 * bounds' centre when it is inside, otherwise the inside lattice point nearest to it.
 */
export function interiorPoint(region: SpotRegion, step: number): Point | undefined {
  const centre = rectCentre(region.bounds);
  if (region.contains(centre)) return centre;
  const { bounds } = region;
  let best: Point | undefined;
  const spacing = Math.max(1, step);
  for (let y = bounds.y + spacing / 2; y < bounds.y + bounds.height; y += spacing)
    for (let x = bounds.x + spacing / 2; x < bounds.x + bounds.width; x += spacing) {
      const point = { x, y };
      if (!region.contains(point)) continue;
      if (best === undefined || distanceSquared(point, centre) < distanceSquared(best, centre)) best = point;
    }
  return best;
}
