import { hexKey, type Hex } from "../../core/hex";

/** What grouping needs of an option: where it ends, how it gets there, whom it attacks (TurnOption or a case answer). */
export interface GroupableOption {
  readonly endHex: Hex;
  /** The path walked (start and end included); [] or [end] when unknown or standing still. */
  readonly path: readonly Hex[];
  /** The attacked figures (ids or hex keys: any stable name). */
  readonly targets: readonly string[];
}

/**
 * The players' choice of targets within a group, as the attack rule states it (AT-1, AT-3, PL-1:
 * a multi-target attack hits the focus plus any other enemies in range, up to its target count).
 * - none: no attack; fixed: one set of targets;
 * - any: always `always`, plus any `count` of `pool`, where `including` (when not empty) must
 *   contribute at least one (the co-foci: the players choose which focus is attacked);
 * - list: no shorter form fits; every set, in order.
 */
export type TargetChoice =
  | { readonly kind: "none" }
  | { readonly kind: "fixed"; readonly targets: readonly string[] }
  | {
      readonly kind: "any";
      readonly always: readonly string[];
      readonly count: number;
      readonly pool: readonly string[];
      readonly including: readonly string[];
    }
  | { readonly kind: "list"; readonly sets: readonly (readonly string[])[] };

/** Options sharing an end hex and a path (OUT-1): they differ only in whom they attack. */
export interface OptionGroup {
  /** Indices of the grouped options in the input list, ascending. */
  readonly indices: readonly number[];
  readonly endHex: Hex;
  readonly path: readonly Hex[];
  readonly targets: TargetChoice;
}

function groupKey(o: GroupableOption): string {
  return `${hexKey(o.endHex)}|${o.path.map(hexKey).join(" ")}`;
}

/** n choose k (small numbers only: target counts and enemies in range). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Beyond this many combinations the missing ones are not enumerated (the sets are listed instead). */
const MAX_COMBINATIONS = 20_000;

/**
 * The players' must-pick set of an incomplete family: when the offered k-sets of `pool` are
 * exactly those meeting some set M (every set holds a co-focus), the missing ones are the k-sets
 * of pool \ M, so M = pool minus the union of the missing sets. Null when no such M exists.
 */
function mustInclude(
  offered: readonly (readonly string[])[],
  pool: readonly string[],
  count: number,
): string[] | null {
  if (choose(pool.length, count) > MAX_COMBINATIONS) return null;
  const keyOf = (s: readonly string[]): string => [...s].sort().join("\n");
  const have = new Set(offered.map(keyOf));
  const missing = combinations(pool, count).filter((c) => !have.has(keyOf(c)));
  const outside = new Set(missing.flat());
  const including = pool.filter((n) => !outside.has(n));
  const expected = choose(pool.length, count) - choose(pool.length - including.length, count);
  const fits =
    including.length > 0 &&
    offered.length === expected &&
    offered.every((s) => s.some((n) => including.includes(n)));
  return fits ? including : null;
}

/**
 * States a family of target sets as the rule does when it is exactly "always A, then any k of P"
 * (optionally "including one of F": the co-foci, one of which the players pick); otherwise lists the sets.
 */
export function describeTargetSets(sets: readonly (readonly string[])[]): TargetChoice {
  const unique = [...new Map(sets.map((s) => [[...s].sort().join("\n"), s])).values()];
  const [first] = unique;
  if (!first || first.length === 0)
    return unique.length <= 1 ? { kind: "none" } : { kind: "list", sets: unique };
  if (unique.length === 1) return { kind: "fixed", targets: first };
  const size = first.length;
  const order = [...new Set(unique.flat())];
  if (unique.some((s) => s.length !== size)) return { kind: "list", sets: unique };
  const always = order.filter((n) => unique.every((s) => s.includes(n)));
  const pool = order.filter((n) => !always.includes(n));
  const count = size - always.length;
  const rest = unique.map((s) => s.filter((n) => !always.includes(n)));
  if (unique.length === choose(pool.length, count))
    return { kind: "any", always, count, pool, including: [] };
  const including = mustInclude(rest, pool, count);
  return including ? { kind: "any", always, count, pool, including } : { kind: "list", sets: unique };
}

/** Groups options by end hex and path (OUT-1), in the order of their first option; each group states its target choice. */
export function groupOptions(options: readonly GroupableOption[]): OptionGroup[] {
  const byKey = new Map<string, number[]>();
  options.forEach((o, i) => {
    const key = groupKey(o);
    const list = byKey.get(key);
    if (list) list.push(i);
    else byKey.set(key, [i]);
  });
  return [...byKey.values()].map((indices) => {
    const members = indices.map((i) => options[i]!);
    const head = members[0]!;
    return {
      indices,
      endHex: head.endHex,
      path: head.path,
      targets: describeTargetSets(members.map((m) => m.targets)),
    };
  });
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

/** Every target set a choice stands for (the inverse of {@link describeTargetSets}, up to order). */
export function expandTargetChoice(choice: TargetChoice): string[][] {
  switch (choice.kind) {
    case "none":
      return [[]];
    case "fixed":
      return [[...choice.targets]];
    case "list":
      return choice.sets.map((s) => [...s]);
    case "any":
      return combinations(choice.pool, choice.count)
        .filter((c) => choice.including.length === 0 || c.some((n) => choice.including.includes(n)))
        .map((c) => [...choice.always, ...c]);
  }
}
