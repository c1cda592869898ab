import { UNREACHED } from "../graph";
import type { Hex } from "../hex";
import { anchoredInRange, placeShape, rangedPlacements, shapeRadii, type Placement } from "./area-placements";
import type { AttackHexes } from "./attack-hexes";
import { hexOfNode } from "./node-hex";
import type { Enemy, TurnContext } from "./turn-context";

/** What an attack from one end hex can hit (AF-1..AF-5): one area target set and the single targets beside it. */
export interface Volley {
  readonly node: number;
  /** Heeded enemies inside the area with line of sight, by ordinal; [] without an area. */
  readonly area: readonly Enemy[];
  /**
   * Every placement hitting exactly {@link area}; its hexes are made only for the plans that need
   * them ({@link placementHexes}): the command line never does.
   */
  readonly placements: readonly Placement[];
  /** Heeded enemies individually targetable (range and LOS) and not in the area. */
  readonly available: readonly Enemy[];
  /** The size of the largest target set this volley allows (area plus single targets). */
  readonly most: number;
  /**
   * {@link available} in order of preference, made on first use by the target groups (it depends on
   * the turn's rules only): a field, not a WeakMap, which costs more than the sort (V8's baseline tier).
   */
  order: readonly PreferredTarget[] | undefined;
}

/** A single target with its preference (lower is preferred). */
export interface PreferredTarget {
  readonly enemy: Enemy;
  readonly preference: number;
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
   * placements only), so hexes that cannot matter are dropped before the costly sight lines of a
   * whole site (IMP-2). It outlines the node, so planning asks it after the focus's sight line.
   */
  roughBound(node: number): number;
  /**
   * A looser bound than {@link roughBound} that needs no range search around the node: grid
   * distance to the placements, and the enemies in range by their range tables or attack hexes.
   */
  coarseBound(node: number): number;
  /**
   * True when the heeded enemy is in range or under an allowed placement from the node, and in
   * sight. The first part is the enemy's attack hexes (FO-2), so no outline is needed (IMP-2).
   */
  canTarget(node: number, enemy: Enemy): boolean;
  site(node: number): VolleySite;
  volleys(site: VolleySite, minimumTargets: number): readonly Volley[];
}

