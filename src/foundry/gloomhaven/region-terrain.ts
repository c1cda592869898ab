import type { TerrainHex, TerrainKind } from "../../core/gloomhaven";
import type { Hex } from "../../core/hex";
import { message, type Message } from "../../view/gloomhaven";
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
const MODIFY_MOVEMENT_COST = "modifyMovementCost";

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
function regionTerrain(region: RegionSnapshot): { terrain: RegionTerrain | null; problem?: Message } {
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

/**
 * The board's terrain and solid wall hexes from Scene Regions (BM-3, BM-6..BM-10), tested at each
 * hex centre at the acting figure's elevation: `RegionDocument#testPoint` tests a point at the
 * elevation it is given, so a region spanning only some elevations (a bridge, a raised platform)
 * marks hexes only for a figure standing within them
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.RegionDocument.html#testpoint).
 */
export function readRegionTerrain(
  regions: readonly RegionSnapshot[],
  hexes: readonly Hex[],
  index: HexGridIndex,
  elevation: number,
): RegionReading {
  // Hex centres once for every region; a hex's mark is its strongest terrain's PRIORITY position.
  const xs = new Float64Array(hexes.length);
  const ys = new Float64Array(hexes.length);
  hexes.forEach((h, n) => {
    const c = index.centerOf(h);
    xs[n] = c.x;
    ys[n] = c.y;
  });
  const grid = bucketCentres(xs, ys);
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
    for (const n of grid.within(x, y, x + width, y + height)) {
      const cx = xs[n]!;
      const cy = ys[n]!;
      if (cx < x || cx > x + width || cy < y || cy > y + height) continue;
      const prior = marks[n]!;
      if (prior >= 0 && prior <= rank) continue;
      if (!region.testPoint({ x: cx, y: cy, elevation })) continue;
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

/**
 * Points in a coarse bucket grid (about one point per bucket): `within` lists, in ascending order,
 * the points whose bucket meets a box (a superset of the points inside it).
 */
function bucketCentres(xs: Float64Array, ys: Float64Array) {
  const count = xs.length;
  let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let n = 0; n < count; n++) {
    x0 = Math.min(x0, xs[n]!);
    x1 = Math.max(x1, xs[n]!);
    y0 = Math.min(y0, ys[n]!);
    y1 = Math.max(y1, ys[n]!);
  }
  const side = Math.max(1, Math.ceil(Math.sqrt(count)));
  const cellW = (x1 - x0) / side || 1;
  const cellH = (y1 - y0) / side || 1;
  const column = (x: number) => Math.min(side - 1, Math.max(0, Math.floor((x - x0) / cellW)));
  const row = (y: number) => Math.min(side - 1, Math.max(0, Math.floor((y - y0) / cellH)));
  const buckets: number[][] = [];
  for (let n = 0; n < count; n++) (buckets[column(xs[n]!) * side + row(ys[n]!)] ??= []).push(n);
  return {
    within(minX: number, minY: number, maxX: number, maxY: number): Int32Array {
      if (count === 0 || maxX < x0 || minX > x1 || maxY < y0 || minY > y1) return new Int32Array(0);
      const found: number[] = [];
      for (let c = column(minX); c <= column(maxX); c++)
        for (let r = row(minY); r <= row(maxY); r++) found.push(...(buckets[c * side + r] ?? []));
      return Int32Array.from(found).sort();
    },
  };
}
