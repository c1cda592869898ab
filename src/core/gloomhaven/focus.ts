import { UNREACHED } from "../graph";
import type { AttackHexes } from "./attack-hexes";
import type { FocusCandidate, FocusDecidedBy } from "./result";
import type { Enemy, TurnContext } from "./turn-context";
import { compareTurnOrder } from "./turn-order";

/** An enemy's focus key (FO-3): best path to an attack hex, proximity, turn order. */
export type FocusKey = ReachableFocusKey | { readonly enemy: Enemy; readonly path: null };

/** The focus key of an enemy with a reachable attack hex. */
export interface ReachableFocusKey {
  readonly enemy: Enemy;
  /** Best (N, C) over the enemy's attack hexes; an enemy without one has path null (FO-5). */
  readonly path: { readonly negatives: number; readonly cost: number };
}

/** The focus decision (FO-1..FO-6). */
export interface FocusDecision {
  /** Co-foci: every enemy with the best key (FO-4); empty when there is no focus (FO-5). */
  readonly foci: readonly Enemy[];
  /** Every targetable enemy's key, best first. */
  readonly keys: readonly FocusKey[];
  readonly decidedBy: FocusDecidedBy;
}

/** Finds the focus: lexicographically smallest (N, C, proximity?, turn order) over enemies (FO-2..FO-4). */
export function findFocus(ctx: TurnContext, attackHexes: AttackHexes): FocusDecision {
  const keys = ctx.enemies.map((enemy): FocusKey => ({
    enemy,
    path: bestAttackPath(ctx, attackHexes, enemy),
  }));
  const reachable = keys.filter((k) => k.path !== null);
  const compare = (a: ReachableFocusKey, b: ReachableFocusKey): number => compareFocusKeys(ctx, a, b);
  // Enemies without a reachable attack hex go last (their order among themselves does not matter).
  keys.sort((a, b) =>
    a.path === null || b.path === null ? Number(a.path === null) - Number(b.path === null) : compare(a, b),
  );
  // Reachable keys sort first, so the best key is reachable whenever any is.
  const [best] = keys;
  if (best === undefined || best.path === null) return { foci: [], keys, decidedBy: "only-candidate" };
  const foci = keys.filter((k) => k.path !== null && compare(k, best) === 0).map((k) => k.enemy);
  return { foci, keys, decidedBy: decideWhy(ctx, best, keys, reachable.length, foci.length) };
}

/**
 * The co-foci alone (FO-2..FO-4), with their keys, in the order {@link findFocus} lists them: for
 * callers that need no explanation (the command line's answers). Only the best (N, C) can hold a
 * co-focus, so an enemy's scan of the end hexes stops at the end of the best (N, C) found so far
 * instead of running to its own first hex: fewer line-of-sight tests.
 */
export function findFoci(ctx: TurnContext, attackHexes: AttackHexes): ReachableFocusKey[] {
  const { negatives, costs } = ctx.search.forward;
  const nodes = ctx.endNodes;
  const enemies = ctx.enemies;
  // The end hexes are sorted by (N, C): `end` is one past the last hex with the best (N, C) so far.
  let end = nodes.length;
  let tied: ReachableFocusKey[] = [];
  // Plain indexed loops: this runs in V8's baseline tier on the command line.
  for (let e = 0; e < enemies.length; e++) {
    const enemy = enemies[e] as Enemy;
    const marks = attackHexes(enemy);
    for (let i = 0; i < end; i++) {
      const node = nodes[i] ?? 0;
      if (!marks[node] || !ctx.sight(node, enemy.node)) continue;
      const n = negatives[node] ?? UNREACHED;
      const c = costs[node] ?? UNREACHED;
      const best = tied[0];
      if (best === undefined || n !== best.path.negatives || c !== best.path.cost) {
        // Before the end of the best group and not in it: strictly better.
        tied = [];
        end = i + 1;
        while (end < nodes.length && negatives[nodes[end] ?? 0] === n && costs[nodes[end] ?? 0] === c) end++;
      }
      tied.push({ enemy, path: { negatives: n, cost: c } });
      break;
    }
  }
  if (tied.length < 2) return tied;
  // Tied on (N, C): proximity and turn order decide, as in findFocus (a stable sort: enemy order among equals).
  tied.sort((a, b) => compareFocusKeys(ctx, a, b));
  const first = tied[0] as ReachableFocusKey;
  return tied.filter((k) => compareFocusKeys(ctx, k, first) === 0);
}

