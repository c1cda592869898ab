import { hexKey, type Hex } from "../hex";
import type { Enemy, TurnContext } from "./turn-context";

/** What an attack from one end hex can hit (AF-1..AF-5): one area target set and the single targets beside it. */
export interface Volley {
  readonly node: number;
  /** Heeded enemies inside the area with line of sight, by ordinal; [] without an area. */
  readonly area: readonly Enemy[];
  /** Every placement (its hexes) hitting exactly {@link area}. */
  readonly placements: readonly (readonly Hex[])[];
  /** Heeded enemies individually targetable (range and LOS) and not in the area. */
  readonly available: readonly Enemy[];
}

interface Placement {
  readonly hexes: readonly Hex[];
  readonly nodes: readonly number[];
}

/** Lists the volleys possible from an end hex against the heeded enemies (AF-1..AF-5, IMP-2). */
export type VolleyFinder = (node: number) => readonly Volley[];

/** Creates a memoised volley finder; ranged placements are precomputed around heeded enemies only (IMP-2). */
export function createVolleyFinder(ctx: TurnContext, heeded: readonly Enemy[]): VolleyFinder {
  const heededAt = new Int32Array(ctx.board.size).fill(-1);
  for (const enemy of heeded) heededAt[enemy.node] = enemy.ordinal;
  const byOrdinal = new Map(heeded.map((e) => [e.ordinal, e]));
  const area = ctx.attack.area;
  const ranged = area && !area.melee ? rangedPlacements(ctx, heeded) : [];
  const cache = new Map<number, readonly Volley[]>();
  return (node) => {
    let volleys = cache.get(node);
    if (!volleys) {
      const available = individuallyTargetable(ctx, heeded, node);
      if (!area) volleys = [{ node, area: [], placements: [], available }];
      else {
        const placements = area.melee
          ? meleePlacements(ctx, node)
          : ranged.filter((p) => anchoredInRange(ctx, node, p));
        volleys = groupByTargets(ctx, node, placements, heededAt, byOrdinal, available);
      }
      cache.set(node, volleys);
    }
    return volleys;
  };
}

function individuallyTargetable(ctx: TurnContext, heeded: readonly Enemy[], node: number): Enemy[] {
  const { attack, range, sight } = ctx;
  if (attack.area && attack.singleTargets === 0) return [];
  return heeded.filter((e) => range.from(e.node, attack.range)[node]! <= attack.range && sight(node, e.node));
}

function meleePlacements(ctx: TurnContext, node: number): Placement[] {
  const at = ctx.board.hexes[node]!;
  return ctx.attack.area!.shapes.map((shape) => {
    const hexes = shape.map((o) => ({ q: at.q + o.q, r: at.r + o.r }));
    return { hexes, nodes: hexes.map((h) => ctx.board.indexOf(h)) };
  });
}

function rangedPlacements(ctx: TurnContext, heeded: readonly Enemy[]): Placement[] {
  const seen = new Set<string>();
  const placements: Placement[] = [];
  for (const enemy of heeded) {
    const at = ctx.board.hexes[enemy.node]!;
    for (const shape of ctx.attack.area!.shapes) {
      const hexes = shape.map((o) => ({ q: at.q + o.q, r: at.r + o.r }));
      const key = hexes.map(hexKey).sort().join(";");
      if (seen.has(key)) continue;
      seen.add(key);
      placements.push({ hexes, nodes: hexes.map((h) => ctx.board.indexOf(h)) });
    }
  }
  return placements;
}

/** AF-3: some hex of the placement is within range (not inside a wall unless the rule set allows it). */
function anchoredInRange(ctx: TurnContext, node: number, placement: Placement): boolean {
  const { board, attack } = ctx;
  const distance = ctx.range.from(node, attack.range);
  for (const target of placement.nodes) {
    if (target < 0) continue;
    if (!board.wall[target]) {
      if (distance[target]! <= attack.range) return true;
    } else if (ctx.rules.areaAnchorMayBeWallHex) {
      for (let d = 0; d < 6; d++) {
        const next = board.neighbours[target * 6 + d]!;
        if (
          next >= 0 &&
          !board.wall[next] &&
          !board.wallLine[target * 6 + d] &&
          distance[next]! < attack.range
        )
          return true;
      }
    }
  }
  return false;
}

function groupByTargets(
  ctx: TurnContext,
  node: number,
  placements: readonly Placement[],
  heededAt: Int32Array,
  byOrdinal: ReadonlyMap<number, Enemy>,
  available: readonly Enemy[],
): Volley[] {
  const groups = new Map<string, { area: Enemy[]; placements: (readonly Hex[])[] }>();
  for (const placement of placements) {
    const hit: Enemy[] = [];
    for (const target of placement.nodes) {
      const ordinal = target >= 0 ? heededAt[target]! : -1;
      if (ordinal >= 0 && ctx.sight(node, target)) hit.push(byOrdinal.get(ordinal)!);
    }
    if (hit.length === 0) continue;
    hit.sort((a, b) => a.ordinal - b.ordinal);
    const key = hit.map((e) => e.ordinal).join(",");
    const group = groups.get(key);
    if (group) group.placements.push(placement.hexes);
    else groups.set(key, { area: hit, placements: [placement.hexes] });
  }
  return [...groups.values()].map(({ area, placements: hexes }) => ({
    node,
    area,
    placements: hexes,
    available: available.filter((e) => !area.includes(e)),
  }));
}
