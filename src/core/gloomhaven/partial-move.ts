import { UNREACHED } from "./labels";
import type { TurnContext } from "./turn-context";

/** The best hexes to approach one destination this turn, with the winning key (MX-2, MX-3). */
export interface Approach {
  readonly destination: number;
  readonly nodes: readonly number[];
  /** (N(L) + Nr(L→D), Cr(L→D), C(L)) of the chosen hexes. */
  readonly key: readonly number[];
}

/**
 * MX-2: among hexes reachable this turn (MV-9, start included) minimise (negatives over the whole
 * journey, remaining path to D, movement spent now); the start hex competes, so the monster
 * never moves without progress (MX-3).
 */
export function approachDestination(ctx: TurnContext, destination: number): Approach {
  const { negatives, costs } = ctx.search.forward;
  const reachable = reachableEndNodes(ctx);
  // Only the reachable end hexes' labels are read: the reverse search may stop once it has them.
  const toward = ctx.search.toward(destination, reachable);
  let best: readonly [number, number, number] | null = null;
  let nodes: number[] = [];
  // Label arrays have one entry per node: the reads are in range.
  for (const node of reachable) {
    const spent = costs[node] ?? UNREACHED;
    const remaining = toward.negatives[node] ?? UNREACHED;
    if (remaining >= UNREACHED) continue;
    const key = [(negatives[node] ?? UNREACHED) + remaining, toward.costs[node] ?? UNREACHED, spent] as const;
    const order = best === null ? -1 : key[0] - best[0] || key[1] - best[1] || key[2] - best[2];
    if (order < 0) {
      best = key;
      nodes = [node];
    } else if (order === 0) nodes.push(node);
  }
  return { destination, nodes, key: best ?? [] };
}

const reachableByTurn = new WeakMap<TurnContext, readonly number[]>();

/** The end hexes reachable this turn (MV-9), in end-node order; one list per turn, so the reverse searches' memo can reuse it. */
function reachableEndNodes(ctx: TurnContext): readonly number[] {
  let reachable = reachableByTurn.get(ctx);
  if (reachable === undefined) {
    const { costs } = ctx.search.forward;
    // Label arrays have one entry per node: the reads are in range.
    reachable = ctx.endNodes.filter((node) => (costs[node] ?? UNREACHED) <= ctx.move);
    reachableByTurn.set(ctx, reachable);
  }
  return reachable;
}