/** An area placement with the heeded enemies standing in it (indices into the heeded list, ascending). */
interface Covering {
  readonly placement: Placement;
  readonly heeded: readonly number[];
  /** The placement's first hex (centreQ, centreR) and the largest grid distance from it to the others (a cheap range test; ranged areas only). */
  readonly centreQ: number;
  readonly centreR: number;
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

/** What a finder has learned about one node, made on first use: most nodes are never asked (IMP-2). */
interface NodeMemo {
  outline: Outline | undefined;
  /** Sight answers by heeded index: 0 = not asked yet, 1 = seen, 2 = not. */
  seen: number[] | undefined;
  site: SeenSite | undefined;
  volleys: readonly Volley[] | undefined;
}

/**
 * Creates a volley finder for the heeded enemies; ranged placements are precomputed around them only
 * (IMP-2). `attackHexes` are the turn's attack hexes of each enemy.
 */
export function createVolleyFinder(
  ctx: TurnContext,
  heeded: readonly Enemy[],
  attackHexes: AttackHexes,
): VolleyFinder {
  // In V8's baseline tier a short run executes this in V8's interpreter/baseline code, where
  // Map lookups, closures, iterators and garbage cost more than the work. So the per-node tables
  // are two plain arrays (made faster than typed arrays), holes meaning "not known yet"; the few
  // nodes ever asked keep their answers in one small record each; the loops are indexed.
  const size = ctx.board.size;
  // Per node: the coarse bound (melee areas keep none) and the index of its record in `memos`.
  const coarse: (number | undefined)[] = new Array(size);
  const slots: (number | undefined)[] = new Array(size);
  const memos: NodeMemo[] = [];
  const memoOf = (node: number): NodeMemo => {
    const slot = slots[node];
    if (slot !== undefined) return memos[slot] as NodeMemo;
    const memo: NodeMemo = { outline: undefined, seen: undefined, site: undefined, volleys: undefined };
    slots[node] = memos.length;
    memos.push(memo);
    return memo;
  };
  const area = ctx.attack.area;
  // The centre is the placement's first hex; its radius is the shape's (0 for melee areas, which use neither).
  const cover = (placement: Placement, heededIn: readonly number[], radius: number): Covering => {
    const first = placement.shape[0] ?? { q: 0, r: 0 };
    const centreQ = placement.at.q + first.q;
    const centreR = placement.at.r + first.r;
    return { placement, heeded: heededIn, centreQ, centreR, radius };
  };
  // Every ranged placement covers some heeded enemy by construction.
  const ranged: Covering[] = [];
  // The ranged coverings by most heeded enemies first (then in order), so the coarse bound stops at
  // the first one close enough (IMP-2): packed keys sorted natively (V8's baseline tier).
  let byHits = new Int32Array(0);
  if (area && !area.melee) {
    const placements = rangedPlacements(ctx, area, heeded);
    const radii = shapeRadii(area);
    // One plus the index of the heeded enemy standing on each node (0 = none): a placement's enemies
    // are found by its few nodes, not by searching its nodes for each enemy (V8's baseline tier).
    const heededAt = new Int32Array(size);
    for (let i = 0; i < heeded.length; i++) heededAt[(heeded[i] as Enemy).node] = i + 1;
    for (let k = 0; k < placements.length; k++) {
      const placement = placements[k] as Placement;
      // The heeded enemies in the placement, ascending by index (an insertion sort: a placement has few).
      const found: number[] = [];
      const nodes = placement.nodes;
      for (let n = 0; n < nodes.length; n++) {
        const node = nodes[n] ?? -1;
        const i = node < 0 ? -1 : (heededAt[node] ?? 0) - 1;
        if (i < 0) continue;
        let at = found.length;
        for (; at > 0 && (found[at - 1] ?? 0) > i; at--) found[at] = found[at - 1] ?? 0;
        found[at] = i;
      }
      ranged.push(cover(placement, found, radii[placement.index] ?? 0));
    }
    const count = ranged.length;
    byHits = new Int32Array(count);
    for (let k = 0; k < count; k++)
      byHits[k] = (heeded.length - (ranged[k] as Covering).heeded.length) * count + k;
    byHits.sort();
    for (let k = 0; k < count; k++) byHits[k] = (byHits[k] ?? 0) % count;
  }
  const singles = ctx.attack.singleTargets;
  const extra = (available: number): number => (singles === "all" ? available : Math.min(singles, available));
  const noSingles = area !== null && singles === 0;
  const { range, sight } = ctx;
  const reach = ctx.attack.range;

  // Range distances from each heeded enemy, fetched once each (read as `distances[i] ?? distanceFrom(i)`:
  // no call once fetched, baseline tier).
  const distances: (Int32Array | undefined)[] = new Array(heeded.length);
  const distanceFrom = (i: number): Int32Array => (distances[i] ??= range.from(heeded[i]?.node ?? -1, reach));
  // Without an area, the attack hexes of an enemy are the nodes within range of it (FO-2): the focus
  // was found with them, so they are read instead of searching range tables.
  const hexesOf: (Uint8Array | undefined)[] = new Array(heeded.length);
  const hexesFrom = (i: number): Uint8Array => (hexesOf[i] ??= attackHexes(heeded[i] as Enemy));
  // Heeded enemies in range of a node, by the attack hexes or range tables of the enemies.
  const inRangeOf = (node: number): number[] => {
    const inRange: number[] = [];
    if (!area) {
      for (let i = 0; i < heeded.length; i++) if ((hexesOf[i] ?? hexesFrom(i))[node] === 1) inRange.push(i);
    } else if (!noSingles) {
      for (let i = 0; i < heeded.length; i++)
        if (((distances[i] ?? distanceFrom(i))[node] ?? UNREACHED) <= reach) inRange.push(i);
    }
    return inRange;
  };
  // The melee placements around a node that cover some heeded enemy (the others are never used):
  // coordinates are compared before any placement is built.
  const meleeCoverings = (node: number, shapes: readonly (readonly Hex[])[]): Covering[] => {
    const at = hexOfNode(ctx.board, node);
    // Each heeded enemy's offset from the node, found once for all the shapes.
    const dqs: number[] = new Array(heeded.length);
    const drs: number[] = new Array(heeded.length);
    for (let i = 0; i < heeded.length; i++) {
      const target = hexOfNode(ctx.board, heeded[i]?.node ?? -1);
      dqs[i] = target.q - at.q;
      drs[i] = target.r - at.r;
    }
    const found: Covering[] = [];
    for (let k = 0; k < shapes.length; k++) {
      const shape = shapes[k] ?? [];
      let heededIn: number[] | undefined;
      for (let i = 0; i < heeded.length; i++) {
        const dq = dqs[i];
        const dr = drs[i];
        for (let o = 0; o < shape.length; o++) {
          const offset = shape[o];
          if (offset !== undefined && offset.q === dq && offset.r === dr) {
            (heededIn ??= []).push(i);
            break;
          }
        }
      }
      if (heededIn !== undefined) found.push(cover(placeShape(ctx.board, at, shape, k), heededIn, 0));
    }
    return found;
  };
  const coarseBound = (node: number): number => {
    const known = coarse[node];
    if (known !== undefined) return known;
    const outlined = slots[node] !== undefined ? memoOf(node).outline : undefined;
    if (outlined !== undefined) return outlined.roughBound;
    if (!area) {
      // The outline's bound without building the outline: most hexes are never outlined (IMP-2).
      // Counted up to the single targets allowed, where the bound stops (extra(count) is count).
      const most = singles === "all" ? heeded.length : singles;
      let count = 0;
      for (let i = 0; i < heeded.length && count < most; i++)
        if ((hexesOf[i] ?? hexesFrom(i))[node] === 1) count++;
      coarse[node] = count;
      return count;
    }
    if (area.melee) return outline(node).roughBound;
    const at = hexOfNode(ctx.board, node);
    // The node's coordinates read once, not per placement (V8's baseline tier).
    const atQ = at.q;
    const atR = at.r;
    let most = 0;
    for (let b = 0, count = byHits.length; b < count; b++) {
      const covering = ranged[byHits[b] ?? 0] as Covering;
      // The grid distance written out (asked for every ranged placement and candidate hex; calls cost
      // in baseline code): integer arithmetic only, `0 - x` as `-x` of a zero makes a heap number (-0),
      // and a shift to halve the sum, which is even, instead of a division.
      const dq = atQ - covering.centreQ;
      const dr = atR - covering.centreR;
      const ds = dq + dr;
      const distance = ((dq < 0 ? 0 - dq : dq) + (dr < 0 ? 0 - dr : dr) + (ds < 0 ? 0 - ds : ds)) >> 1;
      if (distance - covering.radius <= reach) {
        most = covering.heeded.length;
        break;
      }
    }
    const bound = most === 0 ? 0 : most + extra(inRangeOf(node).length);
    coarse[node] = bound;
    return bound;
  };
  // Scratch: the nodes within range of the node being outlined (ranged areas; made on first use).
  let inRangeOfNode: Uint8Array | undefined;
  const outline = (node: number): Outline => {
    const memo = memoOf(node);
    const known = memo.outline;
    if (known) return known;
    const inRange = inRangeOf(node);
    let coverings: Covering[] = [];
    let most = 0;
    if (area && area.melee) {
      coverings = meleeCoverings(node, area.shapes);
      for (let k = 0; k < coverings.length; k++) {
        const hits = coverings[k]?.heeded.length ?? 0;
        if (hits > most) most = hits;
      }
    } else if (area) {
      const at = hexOfNode(ctx.board, node);
      // Read once, not per placement (V8's baseline tier).
      const atQ = at.q;
      const atR = at.r;
      let ball: Int32Array | undefined;
      for (let k = 0, count = ranged.length; k < count; k++) {
        const covering = ranged[k];
        if (covering === undefined || covering.heeded.length === 0) continue;
        // Range is never shorter than grid distance: a placement wholly farther away is not anchored.
        // The grid distance written out, as in coarseBound.
        const dq = atQ - covering.centreQ;
        const dr = atR - covering.centreR;
        const ds = dq + dr;
        const distance = ((dq < 0 ? 0 - dq : dq) + (dr < 0 ? 0 - dr : dr) + (ds < 0 ? 0 - ds : ds)) >> 1;
        if (distance - covering.radius > reach) continue;
        const marks = (inRangeOfNode ??= new Uint8Array(size));
        if (ball === undefined) {
          ball = range.within(node, reach);
          for (let n = 0; n < ball.length; n++) marks[ball[n] ?? 0] = 1;
        }
        if (!anchoredInRange(ctx.board, covering.placement, marks)) continue;
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
    memo.outline = result;
    return result;
  };

  const seenRow = (memo: NodeMemo): number[] => (memo.seen ??= new Array<number>(heeded.length).fill(0));
  const sees = (node: number, seen: number[], i: number): boolean => {
    if (seen[i] === 0) seen[i] = sight(node, heeded[i]?.node ?? -1) ? 1 : 2;
    return seen[i] === 1;
  };
  const canTarget = (node: number, enemy: Enemy): boolean => {
    const i = heeded.indexOf(enemy);
    // The attack hexes mark the nodes from which the enemy is in range or under an allowed placement.
    if (i < 0 || attackHexes(enemy)[node] !== 1) return false;
    return sees(node, seenRow(memoOf(node)), i);
  };

  const site = (node: number): SeenSite => {
    const memo = memoOf(node);
    const cached = memo.site;
    if (cached) return cached;
    const { inRange, coverings } = outline(node);
    const seen = seenRow(memo);
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
    memo.site = result;
    return result;
  };

  const bitKeys = heeded.length <= 31;
  const groupAll = (s: SeenSite): readonly Volley[] => {
    const memo = memoOf(s.node);
    const cached = memo.volleys;
    if (cached) return cached;
    // The groups in order of first appearance, found by a scan of their keys (a site has few).
    const keys: (number | string)[] = [];
    const areas: Enemy[][] = [];
    const placements: Placement[][] = [];
    const coverings = s.coverings;
    const seen = s.seen;
    for (let c = 0; c < coverings.length; c++) {
      const covering = coverings[c] as Covering;
      const ids = covering.heeded;
      // The set of seen enemies in the placement: a bit per heeded enemy when they fit in one number, else their indices.
      let key: number | string;
      if (bitKeys) {
        let mask = 0;
        for (let m = 0; m < ids.length; m++) {
          const i = ids[m] ?? 0;
          if (seen[i] === 1) mask |= 1 << i;
        }
        key = mask;
      } else {
        let text = "";
        for (let m = 0; m < ids.length; m++) {
          const i = ids[m] ?? 0;
          if (seen[i] === 1) text += text === "" ? `${i}` : `,${i}`;
        }
        key = text;
      }
      const g = keys.indexOf(key);
      if (g >= 0) {
        placements[g]?.push(covering.placement);
        continue;
      }
      // Heeded enemies are listed by ordinal (all enemies, or the focus alone), so ascending indices are by ordinal.
      const targets: Enemy[] = [];
      for (let m = 0; m < ids.length; m++) {
        const i = ids[m] ?? 0;
        const enemy = heeded[i];
        if (enemy !== undefined && seen[i] === 1) targets.push(enemy);
      }
      keys.push(key);
      areas.push(targets);
      placements.push([covering.placement]);
    }
    const all: Volley[] = [];
    for (let g = 0; g < areas.length; g++) {
      const inArea = areas[g] as Enemy[];
      const available: Enemy[] = [];
      for (let k = 0; k < s.available.length; k++) {
        const enemy = s.available[k] as Enemy;
        if (!inArea.includes(enemy)) available.push(enemy);
      }
      all.push({
        node: s.node,
        area: inArea,
        placements: placements[g] as Placement[],
        available,
        most: inArea.length + extra(available.length),
        order: undefined,
      });
    }
    memo.volleys = all;
    return all;
  };
  const volleys = (s: VolleySite, minimumTargets: number): readonly Volley[] => {
    let all: readonly Volley[];
    if (!area) {
      // The one volley of a site without an area, kept so it is made once.
      const memo = memoOf(s.node);
      all = memo.volleys ??= [
        {
          node: s.node,
          area: [],
          placements: [],
          available: s.available,
          most: extra(s.available.length),
          order: undefined,
        },
      ];
    } else all = groupAll(site(s.node));
    if (minimumTargets === 0) return all;
    const kept: Volley[] = [];
    for (let v = 0; v < all.length; v++) {
      const volley = all[v] as Volley;
      if (volley.most >= minimumTargets) kept.push(volley);
    }
    return kept;
  };
  return { roughBound: (node) => outline(node).roughBound, coarseBound, canTarget, site, volleys };
}
