// Builders for the Arkham adapter tests: square regions laid out one per area, and tokens placed
// inside them. Defaults: regions 400 px wide in rows of 6; tokens 100 px (one grid space).
import type { SpotRegion } from "../../../src/foundry/arkham/free-spot";
import type { Point, Rect } from "../../../src/foundry/arkham/geometry";
import type { TokenSnapshot } from "../../../src/foundry/arkham/read-pieces";
import type { AreaRegion } from "../../../src/foundry/arkham/token-areas";

export const REGION_SIZE = 400;
export const TOKEN_SIZE = 100;

/** A square region as `RegionDocument#testPoint` answers for a rectangle shape. */
export function squareRegion(bounds: Rect): SpotRegion {
  return {
    bounds,
    contains: (p: Point) =>
      p.x >= bounds.x && p.x < bounds.x + bounds.width && p.y >= bounds.y && p.y < bounds.y + bounds.height,
  };
}

/** One square region per area id, in rows of six. */
export function layoutRegions(areaIds: readonly string[]): {
  readonly areaRegions: AreaRegion[];
  readonly spotOf: (areaId: string) => SpotRegion[];
  readonly boundsOf: (areaId: string) => Rect;
} {
  const bounds = new Map(
    areaIds.map((id, i) => [
      id,
      {
        x: (i % 6) * REGION_SIZE,
        y: Math.floor(i / 6) * REGION_SIZE,
        width: REGION_SIZE,
        height: REGION_SIZE,
      },
    ]),
  );
  const spot = new Map([...bounds].map(([id, b]) => [id, squareRegion(b)]));
  return {
    areaRegions: [...spot].map(([areaId, region]) => ({
      regionId: `region-${areaId}`,
      areaId,
      contains: (p) => region.contains(p),
    })),
    spotOf: (areaId) => (spot.has(areaId) ? [spot.get(areaId)!] : []),
    boundsOf: (areaId) => bounds.get(areaId)!,
  };
}

/** A token snapshot with defaults: a monster-side token named like its id at (0, 0). */
export function token(overrides: Partial<TokenSnapshot> & { readonly id: string }): TokenSnapshot {
  const rect = overrides.rect ?? { x: 0, y: 0, width: TOKEN_SIZE, height: TOKEN_SIZE };
  return {
    name: overrides.id,
    actorName: null,
    elevation: 0,
    playerOwned: false,
    actor: {},
    sneakOverride: undefined,
    monsterFlag: undefined,
    roleFlag: undefined,
    ...overrides,
    rect,
    centre: overrides.centre ?? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 },
  };
}

/** A token standing in an area's region, at slot `slot` (slots go left to right, 0–3). */
export function tokenIn(
  bounds: Rect,
  slot: number,
  overrides: Partial<TokenSnapshot> & { readonly id: string },
): TokenSnapshot {
  const rect = { x: bounds.x + slot * TOKEN_SIZE, y: bounds.y, width: TOKEN_SIZE, height: TOKEN_SIZE };
  return token({ ...overrides, rect });
}

/** A monster token whose actor is named after a preset monster type. */
export function monsterIn(bounds: Rect, slot: number, id: string, actorName: string): TokenSnapshot {
  return tokenIn(bounds, slot, { id, name: actorName, actorName });
}

/** A player-owned investigator token whose actor keeps Sneak at system.skills.sneak. */
export function investigatorIn(
  bounds: Rect,
  slot: number,
  id: string,
  name: string,
  sneak: number,
): TokenSnapshot {
  return tokenIn(bounds, slot, {
    id,
    name,
    actorName: name,
    playerOwned: true,
    actor: { name, system: { skills: { sneak } } },
  });
}
