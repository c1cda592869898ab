import { UNREACHED } from "../graph";
import type { Hex } from "../hex";
import { anchoredInRange, meleePlacements, rangedPlacements, type Placement } from "./area-placements";
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
  /** The size of the largest target set this volley allows (area plus single targets). */
  readonly most: number;
}

/** Everything an end hex offers before target sets are formed, with an upper bound on their size (IMP-2). */
export interface VolleySite {
  readonly node: number;
  /** Heeded enemies individually targetable from the node (range and LOS). */
  readonly available: readonly Enemy[];
  /** Area placements allowed from the node that hit at least one heeded enemy, with their hit counts. */
  readonly placements: readonly { readonly placement: Placement; readonly hits: number }[];
  /** No target set from this node is larger (area hits plus single targets). */
  readonly bound: number;
}

/** Finds sites per end hex (memoised) and the volleys of a site that can reach a target count (AF-1..AF-5, IMP-2). */
export interface VolleyFinder {
  site(node: number): VolleySite;
  volleys(site: VolleySite, minimumTargets: number): readonly Volley[];
}

/** Creates a volley finder for the heeded enemies; ranged placements are precomputed around them only (IMP-2). */
export function createVolleyFinder(ctx: TurnContext, heeded: readonly Enemy[]): VolleyFinder {
  const heededAt = new Int32Array(ctx.board.size).fill(-1);
  heeded.forEach((enemy, i) => (heededAt[enemy.node] = i));
  const area = ctx.attack.area;
  const ranged = area && !area.melee ? rangedPlacements(ctx, area, heeded) : [];
  const singles = ctx.attack.singleTargets;
  const extra = (available: number): number => (singles === "all" ? available : Math.min(singles, available));
  const cache = new Map<number, VolleySite>();
  const visibleHits = (node: number, placement: Placement): number => {
    let hits = 0;
    for (const target of placement.nodes)
      if (target >= 0 && (heededAt[target] ?? -1) >= 0 && ctx.sight(node, target)) hits++;
    return hits;
  };
  const site = (node: number): VolleySite => {
    const cached = cache.get(node);
    if (cached) return cached;
    const available = individuallyTargetable(ctx, heeded, node);
    const placements: { placement: Placement; hits: number }[] = [];
    let maxHits = 0;
    if (area) {
      for (const placement of area.melee ? meleePlacements(ctx, area, node) : ranged) {
        if (!area.melee && !anchoredInRange(ctx, node, placement)) continue;
        const hits = visibleHits(node, placement);
        if (hits === 0) continue;
        placements.push({ placement, hits });
        maxHits = Math.max(maxHits, hits);
      }
    }
    const result = {
      node,
      available,
      placements,
      bound: area && maxHits === 0 ? 0 : maxHits + extra(available.length),
    };
    cache.set(node, result);
    return result;
  };
  const groupedBySite = new Map<number, readonly Volley[]>();
  const bitKeys = heeded.length <= 31;
  const groupAll = (s: VolleySite): readonly Volley[] => {
    const cached = groupedBySite.get(s.node);
    if (cached) return cached;
    const groups = new Map<number | string, { area: Enemy[]; placements: (readonly Hex[])[] }>();
    for (const { placement } of s.placements) {
      const hit: Enemy[] = [];
      let mask = 0;
      for (const target of placement.nodes) {
        const i = target >= 0 ? (heededAt[target] ?? -1) : -1;
        const enemy = heeded[i];
        if (enemy !== undefined && ctx.sight(s.node, target)) {
          hit.push(enemy);
          mask |= 1 << (i & 31);
        }
      }
      hit.sort((a, b) => a.ordinal - b.ordinal);
      // The set of hit enemies: a bit per heeded enemy when they fit in one number, else their ordinals.
      const key = bitKeys ? mask : hit.map((e) => e.ordinal).join(",");
      const group = groups.get(key);
      if (group) group.placements.push(placement.hexes);
      else groups.set(key, { area: hit, placements: [placement.hexes] });
    }
    const all = [...groups.values()].map((g): Volley => {
      const available = s.available.filter((e) => !g.area.includes(e));
      return {
        node: s.node,
        area: g.area,
        placements: g.placements,
        available,
        most: g.area.length + extra(available.length),
      };
    });
    groupedBySite.set(s.node, all);
    return all;
  };
  const volleys = (s: VolleySite, minimumTargets: number): readonly Volley[] => {
    if (!area) {
      const most = extra(s.available.length);
      return most >= minimumTargets
        ? [{ node: s.node, area: [], placements: [], available: s.available, most }]
        : [];
    }
    const all = groupAll(s);
    return minimumTargets === 0 ? all : all.filter((v) => v.most >= minimumTargets);
  };
  return { site, volleys };
}

function individuallyTargetable(ctx: TurnContext, heeded: readonly Enemy[], node: number): Enemy[] {
  const { attack, range, sight } = ctx;
  if (attack.area && attack.singleTargets === 0) return [];
  return heeded.filter(
    (e) => (range.from(e.node, attack.range)[node] ?? UNREACHED) <= attack.range && sight(node, e.node),
  );
}
