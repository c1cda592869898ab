import { UNREACHED } from "../graph";
import {
  countDisadvantaged,
  disadvantageTable,
  familyGroups,
  weighsDisadvantage,
  type TargetFamily,
} from "./target-groups";
import type { Enemy, TurnContext } from "./turn-context";
import type { Volley, VolleyFinder } from "./volleys";

/** A plan before merging: end hex, targets and the placements of its volley. */
export interface RawPlan {
  readonly node: number;
  readonly targets: readonly Enemy[];
  readonly placements: Volley["placements"];
}

/** The stage-2 key of a plan: (disadvantaged targets, C). */
type HexKey = readonly [disadvantaged: number, cost: number];

/**
 * PL-4 stage 2 ([GH][JotL]): among plans whose target set is a chosen group, with the same
 * N, reach and focus disadvantage as the stage-1 optimum, minimise (disadvantaged targets, C).
 * The candidates are the end hexes (sorted by (N, C)) marked in `marks`.
 * Chosen groups stay implicit as families, so nothing is enumerated before it wins (IMP-2).
 */
export function chooseHexes(
  ctx: TurnContext,
  finder: VolleyFinder,
  endNodes: readonly number[],
  marks: Uint8Array,
  focus: Enemy,
  key: readonly number[],
  families: readonly TargetFamily[],
): { key: readonly number[]; plans: RawPlan[] } {
  // The [GH][JotL] stage-1 key starts (N, ¬reach, focus disadvantage, −|S|, C) (see groupKey).
  // Indexed reads, not array destructuring, which walks the iterator (V8's baseline tier).
  const keyNegatives = key[0];
  const keyNotThisTurn = key[1];
  const keyFocusDisadvantage = key[2];
  const keyMinusSize = key[3];
  const keyCost = key[4];
  if (keyNegatives === undefined || keyMinusSize === undefined || keyCost === undefined)
    throw new Error("chooseHexes: the stage-1 key has no negative hexes, target count or movement");
  const size = -keyMinusSize;
  const { negatives, costs } = ctx.search.forward;
  // weighsDisadvantage(ctx, node, focus) for each candidate, by the focus's range table.
  const focusNear = disadvantageTable(ctx, focus);
  let best: HexKey | null = null;
  let winners: TargetFamily[] = [];
  // Indexed loops without callbacks (V8's baseline tier).
  const viable: TargetFamily[] = [];
  // Read once, not per end hex (V8's baseline tier).
  const move = ctx.move;
  for (let c = 0, count = endNodes.length; c < count; c++) {
    const node = endNodes[c] ?? 0;
    // The candidates are the end hexes marked as attack hexes of the focus.
    if (!marks[node]) continue;
    const cost = costs[node] ?? UNREACHED;
    const n = negatives[node] ?? UNREACHED;
    // The end hexes are sorted by (N, C): none after one past the key's N, or past the move when
    // the key is this turn's, or past the best's C once the best has no disadvantaged target, can tie (IMP-2).
    if (n > keyNegatives) break;
    if (n !== keyNegatives) continue;
    if ((cost > move ? 1 : 0) !== keyNotThisTurn) {
      if (keyNotThisTurn === 0) break;
      continue;
    }
    if ((focusNear !== null && focusNear[node] === 1 ? 1 : 0) !== keyFocusDisadvantage) continue;
    if (best !== null && cost > best[1] && best[0] === 0) break;
    // A hex cheaper than the stage-1 optimum with a plan of this size would have won stage 1 (IMP-2).
    if (cost < keyCost) continue;
    // A family's fixed targets alone may already lose on disadvantage (no sight asked for that).
    viable.length = 0;
    for (let f = 0; f < families.length; f++) {
      const family = families[f];
      if (family === undefined) continue;
      if (best === null || (countDisadvantaged(ctx, node, family.fixed) - best[0] || cost - best[1]) <= 0)
        viable.push(family);
    }
    if (viable.length === 0) continue;
    if (finder.coarseBound(node) < size) continue;
    // A family needs each of its fixed targets in sight, the focus among them: ask those before the
    // whole site, and before the tighter bound, which needs an outline of the hex (IMP-2).
    if (!finder.canTarget(node, focus) || !someFamilyInSight(finder, node, viable)) continue;
    if (finder.roughBound(node) < size) continue;
    const site = finder.site(node);
    if (site.bound < size) continue;
    const volleys = finder.volleys(site, size);
    for (let v = 0; v < volleys.length; v++) {
      const volley = volleys[v];
      if (volley === undefined) continue;
      const wanted = ctx.attack.singleTargets === "all" ? volley.available.length : ctx.attack.singleTargets;
      if (volley.area.length + Math.min(wanted, volley.available.length) !== size) continue;
      for (let f = 0; f < families.length; f++) {
        const family = families[f];
        if (family === undefined) continue;
        const match = matchFamily(ctx, family, volley, best);
        if (match === null) continue;
        const order = best === null ? -1 : match.key[0] - best[0] || match.key[1] - best[1];
        if (order > 0) continue;
        if (order < 0) {
          best = match.key;
          winners = [];
        }
        winners.push(match);
      }
    }
  }
  return { key: best ?? [], plans: familyPlans(winners) };
}

