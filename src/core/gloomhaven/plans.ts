import type { Hex } from "../hex";
import type { AttackHexes } from "./attack-hexes";
import {
  bestFamily,
  countDisadvantaged,
  familyGroups,
  groupId,
  weighsDisadvantage,
  type TargetFamily,
} from "./target-groups";
import type { Enemy, TurnContext } from "./turn-context";
import { createVolleyFinder, type VolleyFinder } from "./volleys";

/** A best plan (PL-4): end hex, target set containing the focus, and the placements producing it. */
export interface Plan {
  readonly node: number;
  readonly targets: readonly Enemy[];
  readonly placements: readonly (readonly Hex[])[];
}

/** The chosen plans for one focus with the keys that chose them (PL-1..PL-5, OUT-4). */
export interface PlanChoice {
  readonly focus: Enemy;
  readonly heeded: readonly Enemy[];
  readonly plans: readonly Plan[];
  /** The winning stage-1 key (PL-2). */
  readonly groupKey: readonly number[];
  /** The winning stage-2 key (dis, C) (PL-4). */
  readonly hexKey: readonly number[];
  /** True when the plans can be executed this turn (MX-1). */
  readonly thisTurn: boolean;
}

/** Chooses the best plans against one focus (PL-1 heed, PL-2 groups, PL-4 hexes); null if none exists. */
export function choosePlans(
  ctx: TurnContext,
  attackHexes: AttackHexes,
  focus: Enemy,
  focusCost: number,
): PlanChoice | null {
  const heedAll = ctx.rules.heedAllEnemiesWhenFocusUnreachable || focusCost <= ctx.move;
  const heeded = heedAll ? ctx.enemies : [focus];
  const volleys = createVolleyFinder(ctx, heeded);
  const marks = attackHexes(focus);
  const candidates = ctx.endNodes.filter((node) => marks[node] && ctx.sight(node, focus.node));
  const stage1 = bestFamilies(ctx, volleys, candidates, focus);
  if (stage1 === null) return null;
  const { key, families } = stage1;
  const thisTurn = key[1] === 0;
  if (!ctx.rules.focusDisadvantageBeforeTargetCount) {
    const plans = mergePlans(
      families.flatMap((f) =>
        familyGroups(f).map((targets) => ({ node: f.volley.node, targets, placements: f.volley.placements })),
      ),
    );
    const sample = plans[0]!;
    const hexKey = [
      countDisadvantaged(ctx, sample.node, sample.targets),
      ctx.search.forward.costs[sample.node]!,
    ];
    return { focus, heeded, plans, groupKey: key, hexKey, thisTurn };
  }
  const stage2 = bestHexes(ctx, volleys, candidates, focus, key, families);
  return { focus, heeded, plans: stage2.plans, groupKey: key, hexKey: stage2.key, thisTurn };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    if (d !== 0) return d;
  }
  return 0;
}

/** PL-2 stage 1: the minimal key over every volley from every candidate hex, pruned by the key prefix (IMP-2). */
function bestFamilies(
  ctx: TurnContext,
  volleys: VolleyFinder,
  candidates: readonly number[],
  focus: Enemy,
): { key: readonly number[]; families: TargetFamily[] } | null {
  const { negatives, costs } = ctx.search.forward;
  const prefixLength = ctx.rules.focusDisadvantageBeforeTargetCount ? 3 : 2;
  let best: readonly number[] | null = null;
  let families: TargetFamily[] = [];
  for (const node of candidates) {
    if (best !== null) {
      const prefix = [negatives[node]!, costs[node]! > ctx.move ? 1 : 0];
      if (prefixLength === 3) prefix.push(weighsDisadvantage(ctx, node, focus) ? 1 : 0);
      const order = compareKeys(prefix, best.slice(0, prefixLength));
      if (order > 0 && compareKeys(prefix.slice(0, 2), best.slice(0, 2)) > 0) break;
      if (order > 0) continue;
    }
    for (const volley of volleys(node)) {
      const family = bestFamily(ctx, volley, focus);
      if (family === null) continue;
      const order = best === null ? -1 : compareKeys(family.key, best);
      if (order < 0) {
        best = family.key;
        families = [family];
      } else if (order === 0) families.push(family);
    }
  }
  return best === null ? null : { key: best, families };
}

/**
 * PL-4 stage 2 ([GH][JotL]): among plans whose target set is a chosen group, with the same
 * N, reach and focus disadvantage, minimise (disadvantaged targets, C).
 */
function bestHexes(
  ctx: TurnContext,
  volleys: VolleyFinder,
  candidates: readonly number[],
  focus: Enemy,
  key: readonly number[],
  families: readonly TargetFamily[],
): { key: readonly number[]; plans: Plan[] } {
  const groups = new Map<string, Enemy[]>();
  for (const family of families) for (const g of familyGroups(family)) groups.set(groupId(g), g);
  const size = -key[3]!;
  const { negatives, costs } = ctx.search.forward;
  let best: number[] | null = null;
  let plans: Plan[] = [];
  for (const node of candidates) {
    if (negatives[node] !== key[0] || (costs[node]! > ctx.move ? 1 : 0) !== key[1]) continue;
    if ((weighsDisadvantage(ctx, node, focus) ? 1 : 0) !== key[2]) continue;
    for (const volley of volleys(node)) {
      const wanted = ctx.attack.singleTargets === "all" ? volley.available.length : ctx.attack.singleTargets;
      if (volley.area.length + Math.min(wanted, volley.available.length) !== size) continue;
      for (const group of groups.values()) {
        if (!fitsVolley(group, volley)) continue;
        const hexKey = [countDisadvantaged(ctx, node, group), costs[node]!];
        const order = best === null ? -1 : compareKeys(hexKey, best);
        if (order > 0) continue;
        if (order < 0) {
          best = hexKey;
          plans = [];
        }
        plans.push({ node, targets: group, placements: volley.placements });
      }
    }
  }
  return { key: best ?? [], plans: mergePlans(plans) };
}

/** A group fits a volley when it holds the whole area and otherwise only available single targets. */
function fitsVolley(
  group: readonly Enemy[],
  volley: { area: readonly Enemy[]; available: readonly Enemy[] },
): boolean {
  let inArea = 0;
  for (const e of group) {
    if (volley.area.includes(e)) inArea++;
    else if (!volley.available.includes(e)) return false;
  }
  return inArea === volley.area.length;
}

/** Merges plans with the same end hex and target set, pooling their placements (OUT-2). */
function mergePlans(plans: readonly Plan[]): Plan[] {
  const merged = new Map<string, Plan>();
  for (const plan of plans) {
    const id = `${plan.node}|${groupId(plan.targets)}`;
    const existing = merged.get(id);
    if (existing) merged.set(id, { ...existing, placements: [...existing.placements, ...plan.placements] });
    else merged.set(id, plan);
  }
  return [...merged.values()];
}
