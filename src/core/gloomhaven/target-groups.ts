import { UNREACHED } from "../graph";
import type { PlanKeyPart } from "./result";
import type { Enemy, TurnContext } from "./turn-context";
import type { PreferredTarget, Volley } from "./volleys";

/**
 * The best target sets one volley offers for the focus (AF-1, AF-4, PL-2): every member of
 * `fixed`, plus any `picks` of `boundary` (all such choices tie), scored by `key`.
 */
export interface TargetFamily {
  readonly volley: Volley;
  readonly fixed: readonly Enemy[];
  readonly boundary: readonly Enemy[];
  readonly picks: number;
  readonly key: readonly number[];
}

/** True when a target next to the end hex is attacked with disadvantage that the AI weighs (AF-6, RG-4). */
export function weighsDisadvantage(ctx: TurnContext, node: number, enemy: Enemy): boolean {
  if (!ctx.attack.weighsDisadvantage) return false;
  return ctx.range.from(enemy.node, ctx.attack.range)[node] === 1;
}

/**
 * The range table from the enemy that tells {@link weighsDisadvantage} for every end hex (a node
 * at distance 1), or null when disadvantage is not weighed: read per candidate hex without calls
 * (V8's baseline tier).
 */
export function disadvantageTable(ctx: TurnContext, enemy: Enemy): Int32Array | null {
  return ctx.attack.weighsDisadvantage ? ctx.range.from(enemy.node, ctx.attack.range) : null;
}

/** Stage-1 key of a plan (PL-2): (N, ¬reach, [fd], −|S|, [dis], C, [rank vector]) per rule set. */
function groupKey(ctx: TurnContext, node: number, targets: readonly Enemy[], focus: Enemy): number[] {
  const { negatives, costs } = ctx.search.forward;
  const cost = costs[node] ?? UNREACHED;
  const key = [negatives[node] ?? UNREACHED, cost > ctx.move ? 1 : 0];
  const focusFirst = ctx.rules.focusDisadvantageBeforeTargetCount;
  if (focusFirst) key.push(weighsDisadvantage(ctx, node, focus) ? 1 : 0);
  key.push(-targets.length);
  if (!focusFirst) key.push(countDisadvantaged(ctx, node, targets));
  key.push(cost);
  if (ctx.rules.rankSecondaryTargets) {
    const ranks = rankVector(ctx, targets);
    for (let i = 0; i < ranks.length; i++) key.push(ranks[i] ?? 0);
  }
  return key;
}

/** Names the parts of {@link groupKey} for this rule set (OUT-4); the rank counts fill the tail. */
export function groupKeyParts(ctx: TurnContext): PlanKeyPart[] {
  const focusFirst = ctx.rules.focusDisadvantageBeforeTargetCount;
  return [
    "negativeHexes",
    "notThisTurn",
    ...(focusFirst
      ? (["focusDisadvantage", "targets"] as const)
      : (["targets", "disadvantagedTargets"] as const)),
    "movement",
    ...(ctx.rules.rankSecondaryTargets ? (["rankCounts"] as const) : []),
  ];
}

/** Number of targets attacked with weighed disadvantage from the node (AF-6, PL-4). */
export function countDisadvantaged(ctx: TurnContext, node: number, targets: readonly Enemy[]): number {
  if (!ctx.attack.weighsDisadvantage) return 0;
  let n = 0;
  for (let i = 0; i < targets.length; i++) {
    const e = targets[i];
    if (e !== undefined && weighsDisadvantage(ctx, node, e)) n++;
  }
  return n;
}

/**
 * The number of dense ranks among the last turn's enemies (asked for every key built): one entry,
 * as a turn asks for its own enemies only, instead of a WeakMap lookup (V8's baseline tier).
 */
let rankCountOf: { readonly enemies: readonly Enemy[]; readonly ranks: number } | undefined;

