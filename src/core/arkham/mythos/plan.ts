import type { AreaId, ArrowColour, Board } from "../model";
import type { ModifierId } from "./modifier-ids";
import type { Environment } from "./modifiers";
import type { DecisionWarning, MoveOption, MovementRule, TargetArea } from "./types";

/** What the movement rules read: the board, the environment and where the investigators are. */
export interface MoveContext {
  readonly board: Board;
  readonly env: Environment;
  /** Areas holding investigators: ids (sorted) and lowest Sneak there. */
  readonly investigatorsAt: ReadonlyMap<AreaId, TargetArea>;
  /** Every investigator id, sorted (for effects on all investigators in Arkham). */
  readonly investigatorIds: readonly string[];
}

/** One movement rule's answer for one monster, before it becomes a decision. */
export interface Plan {
  readonly rule: MovementRule;
  /** Every acceptable outcome; [{path: []}] when it stays. */
  readonly options: readonly MoveOption[];
  readonly candidates?: readonly TargetArea[];
  readonly tied?: boolean;
  readonly warnings?: readonly DecisionWarning[];
  readonly modifiers?: readonly ModifierId[];
}

const STAY_OPTIONS: readonly MoveOption[] = Object.freeze([Object.freeze({ path: Object.freeze([]) })]);

/** A plan that keeps the monster where it is. */
export function stayPlan(rule: MovementRule, extra?: Omit<Plan, "rule" | "options">): Plan {
  return extra === undefined ? { rule, options: STAY_OPTIONS } : { rule, options: STAY_OPTIONS, ...extra };
}

/** Orders candidates best first: lowest Sneak, then nearest, then area id (spec §4). */
function compareTargets(a: TargetArea, b: TargetArea): number {
  return (
    a.sneak - b.sneak ||
    (a.distance ?? 0) - (b.distance ?? 0) ||
    (a.area < b.area ? -1 : a.area > b.area ? 1 : 0)
  );
}

/**
 * Moves straight to the candidate with the lowest Sneak (spec §4); equal lowest Sneak gives every
 * tied candidate as an option (the first player chooses). Candidates must be non-empty.
 */
export function planLowestSneak(
  rule: MovementRule,
  candidates: readonly TargetArea[],
  extra: Omit<Plan, "rule" | "options" | "candidates" | "tied"> = {},
): Plan & { readonly candidates: readonly TargetArea[] } {
  const sorted = [...candidates].sort(compareTargets);
  const lowest = sorted[0]?.sneak;
  const best = sorted.filter((c) => c.sneak === lowest);
  return {
    rule,
    options: best.map((target) => ({ path: [target.area], target })),
    candidates: sorted,
    tied: best.length > 1,
    ...extra,
  };
}

/** Investigator areas among `areas` that pass `accept`, as target candidates. */
export function targetsAmong(
  ctx: MoveContext,
  areas: Iterable<AreaId>,
  accept: (area: AreaId) => boolean,
): TargetArea[] {
  const out: TargetArea[] = [];
  for (const area of areas) {
    const target = ctx.investigatorsAt.get(area);
    if (target === undefined || !accept(area)) continue;
    out.push(target);
  }
  return out;
}

/** Investigator areas among the keys of `steps` that pass `accept`, with their step distance. */
export function targetsWithin(
  ctx: MoveContext,
  steps: ReadonlyMap<AreaId, number>,
  accept: (area: AreaId) => boolean,
): (TargetArea & { readonly distance: number })[] {
  const out: (TargetArea & { readonly distance: number })[] = [];
  for (const [area, distance] of steps) {
    const target = ctx.investigatorsAt.get(area);
    if (target === undefined || !accept(area)) continue;
    out.push({ ...target, distance });
  }
  return out;
}

/** The area the arrow of `colour` leads to out of `from`, if any (a two-colour arrow counts as both). */
export function arrowTarget(board: Board, from: AreaId, colour: ArrowColour): AreaId | undefined {
  return board.arrowsOut.get(from)?.[colour];
}

/** Steps through plain adjacency from `from` to every area within `limit` steps (the Sky is not adjacent). */
export function stepsFrom(board: Board, from: AreaId, limit = Infinity): Map<AreaId, number> {
  const steps = new Map<AreaId, number>([[from, 0]]);
  let frontier = [from];
  for (let d = 1; d <= limit && frontier.length > 0; d++) {
    const next: AreaId[] = [];
    for (const area of frontier) {
      for (const n of board.neighbours.get(area) ?? []) {
        if (steps.has(n)) continue;
        steps.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return steps;
}