/** Every plan of the families (each target set of each, in order), with its volley's end hex and placements. */
export function familyPlans(families: readonly TargetFamily[]): RawPlan[] {
  const plans: RawPlan[] = [];
  for (let f = 0; f < families.length; f++) {
    const { volley } = families[f] as TargetFamily;
    const groups = familyGroups(families[f] as TargetFamily);
    for (let g = 0; g < groups.length; g++)
      plans.push({ node: volley.node, targets: groups[g] as Enemy[], placements: volley.placements });
  }
  return plans;
}

/** True when some family has every fixed target targetable from the node (in order, stopping at the first). */
function someFamilyInSight(finder: VolleyFinder, node: number, families: readonly TargetFamily[]): boolean {
  for (let f = 0; f < families.length; f++) {
    const fixed = families[f]?.fixed ?? [];
    let all = true;
    for (let e = 0; all && e < fixed.length; e++) {
      const enemy = fixed[e];
      all = enemy !== undefined && finder.canTarget(node, enemy);
    }
    if (all) return true;
  }
  return false;
}

/**
 * The groups of a stage-1 family that a volley can realise (area inside the group, the rest
 * individually targetable), keeping only those with the fewest disadvantaged targets; null if
 * none, or if they cannot tie or beat `beat` (IMP-2: losers are never built).
 */
function matchFamily(
  ctx: TurnContext,
  family: TargetFamily,
  volley: Volley,
  beat: HexKey | null,
): (TargetFamily & { readonly key: HexKey }) | null {
  // Indexed loops with native includes, no closures, filters or spreads (V8's baseline tier).
  const { area, available, node } = volley;
  const familyFixed = family.fixed;
  const familyBoundary = family.boundary;
  let dis = 0;
  for (let k = 0; k < familyFixed.length; k++) {
    const e = familyFixed[k] as Enemy;
    if (!area.includes(e) && !available.includes(e)) return null;
    if (weighsDisadvantage(ctx, node, e)) dis++;
  }
  let forced = 0;
  for (let k = 0; k < area.length; k++) {
    const e = area[k] as Enemy;
    if (familyFixed.includes(e)) continue;
    if (!familyBoundary.includes(e)) return null;
    forced++;
    if (weighsDisadvantage(ctx, node, e)) dis++;
  }
  const need = family.picks - forced;
  if (need < 0) return null;
  // The open boundary targets: individually targetable and not in the area.
  let open = 0;
  let free = 0;
  for (let k = 0; k < familyBoundary.length; k++) {
    const e = familyBoundary[k] as Enemy;
    if (area.includes(e) || !available.includes(e)) continue;
    open++;
    if (!weighsDisadvantage(ctx, node, e)) free++;
  }
  if (open < need) return null;
  dis += Math.max(0, need - free);
  const cost = ctx.search.forward.costs[node] ?? UNREACHED;
  if (beat !== null && (dis - beat[0] || cost - beat[1]) > 0) return null;
  // The family's fixed targets, the area's others, then the open targets preferred below the cut.
  const cut = need === 0 ? -1 : need <= free ? 0 : 1;
  const fixed = familyFixed.slice();
  for (let k = 0; k < area.length; k++) {
    const e = area[k] as Enemy;
    if (!familyFixed.includes(e)) fixed.push(e);
  }
  const boundary: Enemy[] = [];
  let below = 0;
  for (let k = 0; k < familyBoundary.length; k++) {
    const e = familyBoundary[k] as Enemy;
    if (area.includes(e) || !available.includes(e)) continue;
    const weigh = weighsDisadvantage(ctx, node, e) ? 1 : 0;
    if (weigh < cut) {
      fixed.push(e);
      below++;
    } else if (weigh === cut) boundary.push(e);
  }
  return { volley, fixed, boundary, picks: need - below, key: [dis, cost] };
}
