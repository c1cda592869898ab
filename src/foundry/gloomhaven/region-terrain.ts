import type { TerrainHex, TerrainKind } from "../../core/gloomhaven/model";
import { hexKey, type Hex } from "../../core/hex";
import { message, type Message } from "../../view/gloomhaven/messages";
import type { HexGridIndex } from "./grid-layout";
import { insideRect } from "./playable-hexes";
import type { RegionSnapshot } from "./scene-snapshot";

/** The terrain a region can mark with its module flag (BM-3, BM-6..BM-10): a core terrain kind or a solid wall. */
export type RegionTerrain = TerrainKind | "wall";

/** Every value of the region flag, in the order shown in the region's configuration. */
export const REGION_TERRAINS: readonly RegionTerrain[] = [
  "trap",
  "hazardous",
  "difficult",
  "icy",
  "obstacle",
  "wall",
];

/** Core v13's difficult-terrain behaviour type. */
export const MODIFY_MOVEMENT_COST = "modifyMovementCost";

/** When regions overlap on a hex, the strongest mark wins (a wall over an obstacle over a trap ...). */
const PRIORITY: readonly RegionTerrain[] = ["wall", "obstacle", "trap", "hazardous", "icy", "difficult"];

/**
 * The terrain an enabled core "modify movement cost" behaviour gives walking figures. Each movement
 * action's difficulty is a nullable number and null means impassable (Infinity)
 * (https://foundryvtt.com/api/classes/foundry.data.regionBehaviors.ModifyMovementCostRegionBehaviorType.html,
 * `difficulties`): a blank or infinite walk cost is an obstacle (no entry, no line-of-sight block,
 * BM-6), a finite cost above 1 is difficult terrain (BM-8), 1 or less is nothing.
 */
function behaviorTerrain(b: RegionSnapshot["behaviors"][number]): RegionTerrain | null {
  if (b.disabled || b.type !== MODIFY_MOVEMENT_COST) return null;
  const system = b.system;
  if (typeof system !== "object" || system === null || !("difficulties" in system)) return "difficult";
  const difficulties = system.difficulties;
  if (typeof difficulties !== "object" || difficulties === null || !("walk" in difficulties))
    return "difficult";
  const walk = difficulties.walk;
  if (walk === null || walk === Infinity) return "obstacle";
  if (typeof walk !== "number") return "difficult";
  return walk > 1 ? "difficult" : null;
}

/** The terrain a region marks: its module flag, else what its core movement-cost behaviours make it. */
export function regionTerrain(region: RegionSnapshot): { terrain: RegionTerrain | null; problem?: Message } {
  const flag = region.terrainFlag;
  if (flag !== undefined && flag !== null && flag !== "") {
    const terrain = REGION_TERRAINS.find((t) => t === flag);
    if (terrain) return { terrain };
    return {
      terrain: null,
      problem: message("MONSTER_AUTOPILOT.Hex.Scene.BadRegionFlag", {
        region: region.name,
        value: String(flag),
      }),
    };
  }
  const kinds = region.behaviors.map(behaviorTerrain).filter((k): k is RegionTerrain => k !== null);
  return { terrain: PRIORITY.find((k) => kinds.includes(k)) ?? null };
}

/** The board's terrain and solid wall hexes from Scene Regions (BM-3, BM-6..BM-10), tested at each hex centre. */
export function readRegionTerrain(
  regions: readonly RegionSnapshot[],
  hexes: readonly Hex[],
  index: HexGridIndex,
): { terrain: TerrainHex[]; wallHexes: Hex[]; problems: Message[] } {
  const marks = new Map<string, { at: Hex; kind: RegionTerrain }>();
  const problems: Message[] = [];
  for (const region of regions) {
    const { terrain, problem } = regionTerrain(region);
    if (problem) problems.push(problem);
    if (!terrain) continue;
    for (const h of hexes) {
      const c = index.centerOf(h);
      if (!insideRect(c, region.bounds) || !region.testPoint({ x: c.x, y: c.y, elevation: 0 })) continue;
      const prior = marks.get(hexKey(h));
      if (!prior || PRIORITY.indexOf(terrain) < PRIORITY.indexOf(prior.kind))
        marks.set(hexKey(h), { at: h, kind: terrain });
    }
  }
  const terrain: TerrainHex[] = [];
  const wallHexes: Hex[] = [];
  for (const { at, kind } of marks.values()) {
    if (kind === "wall") wallHexes.push(at);
    else terrain.push({ at, kind });
  }
  return { terrain, wallHexes, problems };
}
