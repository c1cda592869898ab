import { combatIsOnScene } from "../combat-scene";
import { onLevel, viewedLevelId } from "../scene-levels";
import { HEX_FLAGS, MODULE_ID } from "../constants";
import { SUMMONER_FLAG } from "./summon-links";
import type {
  CombatantSnapshot,
  GridPort,
  RegionSnapshot,
  SceneSnapshot,
  TokenSnapshot,
  WallSnapshot,
} from "./scene-snapshot";

/** The walls of a scene as the boundary reads them: all of them on every level (v14 WallData has no level field). */
function readWalls(scene: Scene.Implementation): WallSnapshot[] {
  return scene.walls.contents.map((wall) => ({
    id: wall.id ?? "",
    c: wall.c,
    move: wall.move ?? 0,
    sight: wall.sight ?? 0,
    door: wall.door ?? 0,
    ds: wall.ds ?? 0,
  }));
}

function readRegions(scene: Scene.Implementation, level: string | null): RegionSnapshot[] {
  return scene.regions.contents
    .filter((region) => onLevel(region, level))
    .map((region) => ({
      id: region.id ?? "",
      name: region.name,
      terrainFlag: region.getFlag(MODULE_ID, HEX_FLAGS.terrain),
      behaviors: region.behaviors.contents.map((b) => ({
        type: b.type,
        disabled: b.disabled,
        system: b.system,
      })),
      bounds: region.bounds,
      testPoint: (point) => region.testPoint(point),
    }));
}

function readTokens(scene: Scene.Implementation, level: string | null): TokenSnapshot[] {
  return scene.tokens.contents
    .filter((token) => onLevel(token, level))
    .map((token) => ({
      id: token.id ?? "",
      name: token.name,
      center: token.getCenterPoint(),
      elevation: token.elevation ?? 0,
      width: token.width ?? 1,
      height: token.height ?? 1,
      disposition: token.disposition,
      hidden: token.hidden,
      hasPlayerOwner: token.actor?.hasPlayerOwner ?? false,
      statuses: token.actor?.statuses ?? new Set<string>(),
      sideFlag: token.getFlag(MODULE_ID, HEX_FLAGS.side),
      summonerFlag: token.getFlag(MODULE_ID, SUMMONER_FLAG),
    }));
}

/**
 * The combat of this scene (the active one first), in the tracker's turn order: linked to the scene
 * or, for combats linked to none (the v13 default), holding a combatant of it.
 */
function combatOfScene(sceneId: string): Combat.Implementation | undefined {
  const combats = game.combats?.contents ?? [];
  const ofScene = combats.filter((c) => combatIsOnScene(c, sceneId));
  return ofScene.find((c) => c.active) ?? ofScene[0];
}

function readCombatants(sceneId: string): CombatantSnapshot[] {
  const combat = combatOfScene(sceneId);
  return (combat?.turns ?? []).map((c) => ({ tokenId: c.tokenId ?? null, initiative: c.initiative ?? null }));
}

/** Reads the scene shown on the canvas (null when no scene is drawn). */
export function snapshotFromCanvas(): SceneSnapshot | null {
  const scene = canvas?.scene;
  const grid: GridPort | undefined = canvas?.grid ?? undefined;
  if (!scene || !grid || !canvas?.ready) return null;
  const level = viewedLevelId();
  let walls: WallSnapshot[] | undefined;
  let regions: RegionSnapshot[] | undefined;
  return {
    sceneId: scene.id ?? "",
    sceneName: scene.name,
    grid,
    sceneRect: scene.dimensions.sceneRect,
    // Walls and regions are read only when the caches miss (they change rarely; scenes have thousands of walls).
    // v14: only the viewed level's regions and tokens (scene-levels.ts); v13 and single-level scenes read everything.
    get walls() {
      return (walls ??= readWalls(scene));
    },
    get regions() {
      return (regions ??= readRegions(scene, level));
    },
    tokens: readTokens(scene, level),
    combatants: readCombatants(scene.id ?? ""),
    linksFlag: scene.getFlag(MODULE_ID, HEX_FLAGS.links),
  };
}
