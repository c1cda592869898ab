import { UNREACHED } from "../graph";
import { hexDistance, type Hex } from "../hex";
import { anchoredInRange, meleePlacements, rangedPlacements, type Placement } from "./area-placements";
import { hexOfNode } from "./node-hex";
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
  /** No target set from this node is larger (area hits plus single targets). */
  readonly bound: number;
}

/** Finds sites per end hex (memoised) and the volleys of a site that can reach a target count (AF-1..AF-5, IMP-2). */
export interface VolleyFinder {
  /**
   * An upper bound on {@link VolleySite.bound} found without asking line of sight (range and
   * placements only), so hexes that cannot matter are dropped before their costly sight lines (IMP-2).
   */
  roughBound(node: number): number;
  /** A looser bound than {@link roughBound} that needs no range search around the node: grid distance only. */
  coarseBound(node: number): number;
  /** True when the heeded enemy is in range or under an allowed placement from the node, and in sight. */
  canTarget(node: number, enemy: Enemy): boolean;
  site(node: number): VolleySite;
  volleys(site: VolleySite, minimumTargets: number): readonly Volley[];
}

/** An area placement with the heeded enemies standing in it (indices into the heeded list, ascending). */
interface Covering {
  readonly placement: Placement;
  readonly heeded: readonly number[];
  /** A hex of the placement and the largest grid distance from it to the others (a cheap range test). */
  readonly centre: Hex;
  readonly radius: number;
}

/** What a node offers before line of sight: enemies in range and placements anchored in range that cover some heeded enemy. */
interface Outline {
  readonly inRange: readonly number[];
  readonly coverings: readonly Covering[];
  readonly roughBound: number;
}

/** A site with the sight answers it asked (1 = seen, 2 = not), by heeded index, for grouping its placements. */
interface SeenSite extends VolleySite {
  readonly seen: readonly number[];
  /** Area placements allowed from the node that hit at least one heeded enemy in sight. */
  readonly coverings: readonly Covering[];
}

