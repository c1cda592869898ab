import { familyGroups, weighsDisadvantage, type TargetFamily } from "./target-groups";
import type { Enemy, TurnContext } from "./turn-context";
import type { Volley, VolleyFinder } from "./volleys";

/** A plan before merging: end hex, targets and the placements of its volley. */
export interface RawPlan {
  readonly node: number;
  readonly targets: readonly Enemy[];
  readonly placements: Volley["placements"];
}

/**
 * PL-4 stage 2 ([GH][JotL]): among plans whose target set is a chosen group, with the same
 * N, reach and focus disadvantage as the stage-1 optimum, minimise (disadvantaged targets, C).
 * Chosen groups stay implicit as families, so nothing is enumerated before it wins (IMP-2).
 */
export function chooseHexes(
  ctx: TurnContext,
  finder: VolleyFinder,
  candidates: readonly number[],
  focus: Enemy,
  key: readonly number[],
  families: readonly TargetFamily[],
): { key: readonly number[]; plans: RawPlan[] } {
  const size = -key[3]!;
  const { negatives, costs } = ctx.search.forward;
  let best: number[] | null = null;
  let winners: TargetFamily[] = [];
  for (const node of candidates) {
    if (negatives[node] !== key[0] || (costs[node]! > ctx.move ? 1 : 0) !== key[1]) continue;
    if ((weighsDisadvantage(ctx, node, focus) ? 1 : 0) !== key[2]) continue;
    if (best !== null && costs[node]! > best[1]! && best[0] === 0) continue;
    const site = finder.site(node);
    if (site.bound < size) continue;
    for (const volley of finder.volleys(site, size)) {
      const wanted = ctx.attack.singleTargets === "all" ? volley.available.length : ctx.attack.singleTargets;
      if (volley.area.length + Math.min(wanted, volley.available.length) !== size) continue;
      for (const family of families) {
        const match = matchFamily(ctx, family, volley);
        if (match === null) continue;
        const order = best === null ? -1 : match.key[0]! - best[0]! || match.key[1]! - best[1]!;
        if (order > 0) continue;
        if (order < 0) {
          best = [...match.key];
          winners = [];
        }
        winners.push(match);
      }
    }
  }
  const plans = winners.flatMap((w) =>
    familyGroups(w).map((targets) => ({ node: w.volley.node, targets, placements: w.volley.placements })),
  );
  return { key: best ?? [], plans };
}

/**
 * The groups of a stage-1 family that a volley can realise (area inside the group, the rest
 * individually targetable), keeping only those with the fewest disadvantaged targets; null if none.
 */
function matchFamily(ctx: TurnContext, family: TargetFamily, volley: Volley): TargetFamily | null {
  const inArea = (e: Enemy): boolean => volley.area.includes(e);
  for (const e of family.fixed) if (!inArea(e) && !volley.available.includes(e)) return null;
  const forced = volley.area.filter((e) => !family.fixed.includes(e));
  if (forced.some((e) => !family.boundary.includes(e)) || forced.length > family.picks) return null;
  const options = family.boundary.filter((e) => !inArea(e) && volley.available.includes(e));
  const need = family.picks - forced.length;
  if (options.length < need) return null;
  const weigh = (e: Enemy): number => (weighsDisadvantage(ctx, volley.node, e) ? 1 : 0);
  options.sort((a, b) => weigh(a) - weigh(b));
  const fixed = [...family.fixed, ...forced];
  let boundary: Enemy[] = [];
  let picks = 0;
  if (need > 0) {
    const cut = weigh(options[need - 1]!);
    const level = options.filter((e) => weigh(e) === cut);
    fixed.push(...options.filter((e) => weigh(e) < cut));
    boundary = level;
    picks = need - options.filter((e) => weigh(e) < cut).length;
  }
  const chosen = [...fixed, ...boundary.slice(0, picks)];
  const dis = chosen.reduce((n, e) => n + weigh(e), 0);
  return { volley, fixed, boundary, picks, key: [dis, ctx.search.forward.costs[volley.node]!] };
}