/** PL-3: (−count of rank 0, −count of rank 1, …) over the dense enemy ranks. */
function rankVector(ctx: TurnContext, targets: readonly Enemy[]): number[] {
  const enemies = ctx.enemies;
  if (rankCountOf === undefined || rankCountOf.enemies !== enemies) {
    let most = 0;
    for (let i = 0; i < enemies.length; i++) most = Math.max(most, (enemies[i] as Enemy).rank);
    rankCountOf = { enemies, ranks: most + 1 };
  }
  const ranks = rankCountOf.ranks;
  const vector = new Array<number>(ranks).fill(0);
  for (let i = 0; i < targets.length; i++) {
    const rank = targets[i]?.rank ?? 0;
    vector[rank] = (vector[rank] ?? 0) - 1;
  }
  return vector;
}

/** A volley's single targets in order of preference: weighed disadvantage first ([FH] style), then rank. */
function orderOf(ctx: TurnContext, volley: Volley): readonly PreferredTarget[] {
  let ordered = volley.order;
  if (ordered === undefined) {
    const weighFirst = !ctx.rules.focusDisadvantageBeforeTargetCount;
    const ranked = ctx.rules.rankSecondaryTargets;
    // A stable insertion sort by preference (a volley has few single targets): no callbacks (V8's baseline tier).
    const available = volley.available;
    const scored: PreferredTarget[] = new Array(available.length);
    for (let k = 0; k < available.length; k++) {
      const enemy = available[k] as Enemy;
      const entry = {
        enemy,
        preference:
          (weighFirst && weighsDisadvantage(ctx, volley.node, enemy) ? 1 << 20 : 0) +
          (ranked ? enemy.rank : 0),
      };
      let at = k;
      for (; at > 0 && (scored[at - 1] as PreferredTarget).preference > entry.preference; at--)
        scored[at] = scored[at - 1] as PreferredTarget;
      scored[at] = entry;
    }
    volley.order = ordered = scored;
  }
  return ordered;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The best way to fill a volley's single targets around the focus (AF-1, AF-4): the focus
 * first when the area misses it, then the preferred enemies by (disadvantage if it is weighed
 * before movement, rank if ranked); ties at the cut stay open. Null when the focus cannot be
 * included, or when the result would be worse than `beat` (IMP-2: losers are never built).
 */
export function bestFamily(
  ctx: TurnContext,
  volley: Volley,
  focus: Enemy,
  minimumTargets = 0,
  beat: readonly number[] | null = null,
): TargetFamily | null {
  if (volley.most < minimumTargets) return null;
  const inArea = volley.area.includes(focus);
  if (!inArea && !volley.available.includes(focus)) return null;
  const count = volley.most - volley.area.length;
  if (!inArea && count === 0) return null;
  const ordered = orderOf(ctx, volley);
  const need = count - (inArea ? 0 : 1);
  // Indexed loops and slice, not for...of, destructuring and spread (V8's baseline tier).
  const sample = volley.area.slice();
  if (!inArea) sample.push(focus);
  let cut = -1;
  for (let k = 0; k < ordered.length; k++) {
    if (sample.length >= volley.area.length + count) break;
    const entry = ordered[k];
    if (entry === undefined || (entry.enemy === focus && !inArea)) continue;
    sample.push(entry.enemy);
    cut = entry.preference;
  }
  const key = groupKey(ctx, volley.node, sample, focus);
  if (beat !== null && compareKeys(key, beat) > 0) return null;
  // Everything preferred strictly more than the cut is taken; the level at the cut is open.
  const fixed = volley.area.slice();
  if (!inArea) fixed.push(focus);
  const boundary: Enemy[] = [];
  let taken = 0;
  for (let k = 0; k < ordered.length; k++) {
    const entry = ordered[k];
    if (entry === undefined || (entry.enemy === focus && !inArea)) continue;
    if (entry.preference < cut) {
      fixed.push(entry.enemy);
      taken++;
    } else if (entry.preference === cut) boundary.push(entry.enemy);
  }
  const picks = need - taken;
  if (need > 0 && boundary.length === picks)
    return { volley, fixed: fixed.concat(boundary), boundary: [], picks: 0, key };
  return { volley, fixed, boundary: need > 0 ? boundary : [], picks: need > 0 ? picks : 0, key };
}

/** Every target set of a family (fixed plus each choice at the cut), sorted by ordinal. */
export function familyGroups(family: TargetFamily): Enemy[][] {
  const { fixed, boundary, picks } = family;
  // Insertion sorts by ordinal (distinct, and the lists are short): no callbacks (V8's baseline tier).
  const sortedFixed: Enemy[] = new Array(fixed.length);
  for (let k = 0; k < fixed.length; k++) {
    const enemy = fixed[k] as Enemy;
    let at = k;
    for (; at > 0 && (sortedFixed[at - 1] as Enemy).ordinal > enemy.ordinal; at--)
      sortedFixed[at] = sortedFixed[at - 1] as Enemy;
    sortedFixed[at] = enemy;
  }
  // Without a choice to make, the fixed targets are the one target set.
  if (picks === 0) return [sortedFixed];
  // Boundary indices by ordinal, to list a choice in ordinal order without sorting it.
  const boundaryByOrdinal: number[] = new Array(boundary.length);
  for (let i = 0; i < boundary.length; i++) {
    const ordinal = (boundary[i] as Enemy).ordinal;
    let at = i;
    for (; at > 0 && (boundary[boundaryByOrdinal[at - 1] ?? 0] as Enemy).ordinal > ordinal; at--)
      boundaryByOrdinal[at] = boundaryByOrdinal[at - 1] ?? 0;
    boundaryByOrdinal[at] = i;
  }
  if (picks > boundary.length) return [];
  const chosen = new Array<number>(boundary.length).fill(0);
  const groups: Enemy[][] = [];
  // Choices in lexicographic order of their boundary indices, stepped without recursion or
  // closures (V8's baseline tier): `picked` holds the chosen indices, ascending.
  const picked = new Array<number>(picks);
  for (let k = 0; k < picks; k++) picked[k] = k;
  for (;;) {
    for (let k = 0; k < picks; k++) chosen[picked[k] ?? 0] = 1;
    groups.push(mergeByOrdinal(sortedFixed, boundary, boundaryByOrdinal, chosen, picks));
    for (let k = 0; k < picks; k++) chosen[picked[k] ?? 0] = 0;
    // The next choice: advance the last index that can still move, and the ones after it follow.
    let k = picks - 1;
    while (k >= 0 && picked[k] === boundary.length - picks + k) k--;
    if (k < 0) return groups;
    picked[k] = (picked[k] ?? 0) + 1;
    for (let m = k + 1; m < picks; m++) picked[m] = (picked[m - 1] ?? 0) + 1;
  }
}

/** The fixed targets (by ordinal) merged with the chosen boundary targets into one list by ordinal. */
function mergeByOrdinal(
  sortedFixed: readonly Enemy[],
  boundary: readonly Enemy[],
  boundaryByOrdinal: readonly number[],
  chosen: readonly number[],
  picks: number,
): Enemy[] {
  // Two fingers over lists already by ordinal, no closure (V8's baseline tier).
  const group: Enemy[] = [];
  let f = 0;
  for (let k = 0; k < boundaryByOrdinal.length; k++) {
    const i = boundaryByOrdinal[k] ?? 0;
    const pick = boundary[i];
    if (!chosen[i] || pick === undefined) continue;
    for (; f < sortedFixed.length && (sortedFixed[f] as Enemy).ordinal < pick.ordinal; f++)
      group.push(sortedFixed[f] as Enemy);
    group.push(pick);
  }
  for (; f < sortedFixed.length; f++) group.push(sortedFixed[f] as Enemy);
  if (group.length !== sortedFixed.length + picks) throw new Error("familyGroups: a choice lost a target");
  return group;
}

/** Canonical text of a target set (by ordinal), for set equality. */
export function groupId(targets: readonly Enemy[]): string {
  // Target sets are mostly already in ordinal order: then no copy or sort is needed.
  for (let i = 1; i < targets.length; i++) {
    if ((targets[i]?.ordinal ?? 0) < (targets[i - 1]?.ordinal ?? 0))
      return targets
        .map((e) => e.ordinal)
        .sort((a, b) => a - b)
        .join(",");
  }
  let id = "";
  for (let i = 0; i < targets.length; i++)
    id += i === 0 ? `${targets[i]?.ordinal}` : `,${targets[i]?.ordinal}`;
  return id;
}