/** Compares two reachable focus keys component by component (FO-3); 0 = co-foci (FO-4). */
function compareFocusKeys(ctx: TurnContext, a: ReachableFocusKey, b: ReachableFocusKey): number {
  // The parts of focusKeyParts, written out: the sort calls this often.
  return (
    a.path.negatives - b.path.negatives ||
    a.path.cost - b.path.cost ||
    (ctx.rules.proximityTieBreak && a.enemy.proximity !== b.enemy.proximity
      ? a.enemy.proximity < b.enemy.proximity
        ? -1
        : 1
      : 0) ||
    Math.sign(compareTurnOrder(a.enemy.figure.turnOrder, b.enemy.figure.turnOrder))
  );
}

type KeyPart = (other: ReachableFocusKey, index: number) => number;

function focusKeyParts(ctx: TurnContext, a: ReachableFocusKey): KeyPart[] {
  const parts: KeyPart[] = [(b) => a.path.negatives - b.path.negatives, (b) => a.path.cost - b.path.cost];
  if (ctx.rules.proximityTieBreak) {
    parts.push((b) =>
      a.enemy.proximity === b.enemy.proximity ? 0 : a.enemy.proximity < b.enemy.proximity ? -1 : 1,
    );
  }
  parts.push((b) => Math.sign(compareTurnOrder(a.enemy.figure.turnOrder, b.enemy.figure.turnOrder)));
  return parts;
}

/** Names the key component that separated the focus from its closest rival (for the explanation). */
function decideWhy(
  ctx: TurnContext,
  best: ReachableFocusKey,
  keys: readonly FocusKey[],
  reachable: number,
  foci: number,
): FocusDecidedBy {
  if (foci > 1) return "tie";
  if (reachable === 1) return "only-candidate";
  const winner = focusKeyParts(ctx, best);
  let deciding = 0;
  for (const rival of keys.slice(1)) {
    if (rival.path === null) continue;
    const index = winner.findIndex((part) => part(rival, 0) !== 0);
    deciding = Math.max(deciding, index);
  }
  if (deciding <= 1) return "path";
  return ctx.rules.proximityTieBreak && deciding === 2 ? "proximity" : "turn-order";
}

/** The cheapest (N, C) over attack hexes on the enemy with line of sight (FO-2, FO-6); null when none is reachable. */
export function bestAttackPath(ctx: TurnContext, attackHexes: AttackHexes, enemy: Enemy): FocusKey["path"] {
  const marks = attackHexes(enemy);
  const { negatives, costs } = ctx.search.forward;
  for (const node of ctx.endNodes) {
    if (marks[node] && ctx.sight(node, enemy.node))
      return { negatives: negatives[node] ?? UNREACHED, cost: costs[node] ?? UNREACHED };
  }
  return null;
}

/** The explanation's view of the focus keys (OUT-4). */
export function describeCandidates(ctx: TurnContext, decision: FocusDecision): FocusCandidate[] {
  return decision.keys.map(({ enemy, path }) => ({
    figureId: enemy.figure.id,
    negativeHexes: path?.negatives ?? null,
    movement: path?.cost ?? null,
    proximity: ctx.rules.proximityTieBreak && Number.isFinite(enemy.proximity) ? enemy.proximity : null,
    turnOrder: enemy.figure.turnOrder,
  }));
}