/** Creates a volley finder for the heeded enemies; ranged placements are precomputed around them only (IMP-2). */
export function createVolleyFinder(ctx: TurnContext, heeded: readonly Enemy[]): VolleyFinder {
  // Memos by node are plain arrays (created faster than typed arrays and Maps), and the per-node
  // loops plain indexed loops without callbacks: a short run executes them in V8's baseline tier,
  // where Map lookups, closures, iterators and typed-array creation cost more than the work (issue 14).
  const size = ctx.board.size;
  const heededAt = new Array<number>(size).fill(-1);
  for (let i = 0; i < heeded.length; i++) {
    const enemy = heeded[i];
    if (enemy !== undefined) heededAt[enemy.node] = i;
  }
  const area = ctx.attack.area;
  const cover = (placement: Placement): Covering => {
    const covered: number[] = [];
    const nodes = placement.nodes;
    for (let k = 0; k < nodes.length; k++) {
      const target = nodes[k] ?? -1;
      const i = target >= 0 ? (heededAt[target] ?? -1) : -1;
      if (i >= 0) covered.push(i);
    }
    const hexes = placement.hexes;
    const centre = hexes[0] ?? { q: 0, r: 0 };
    let radius = 0;
    for (let k = 1; k < hexes.length; k++) {
      const h = hexes[k];
      if (h !== undefined) radius = Math.max(radius, hexDistance(centre, h));
    }
    return { placement, heeded: covered.sort((a, b) => a - b), centre, radius };
  };
  // Every ranged placement covers some heeded enemy by construction.
  const ranged: Covering[] = [];
  if (area && !area.melee) {
    const placements = rangedPlacements(ctx, area, heeded);
    for (let k = 0; k < placements.length; k++) {
      const placement = placements[k];
      if (placement !== undefined) ranged.push(cover(placement));
    }
  }
  const singles = ctx.attack.singleTargets;
  const extra = (available: number): number => (singles === "all" ? available : Math.min(singles, available));
  const noSingles = area !== null && singles === 0;
  const { range, sight } = ctx;
  const reach = ctx.attack.range;

  // Range distances from each heeded enemy, fetched once each.
  const distances: (Int32Array | undefined)[] = new Array(heeded.length);
  const distanceFrom = (i: number): Int32Array => (distances[i] ??= range.from(heeded[i]?.node ?? -1, reach));
  // Heeded enemies in range of a node, by the range tables of the enemies.
  const inRangeOf = (node: number): number[] => {
    const inRange: number[] = [];
    if (!noSingles) {
      for (let i = 0; i < heeded.length; i++)
        if ((distanceFrom(i)[node] ?? UNREACHED) <= reach) inRange.push(i);
    }
    return inRange;
  };
  // Per node: the coarse bound (-1 = not known yet; melee areas keep none) and the outline.
  const coarse = new Array<number>(area && area.melee ? 0 : size).fill(-1);
  const outlines: (Outline | undefined)[] = new Array(size);
  const coarseBound = (node: number): number => {
    const known = coarse[node] ?? -1;
    if (known >= 0) return known;
    const outlined = outlines[node];
    if (outlined !== undefined) return outlined.roughBound;
    if (!area) {
      // The outline's bound without building the outline: most hexes are never outlined (IMP-2).
      let count = 0;
      for (let i = 0; i < heeded.length; i++) if ((distanceFrom(i)[node] ?? UNREACHED) <= reach) count++;
      coarse[node] = extra(count);
      return extra(count);
    }
    if (area.melee) return outline(node).roughBound;
    const at = hexOfNode(ctx.board, node);
    let most = 0;
    for (let k = 0; k < ranged.length; k++) {
      const covering = ranged[k];
      if (covering === undefined || covering.heeded.length <= most) continue;
      // hexDistance(at, centre) written out (asked for every ranged placement and candidate hex).
      const dq = at.q - covering.centre.q;
      const dr = at.r - covering.centre.r;
      const distance = ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (dq + dr < 0 ? -dq - dr : dq + dr)) / 2;
      if (distance - covering.radius <= reach) most = covering.heeded.length;
    }
    const bound = most === 0 ? 0 : most + extra(inRangeOf(node).length);
    coarse[node] = bound;
    return bound;
  };
  // Scratch: the nodes within range of the node being outlined (ranged areas; made on first use).
  let inRangeOfNode: Uint8Array | undefined;
  const outline = (node: number): Outline => {
    const known = outlines[node];
    if (known) return known;
    const inRange = inRangeOf(node);
    const coverings: Covering[] = [];
    let most = 0;
    if (area) {
      const near = area.melee ? meleePlacements(ctx, area, node).map(cover) : ranged;
      const at = hexOfNode(ctx.board, node);
      let ball: Int32Array | undefined;
      for (let k = 0; k < near.length; k++) {
        const covering = near[k];
        if (covering === undefined || covering.heeded.length === 0) continue;
        if (!area.melee) {
          // Range is never shorter than grid distance: a placement wholly farther away is not anchored.
          const dq = at.q - covering.centre.q;
          const dr = at.r - covering.centre.r;
          const distance =
            ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (dq + dr < 0 ? -dq - dr : dq + dr)) / 2;
          if (distance - covering.radius > reach) continue;
          const marks = (inRangeOfNode ??= new Uint8Array(size));
          if (ball === undefined) {
            ball = range.within(node, reach);
            for (let n = 0; n < ball.length; n++) marks[ball[n] ?? 0] = 1;
          }
          if (!anchoredInRange(ctx.board, covering.placement, marks)) continue;
        }
        coverings.push(covering);
        if (covering.heeded.length > most) most = covering.heeded.length;
      }
      if (ball && inRangeOfNode) for (let n = 0; n < ball.length; n++) inRangeOfNode[ball[n] ?? 0] = 0;
    }
    const result = {
      inRange,
      coverings,
      roughBound: area && most === 0 ? 0 : most + extra(inRange.length),
    };
    outlines[node] = result;
    return result;
  };

  // Sight answers by node, then heeded index: 0 = not asked yet, 1 = seen, 2 = not.
  const seenRows: (number[] | undefined)[] = new Array(size);
  const seenRow = (node: number): number[] => {
    let row = seenRows[node];
    if (row === undefined) {
      row = new Array<number>(heeded.length).fill(0);
      seenRows[node] = row;
    }
    return row;
  };
  const sees = (node: number, seen: number[], i: number): boolean => {
    if (seen[i] === 0) seen[i] = sight(node, heeded[i]?.node ?? -1) ? 1 : 2;
    return seen[i] === 1;
  };
  const canTarget = (node: number, enemy: Enemy): boolean => {
    const i = heededAt[enemy.node] ?? -1;
    if (i < 0 || heeded[i] !== enemy) return false;
    const { inRange, coverings } = outline(node);
    let reachable = inRange.includes(i);
    for (let k = 0; !reachable && k < coverings.length; k++)
      reachable = coverings[k]?.heeded.includes(i) === true;
    if (!reachable) return false;
    return sees(node, seenRow(node), i);
  };

  const cache: (SeenSite | undefined)[] = new Array(size);
  const site = (node: number): SeenSite => {
    const cached = cache[node];
    if (cached) return cached;
    const { inRange, coverings } = outline(node);
    const seen = seenRow(node);
    const available: Enemy[] = [];
    for (let k = 0; k < inRange.length; k++) {
      const i = inRange[k] ?? 0;
      const enemy = heeded[i];
      if (enemy !== undefined && sees(node, seen, i)) available.push(enemy);
    }
    const kept: Covering[] = [];
    let maxHits = 0;
    for (let k = 0; k < coverings.length; k++) {
      const covering = coverings[k];
      if (covering === undefined) continue;
      let hits = 0;
      const ids = covering.heeded;
      for (let m = 0; m < ids.length; m++) if (sees(node, seen, ids[m] ?? 0)) hits++;
      if (hits === 0) continue;
      kept.push(covering);
      if (hits > maxHits) maxHits = hits;
    }
    const result = {
      node,
      available,
      bound: area && maxHits === 0 ? 0 : maxHits + extra(available.length),
      seen,
      coverings: kept,
    };
    cache[node] = result;
    return result;
  };

  const groupedBySite: (readonly Volley[] | undefined)[] = new Array(size);
  const bitKeys = heeded.length <= 31;
  const groupAll = (s: SeenSite): readonly Volley[] => {
    const cached = groupedBySite[s.node];
    if (cached) return cached;
    const groups = new Map<number | string, { area: Enemy[]; placements: (readonly Hex[])[] }>();
    for (const covering of s.coverings) {
      // The set of seen enemies in the placement: a bit per heeded enemy when they fit in one number, else their indices.
      let key: number | string;
      if (bitKeys) {
        let mask = 0;
        for (const i of covering.heeded) if (s.seen[i] === 1) mask |= 1 << i;
        key = mask;
      } else key = covering.heeded.filter((i) => s.seen[i] === 1).join(",");
      const group = groups.get(key);
      if (group) {
        group.placements.push(covering.placement.hexes);
        continue;
      }
      // Heeded enemies are listed by ordinal (all enemies, or the focus alone), so ascending indices are by ordinal.
      const targets: Enemy[] = [];
      for (const i of covering.heeded) {
        const enemy = heeded[i];
        if (enemy !== undefined && s.seen[i] === 1) targets.push(enemy);
      }
      groups.set(key, { area: targets, placements: [covering.placement.hexes] });
    }
    const all: Volley[] = [];
    for (const g of groups.values()) {
      const available = s.available.filter((e) => !g.area.includes(e));
      all.push({
        node: s.node,
        area: g.area,
        placements: g.placements,
        available,
        most: g.area.length + extra(available.length),
      });
    }
    groupedBySite[s.node] = all;
    return all;
  };
  const volleys = (s: VolleySite, minimumTargets: number): readonly Volley[] => {
    if (!area) {
      const most = extra(s.available.length);
      return most >= minimumTargets
        ? [{ node: s.node, area: [], placements: [], available: s.available, most }]
        : [];
    }
    const all = groupAll(site(s.node));
    return minimumTargets === 0 ? all : all.filter((v) => v.most >= minimumTargets);
  };
  return { roughBound: (node) => outline(node).roughBound, coarseBound, canTarget, site, volleys };
}
