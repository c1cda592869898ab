import type { PlanKeyPart } from "./result";
import type { Enemy, TurnContext } from "./turn-context";
import type { Volley } from "./volleys";

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

/** Stage-1 key of a plan (PL-2): (N, ¬reach, [fd], −|S|, [dis], C, [rank vector]) per rule set. */
export function groupKey(ctx: TurnContext, node: number, targets: readonly Enemy[], focus: Enemy): number[] {
  const { negatives, costs } = ctx.search.forward;
  const cost = costs[node]!;
  const key = [negatives[node]!, cost > ctx.move ? 1 : 0];
  const focusFirst = ctx.rules.focusDisadvantageBeforeTargetCount;
  if (focusFirst) key.push(weighsDisadvantage(ctx, node, focus) ? 1 : 0);
  key.push(-targets.length);
  if (!focusFirst) key.push(countDisadvantaged(ctx, node, targets));
  key.push(cost);
  if (ctx.rules.rankSecondaryTargets) key.push(...rankVector(ctx, targets));
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
  return targets.reduce((n, e) => n + (weighsDisadvantage(ctx, node, e) ? 1 : 0), 0);
}

/** PL-3: (−count of rank 0, −count of rank 1, …) over the dense enemy ranks. */
function rankVector(ctx: TurnContext, targets: readonly Enemy[]): number[] {
  const ranks = ctx.enemies.reduce((max, e) => Math.max(max, e.rank), 0) + 1;
  const vector = new Array<number>(ranks).fill(0);
  for (const e of targets) vector[e.rank] = vector[e.rank]! - 1;
  return vector;
}

/**
 * The best way to fill a volley's single targets around the focus (AF-1, AF-4): the focus
 * first when the area misses it, then the preferred enemies by (disadvantage if it is weighed
 * before movement, rank if ranked); ties at the cut stay open. Null when the focus cannot be included.
 */
export function bestFamily(
  ctx: TurnContext,
  volley: Volley,
  focus: Enemy,
  minimumTargets = 0,
): TargetFamily | null {
  if (volley.most < minimumTargets) return null;
  const inArea = volley.area.includes(focus);
  const available = volley.available;
  if (!inArea && !available.includes(focus)) return null;
  const count = volley.most - volley.area.length;
  if (!inArea && count === 0) return null;
  const fixed = [...volley.area, ...(inArea ? [] : [focus])];
  let need = count - (inArea ? 0 : 1);
  const weighFirst = !ctx.rules.focusDisadvantageBeforeTargetCount;
  const ranked = ctx.rules.rankSecondaryTargets;
  const rest: { enemy: Enemy; preference: number }[] = [];
  for (const e of available) {
    if (e === focus && !inArea) continue;
    const preference =
      (weighFirst && weighsDisadvantage(ctx, volley.node, e) ? 1 << 20 : 0) + (ranked ? e.rank : 0);
    rest.push({ enemy: e, preference });
  }
  rest.sort((a, b) => a.preference - b.preference);
  let boundary: Enemy[] = [];
  for (let i = 0; need > 0 && i < rest.length;) {
    const p = rest[i]!.preference;
    let j = i;
    while (j < rest.length && rest[j]!.preference === p) j++;
    if (j - i <= need) {
      for (let k = i; k < j; k++) fixed.push(rest[k]!.enemy);
      need -= j - i;
    } else {
      boundary = rest.slice(i, j).map((x) => x.enemy);
      break;
    }
    i = j;
  }
  const sample = [...fixed, ...boundary.slice(0, need)];
  return {
    volley,
    fixed,
    boundary,
    picks: boundary.length > 0 ? need : 0,
    key: groupKey(ctx, volley.node, sample, focus),
  };
}

/** Every target set of a family (fixed plus each choice at the cut), sorted by ordinal. */
export function familyGroups(family: TargetFamily): Enemy[][] {
  const groups: Enemy[][] = [];
  const choose = (from: number, chosen: Enemy[]): void => {
    if (chosen.length === family.picks) {
      groups.push([...family.fixed, ...chosen].sort((a, b) => a.ordinal - b.ordinal));
      return;
    }
    for (let i = from; i <= family.boundary.length - (family.picks - chosen.length); i++) {
      choose(i + 1, [...chosen, family.boundary[i]!]);
    }
  };
  choose(0, []);
  return groups;
}

/** Canonical text of a target set (by ordinal), for set equality. */
export function groupId(targets: readonly Enemy[]): string {
  return targets
    .map((e) => e.ordinal)
    .sort((a, b) => a - b)
    .join(",");
}
