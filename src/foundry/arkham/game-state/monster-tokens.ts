import type { PhaseMonster } from "../../../core/arkham";
import { MODULE_ID } from "../../constants";
import { findFreeSpot, type SpotRegion } from "../free-spot";
import type { Point, Rect } from "../geometry";
import type { TokenData } from "./phase-scene";

/** Foundry's default token image (CONST.DEFAULT_TOKEN), for a monster type with no actor assigned. */
const DEFAULT_ICON = "icons/svg/mystery-man.svg";

/** The scene as the placement of drawn monsters sees it (the Arkham scene reading, tokens removed by the phase left out). */
export interface MonsterTokenScene {
  /** Footprints of the tokens that stay on the scene. */
  readonly occupied: readonly Rect[];
  /** The area's regions (spot search, RegionDocument#testPoint at the ground). */
  regionsOf(areaId: string): readonly SpotRegion[];
  /** A point inside the area, the fallback when it has no room left. */
  centreOf(areaId: string): Point | undefined;
  readonly gridSize: number;
  /** Spacing of candidate spots in pixels (half a grid space). */
  readonly step: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function gridUnits(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 1;
}

function spotFor(
  scene: MonsterTokenScene,
  occupied: readonly Rect[],
  at: string,
  size: { width: number; height: number },
): Point {
  for (const region of scene.regionsOf(at)) {
    const spot = findFreeSpot({ region, size, occupied, step: scene.step });
    if (spot !== undefined) return spot;
  }
  const centre = scene.centreOf(at) ?? { x: 0, y: 0 };
  return { x: Math.round(centre.x - size.width / 2), y: Math.round(centre.y - size.height / 2) };
}

/**
 * Token data for the monsters a phase places (MY-3.6, MY-4.3), one call per monster in order: the
 * assigned actor's prototype token (`prototypes`, by type id) or a plain token named after the type,
 * always carrying the module's monster flag, at a free spot of its area clear of every token that
 * stays and of the monsters placed before it (rules §3 placement: pieces never stack). An area with
 * no room left gets its middle, so the scene still shows every monster the rules placed.
 */
export function monsterTokenBuilder(
  scene: MonsterTokenScene,
  prototypes: ReadonlyMap<string, TokenData>,
): (monster: PhaseMonster) => TokenData {
  const occupied: Rect[] = [...scene.occupied];
  return (monster) => {
    const typeId = monster.typeId ?? monster.name;
    const prototype = prototypes.get(typeId);
    const base: TokenData = prototype ?? { name: monster.name, texture: { src: DEFAULT_ICON } };
    const size = {
      width: gridUnits(base["width"]) * scene.gridSize,
      height: gridUnits(base["height"]) * scene.gridSize,
    };
    const spot = spotFor(scene, occupied, monster.at, size);
    occupied.push({ ...spot, ...size });
    const flags = isRecord(base["flags"]) ? base["flags"] : {};
    const own = isRecord(flags[MODULE_ID]) ? flags[MODULE_ID] : {};
    const { _id: _ignored, ...data } = base;
    return {
      ...data,
      x: spot.x,
      y: spot.y,
      flags: { ...flags, [MODULE_ID]: { ...own, arkhamMonster: { presetId: typeId } } },
    };
  };
}
