import { findFreeSpot, interiorPoint, type SpotRegion } from "./free-spot";
import type { Point, Rect } from "./geometry";

/** One accepted monster move: the token and the areas it enters, in order (rules §3; the core's option path). */
export interface MoveRequest {
  readonly tokenId: string;
  readonly path: readonly string[];
}

/** Where a token goes: waypoints (top-left corners) through the areas it passes, ending at a free spot. */
export interface Placement {
  readonly tokenId: string;
  readonly from: Point;
  readonly waypoints: readonly Point[];
}

/** Why a move could not be placed; nothing moves for it (nothing is guessed). */
export type PlacementFailure =
  | { readonly tokenId: string; readonly reason: "no-region"; readonly areaId: string }
  | { readonly tokenId: string; readonly reason: "no-room"; readonly areaId: string }
  | { readonly tokenId: string; readonly reason: "no-token" };

/** The scene as the placement sees it: token footprints and elevations, and the regions of each area. */
export interface PlacementScene {
  readonly tokens: ReadonlyMap<string, Rect>;
  /** Token elevations (absent: the ground, 0). */
  readonly elevations?: ReadonlyMap<string, number>;
  /** An area's regions, their points tested at the moving token's elevation (RegionDocument#testPoint). */
  readonly regionsOf: (areaId: string, elevation: number) => readonly SpotRegion[];
  /** Spacing of candidate spots in pixels (half a grid space). */
  readonly step: number;
}

function passThrough(regions: readonly SpotRegion[], size: Rect, step: number): Point | undefined {
  for (const region of regions) {
    const centre = interiorPoint(region, step);
    if (centre !== undefined)
      return { x: Math.round(centre.x - size.width / 2), y: Math.round(centre.y - size.height / 2) };
  }
  return undefined;
}

/**
 * Plans an accepted set of moves (tokens move into the destination region at a free
 * spot, no overlaps): each token passes through the middle of every area on its path and stops
 * at a free spot of its destination, clear of every other token and of the spots already chosen
 * in the same set. Moving tokens free their old spots. Moves that cannot be placed are returned
 * as failures and the rest still go.
 */
export function planPlacements(
  requests: readonly MoveRequest[],
  scene: PlacementScene,
): { placements: Placement[]; failures: PlacementFailure[] } {
  const moving = new Set(requests.map((r) => r.tokenId));
  const occupied: Rect[] = [...scene.tokens].filter(([id]) => !moving.has(id)).map(([, rect]) => rect);
  const placements: Placement[] = [];
  const failures: PlacementFailure[] = [];
  for (const request of requests) {
    const rect = scene.tokens.get(request.tokenId);
    const destination = request.path.at(-1);
    if (rect === undefined) failures.push({ tokenId: request.tokenId, reason: "no-token" });
    if (rect === undefined || destination === undefined) continue;
    const elevation = scene.elevations?.get(request.tokenId) ?? 0;
    const regions = scene.regionsOf(destination, elevation);
    if (regions.length === 0) {
      failures.push({ tokenId: request.tokenId, reason: "no-region", areaId: destination });
      continue;
    }
    let spot: Point | undefined;
    for (const region of regions) {
      spot = findFreeSpot({
        region,
        size: { width: rect.width, height: rect.height },
        occupied,
        step: scene.step,
      });
      if (spot !== undefined) break;
    }
    if (spot === undefined) {
      failures.push({ tokenId: request.tokenId, reason: "no-room", areaId: destination });
      occupied.push(rect);
      continue;
    }
    const through = request.path
      .slice(0, -1)
      .flatMap((area) => passThrough(scene.regionsOf(area, elevation), rect, scene.step) ?? []);
    occupied.push({ ...spot, width: rect.width, height: rect.height });
    placements.push({
      tokenId: request.tokenId,
      from: { x: rect.x, y: rect.y },
      waypoints: [...through, spot],
    });
  }
  return { placements, failures };
}
