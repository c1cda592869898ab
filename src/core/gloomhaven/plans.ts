import type { Placement } from "./area-placements";
import type { AttackHexes } from "./attack-hexes";
import { chooseHexes, familyPlans, type RawPlan } from "./hex-choice";
import {
  bestFamily,
  countDisadvantaged,
  disadvantageTable,
  groupId,
  type TargetFamily,
} from "./target-groups";
import type { Enemy, TurnContext } from "./turn-context";
import { createVolleyFinder, type VolleyFinder } from "./volleys";

/** A best plan (PL-4): end hex, target set containing the focus, and the placements producing it. */
export interface Plan {
  readonly node: number;
  readonly targets: readonly Enemy[];
  /** The placements producing the targets (their hexes are made on use, by `placementHexes`). */
  readonly placements: readonly Placement[];
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
  shared: VolleyFinders = createVolleyFinders(ctx, attackHexes),
): PlanChoice | null {
  const heedAll = ctx.rules.heedAllEnemiesWhenFocusUnreachable || focusCost <= ctx.move;
  const heeded = heedAll ? ctx.enemies : [focus];
  const finder = heedAll ? shared.all() : createVolleyFinder(ctx, heeded, attackHexes);
  const marks = attackHexes(focus);
  // Line of sight to the focus is asked later, only for the hexes that can still matter (IMP-2).
  // The candidates are the end hexes marked as attack hexes of the focus: both stages walk the end
  // hexes and skip the others as they go, as they stop long before the last (V8's baseline tier).
  const endNodes = ctx.endNodes;
  const stage1 = bestFamilies(ctx, finder, endNodes, marks, focus);
  if (stage1 === null) return null;
  const { key, families } = stage1;
  const thisTurn = key[1] === 0;
  if (!ctx.rules.focusDisadvantageBeforeTargetCount) {
    const plans = mergePlans(familyPlans(families));
    const sample = plans[0];
    if (sample === undefined) throw new Error("a family of volleys always yields a plan");
    const hexKey = [
      countDisadvantaged(ctx, sample.node, sample.targets),
      ctx.search.forward.costs[sample.node] ?? 0,
    ];
    return { focus, heeded, plans, groupKey: key, hexKey, thisTurn };
  }
  const stage2 = chooseHexes(ctx, finder, endNodes, marks, focus, key, families);
  return { focus, heeded, plans: mergePlans(stage2.plans), groupKey: key, hexKey: stage2.key, thisTurn };
}

/** Volley finders shared by co-foci that heed every enemy (IMP-2: sites do not depend on the focus). */
export interface VolleyFinders {
  all(): VolleyFinder;
}

