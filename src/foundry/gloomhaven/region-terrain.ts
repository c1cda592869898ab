import type { TerrainHex, TerrainKind } from "../../core/gloomhaven/model";
import type { Hex } from "../../core/hex";
import { message, type Message } from "../../view/gloomhaven/messages";
import type { HexGridIndex } from "./grid-layout";
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

/** Whether an enabled core "modify movement cost" behaviour makes walking cost more (then it is difficult terrain, BM-8). */
function isDifficultBehavior(b: RegionSnapshot["behaviors"][number]): boolean {
  if (b.disabled || b.type !== MODIFY_MOVEMENT_COST) return false;
  const system = b.system;
  if (typeof system !== "object" || system === null || !("difficulties" in system)) return true;
  const difficulties = system.difficulties;
  if (typeof difficulties !== "object" || difficulties === null || !("walk" in difficulties)) return true;
  const walk = difficulties.walk;
  return typeof walk !== "number" || walk > 1;
}

/** The terrain a region marks: its module flag, else difficult when it has a core difficult-terrain behaviour. */
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
  return { terrain: region.behaviors.some(isDifficultBehavior) ? "difficult" : null };
}

/** The board's terrain and solid wall hexes from Scene Regions (BM-3, BM-6..BM-10), tested at each hex centre. */
export function readRegionTerrain(
  regions: readonly RegionSnapshot[],
  hexes: readonly Hex[],
  index: HexGridIndex,
): RegionReading {
  // Hex centres once for every region; a hex's mark is its strongest terrain's PRIORITY position.
  const xs = new Float64Array(hexes.length);
  const ys = new Float64Array(hexes.length);
  hexes.forEach((h, n) => {
    const c = index.centerOf(h);
    xs[n] = c.x;
    ys[n] = c.y;
  });
  const marks = new Int8Array(hexes.length).fill(-1);
  // Hexes in the order they were first marked (the order of the result lists).
  const marked: number[] = [];
  const problems: Message[] = [];
  for (const region of regions) {
    const { terrain, problem } = regionTerrain(region);
    if (problem) problems.push(problem);
    if (!terrain) continue;
    const rank = PRIORITY.indexOf(terrain);
    const { x, y, width, height } = region.bounds;
    for (let n = 0; n < hexes.length; n++) {
      const cx = xs[n]!;
      const cy = ys[n]!;
      if (cx < x || cx > x + width || cy < y || cy > y + height) continue;
      const prior = marks[n]!;
      if (prior >= 0 && prior <= rank) continue;
      if (!region.testPoint({ x: cx, y: cy, elevation: 0 })) continue;
      if (prior < 0) marked.push(n);
      marks[n] = rank;
    }
  }
  const terrain: TerrainHex[] = [];
  const wallHexes: Hex[] = [];
  for (const n of marked) {
    const kind = PRIORITY[marks[n]!]!;
    if (kind === "wall") wallHexes.push(hexes[n]!);
    else terrain.push({ at: hexes[n]!, kind });
  }
  return { terrain, wallHexes, problems };
}

/** What the regions of a scene mark: terrain, solid wall hexes, and the problems with their flags. */
export interface RegionReading {
  readonly terrain: TerrainHex[];
  readonly wallHexes: Hex[];
  readonly problems: Message[];
}
