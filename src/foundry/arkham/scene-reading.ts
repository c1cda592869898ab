import type { SetupWarning } from "../../view/arkham";
import { MODULE_ID } from "../constants";
import { interiorPoint, type SpotRegion } from "./free-spot";
import { readMonsterFlag } from "./monster-flag";
import type { Point, Rect } from "./geometry";
import type { SceneReading } from "./mythos-session";
import { readPieces, type TokenSnapshot } from "./read-pieces";
import { readSceneBoard, type SceneBoard } from "./scene-board";
import type { AreaRegion } from "./token-areas";

/** A region with its binding, as the Board areas window and the readers see it. */
export interface RegionRecord {
  readonly id: string;
  readonly name: string;
  readonly areaId: string | null;
  /**
   * The region as the spot search sees it, its points tested at an elevation: the moving token's,
   * or (for drawing, where no token stands) the region's own bottom.
   */
  spotAt(elevation?: number): SpotRegion;
  /** `RegionDocument#testPoint` at a given elevation. */
  testPoint(point: { readonly x: number; readonly y: number; readonly elevation: number }): boolean;
}

/** Everything the Arkham windows read from one scene: the one conversion boundary from Foundry documents. */
export interface ArkhamScene extends SceneReading {
  readonly scene: Scene.Implementation;
  readonly sceneBoard: SceneBoard;
  readonly regions: readonly RegionRecord[];
  readonly tokenRects: ReadonlyMap<string, Rect>;
  /** Each token's elevation: a moving token's spots are tested there. */
  readonly tokenElevations: ReadonlyMap<string, number>;
  /** Spacing of candidate spots: half a grid space. */
  readonly step: number;
  /** The area's regions, tested at a token's elevation (see {@link RegionRecord.spotAt}). */
  regionsOf(areaId: string, elevation?: number): readonly SpotRegion[];
  /** A point inside the area's first region with room (the arrows' end points), if it has a region. */
  centreOf(areaId: string): Point | undefined;
}

function regionRecord(region: RegionDocument.Implementation): RegionRecord {
  const { x, y, width, height } = region.bounds;
  return {
    id: region.id ?? "",
    name: region.name,
    areaId: region.getFlag(MODULE_ID, "arkhamArea") ?? null,
    spotAt: (elevation) => ({
      bounds: { x, y, width, height },
      contains: (point) =>
        region.testPoint({ x: point.x, y: point.y, elevation: elevation ?? region.elevation.bottom ?? 0 }),
    }),
    testPoint: (point) => region.testPoint({ x: point.x, y: point.y, elevation: point.elevation }),
  };
}

/** A token as the readers see it (footprint, centre, owner, flags). */
function tokenSnapshot(token: TokenDocument.Implementation): TokenSnapshot {
  const size = token.getSize();
  const centre = token.getCenterPoint();
  return {
    id: token.id ?? "",
    name: token.name,
    actorName: token.actor?.name ?? null,
    rect: { x: token.x, y: token.y, width: size.width, height: size.height },
    centre: { x: centre.x, y: centre.y },
    elevation: token.elevation,
    playerOwned: token.actor?.hasPlayerOwner ?? false,
    actor: token.actor,
    sneakOverride: token.getFlag(MODULE_ID, "arkhamSneak"),
    monsterFlag: readMonsterFlag(token.getFlag(MODULE_ID, "arkhamMonster")),
    roleFlag: token.getFlag(MODULE_ID, "arkhamRole"),
  };
}

/** Warnings about the board itself: none chosen, invalid, or regions bound to areas it does not have. */
function boardWarnings(sceneBoard: SceneBoard, regions: readonly RegionRecord[]): SetupWarning[] {
  if (sceneBoard.source === "none") return [{ code: "no-board" }];
  if (sceneBoard.board === undefined) return [{ code: "board-invalid", problems: sceneBoard.problems }];
  const { areaById } = sceneBoard.board;
  return regions.flatMap((r) =>
    r.areaId !== null && !areaById.has(r.areaId)
      ? [{ code: "region-unknown-area" as const, region: r.name, area: r.areaId }]
      : [],
  );
}

/**
 * Reads an Arkham scene: the board from its flag, each region's bound area, and every
 * token as a piece (its area is the bound region containing its centre, `RegionDocument#testPoint`).
 */
export function readArkhamScene(scene: Scene.Implementation, sneakPath: string): ArkhamScene {
  const sceneBoard = readSceneBoard(scene);
  const regions = scene.regions.contents.map(regionRecord);
  const areaIds = new Set(sceneBoard.board?.areas.map((a) => a.id) ?? []);
  const bound: AreaRegion[] = regions.flatMap((r) =>
    r.areaId !== null && areaIds.has(r.areaId)
      ? [{ regionId: r.id, areaId: r.areaId, contains: r.testPoint }]
      : [],
  );
  const tokens = scene.tokens.contents.map(tokenSnapshot);
  const step = Math.max(1, (scene.grid.size || 100) / 2);
  const regionsOf = (areaId: string, elevation?: number) =>
    regions.filter((r) => r.areaId === areaId).map((r) => r.spotAt(elevation));
  return {
    scene,
    sceneBoard,
    board: sceneBoard.board,
    boardWarnings: boardWarnings(sceneBoard, regions),
    pieces: readPieces(tokens, bound, sneakPath),
    regions,
    tokenRects: new Map(tokens.map((t) => [t.id, t.rect])),
    tokenElevations: new Map(tokens.map((t) => [t.id, t.elevation])),
    step,
    regionsOf,
    centreOf: (areaId) => {
      for (const region of regionsOf(areaId)) {
        const point = interiorPoint(region, step);
        if (point !== undefined) return point;
      }
      return undefined;
    },
  };
}