/** Creates the shared finder lazily. */
export function createVolleyFinders(ctx: TurnContext, attackHexes: AttackHexes): VolleyFinders {
  let all: VolleyFinder | undefined;
  return { all: () => (all ??= createVolleyFinder(ctx, ctx.enemies, attackHexes)) };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Scratch of {@link bestFamilies} (grown on demand, never shared between calls): one block's
 * candidate positions (indices into the end hexes), their focus disadvantage and coarse bound, and
 * visiting keys, in an Int32Array when they fit (reading a Float64Array makes a heap number in V8's
 * baseline tier).
 */
let BLOCK = new Int32Array(64);
let FD_AT = new Uint8Array(64);
let ROUGH_AT = new Int32Array(64);
let VISIT = new Int32Array(64);
let VISIT_WIDE = new Float64Array(64);

/**
 * PL-2 stage 1: the minimal key over every volley from every candidate hex (an end hex marked in
 * `marks`), pruned by the key prefix and target bounds (IMP-2).
 */
function bestFamilies(
  ctx: TurnContext,
  finder: VolleyFinder,
  endNodes: readonly number[],
  marks: Uint8Array,
  focus: Enemy,
): { key: readonly number[]; families: TargetFamily[] } | null {
  const { negatives, costs } = ctx.search.forward;
  const focusFirst = ctx.rules.focusDisadvantageBeforeTargetCount;
  const move = ctx.move;
  let best: readonly number[] | null = null;
  // Each family with the site bound and end-hex position that order the answer (see the sort below).
  let found: { family: TargetFamily; bound: number; position: number }[] = [];
  // Per candidate of a block: its focus disadvantage and coarse bound; the visiting order of a block
  // as packed numeric keys sorted natively (V8's baseline tier: no comparator, no objects).
  // weighsDisadvantage(ctx, node, focus) for each candidate, by the focus's range table.
  const focusNear = focusFirst ? disadvantageTable(ctx, focus) : null;
  if (BLOCK.length < endNodes.length) {
    BLOCK = new Int32Array(2 * endNodes.length);
    FD_AT = new Uint8Array(2 * endNodes.length);
    ROUGH_AT = new Int32Array(2 * endNodes.length);
    VISIT = new Int32Array(2 * endNodes.length);
  }
  const block = BLOCK;
  const fdAt = FD_AT;
  const roughAt = ROUGH_AT;
  // The length read once, not per end hex (V8's baseline tier).
  const count = endNodes.length;
  for (let i = 0; i < count;) {
    // The block of end hexes sharing the key head (N, reach) (end hexes are sorted by (N, C)),
    // and its candidates (the marked ones) in order.
    // The unmarked end hexes are skipped first, with one read each.
    while (i < count && !marks[endNodes[i] ?? 0]) i++;
    if (i === count) break;
    const first = endNodes[i] ?? 0;
    const n0 = negatives[first] ?? 0;
    const r0 = (costs[first] ?? 0) > move ? 1 : 0;
    if (best !== null && (n0 - (best[0] ?? 0) || r0 - (best[1] ?? 0)) > 0) break;
    let length = 0;
    let mostRough = 0;
    let j = i;
    for (; j < count; j++) {
      const node = endNodes[j] ?? 0;
      if (!marks[node]) continue;
      if (negatives[node] !== n0 || ((costs[node] ?? 0) > move ? 1 : 0) !== r0) break;
      // Visit the hexes that may hold the most targets first, by a bound asked without line of
      // sight: by focus disadvantage, then most targets, then position.
      block[length] = j;
      fdAt[length] = focusNear !== null && focusNear[node] === 1 ? 1 : 0;
      const rough = finder.coarseBound(node);
      roughAt[length] = rough;
      if (rough > mostRough) mostRough = rough;
      length++;
    }
    i = j;
    // key = (fd, mostRough - rough, index in the block) in mixed radix: exact (far below 2^53) and distinct.
    const span = mostRough + 1;
    // The largest key is below 2 * span * length; beyond 2^31 the keys take the Float64Array.
    let visit: Int32Array | Float64Array = VISIT;
    if (2 * span * length > 0x7fffffff) {
      if (VISIT_WIDE.length < endNodes.length) VISIT_WIDE = new Float64Array(2 * endNodes.length);
      visit = VISIT_WIDE;
    }
    for (let k = 0; k < length; k++)
      visit[k] = ((fdAt[k] ?? 0) * span + (mostRough - (roughAt[k] ?? 0))) * length + k;
    // Sorted in place in the scratch (through a view of the block).
    if (length > 1) visit.subarray(0, length).sort();
    for (let b = 0; b < length; b++) {
      const k = (visit[b] ?? 0) % length;
      const position = block[k] ?? 0;
      const node = endNodes[position] ?? 0;
      const fd = fdAt[k] ?? 0;
      const rough = roughAt[k] ?? 0;
      // The fewest targets that can still tie or beat the best key, found once per hex (IMP-2).
      const minimum = best === null ? 0 : fewestToWin(ctx, best, node, fd);
      // The best so far is from this block, so every later hex has no better fd, and with the same
      // fd and bound no less movement (end hexes are sorted by (N, C)), or a lower bound: a hex whose
      // bound misses its minimum is followed by hexes that miss theirs, and the block ends (IMP-2).
      if (rough < minimum) break;
      // Every target set contains the focus, which needs line of sight (in the area or alone). Its
      // test needs no outline of the hex, so the tighter bound, which does, is asked after it (IMP-2).
      if (!finder.canTarget(node, focus)) continue;
      if (minimum > 0 && finder.roughBound(node) < minimum) continue;
      const site = finder.site(node);
      if (site.bound < minimum) continue;
      const volleys = finder.volleys(site, minimum);
      for (let v = 0; v < volleys.length; v++) {
        const volley = volleys[v];
        if (volley === undefined) continue;
        const family = bestFamily(ctx, volley, focus, minimum, best);
        if (family === null) continue;
        const order = best === null ? -1 : compareKeys(family.key, best);
        if (order < 0) {
          best = family.key;
          found = [];
        }
        if (order <= 0) found.push({ family, bound: site.bound, position });
      }
    }
  }
  if (best === null) return null;
  // The tied families in the order of the answer: by site bound (most targets first), then candidate
  // order; a site's volleys stay in their order (stable sort). The visiting order above is only a heuristic.
  found.sort((a, b) => b.bound - a.bound || a.position - b.position);
  const families: TargetFamily[] = new Array(found.length);
  for (let f = 0; f < found.length; f++) families[f] = (found[f] as (typeof found)[number]).family;
  return { key: best, families };
}

/** A target count no hex reaches: the hex cannot win at all. */
const NO_WIN = 0x3fffffff;

/**
 * The fewest targets with which a target set from the node can tie or beat `best` on the stage-1
 * key head (N, ¬reach, [fd], −|S|, [dis ≥ 0], C) (IMP-2): a hex whose bound is lower cannot win,
 * so its line of sight need not be asked; {@link NO_WIN} when the head is worse before the count.
 */
function fewestToWin(ctx: TurnContext, best: readonly number[], node: number, fd: number): number {
  const { negatives, costs } = ctx.search.forward;
  const focusFirst = ctx.rules.focusDisadvantageBeforeTargetCount;
  const cost = costs[node] ?? 0;
  const head =
    (negatives[node] ?? 0) - (best[0] ?? 0) ||
    (cost > ctx.move ? 1 : 0) - (best[1] ?? 0) ||
    (focusFirst ? fd - (best[2] ?? 0) : 0);
  if (head > 0) return NO_WIN;
  if (head < 0) return 0;
  // As many targets as the best ties when the rest of the head does not lose: (C), or (dis, C)
  // with dis at best 0. `0 - x`, not `-x`: the negation of a zero is a heap number (baseline tier).
  const count = 0 - (best[focusFirst ? 3 : 2] ?? 0);
  const rest = focusFirst ? cost - (best[4] ?? 0) : 0 - (best[3] ?? 0) || cost - (best[4] ?? 0);
  return rest > 0 ? count + 1 : count;
}

/** Merges plans with the same end hex and target set, pooling their placements (OUT-2). */
function mergePlans(plans: readonly RawPlan[]): Plan[] {
  // An indexed loop over the plans in first-seen order, without spreads, keyed by a number when
  // it can be (V8's baseline tier).
  const at = new Map<number | string, number>();
  const merged: Plan[] = [];
  for (let p = 0; p < plans.length; p++) {
    const plan = plans[p] as RawPlan;
    const id = planId(plan);
    const index = at.get(id);
    if (index === undefined) {
      at.set(id, merged.length);
      merged.push(plan);
    } else {
      const existing = merged[index] as Plan;
      merged[index] = {
        node: existing.node,
        targets: existing.targets,
        placements: existing.placements.concat(plan.placements),
      };
    }
  }
  return merged;
}

/**
 * Identifies a plan by end hex and target set: the node and a bit per target ordinal as one
 * number when every ordinal is below 30 (exact: below 2^53), else as text.
 */
function planId(plan: RawPlan): number | string {
  const targets = plan.targets;
  let mask = 0;
  for (let i = 0; i < targets.length; i++) {
    const ordinal = (targets[i] as Enemy).ordinal;
    if (ordinal >= 30) return `${plan.node}|${groupId(targets)}`;
    mask |= 1 << ordinal;
  }
  return plan.node * 0x40000000 + mask;
}
