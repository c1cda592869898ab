import { UNREACHED } from "./labels";
import type { TurnContext } from "./turn-context";
import { memoisedPerObject } from "../memo";

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
  // Only the reachable end hexes' labels are read, and only the best key's need be final: the
  // reverse search may stop once it has them.
  const toward = ctx.search.approach(destination, reachable);
  // The best key so far, component by component (no array per hex: baseline tier).
  let best0 = UNREACHED;
  let best1 = UNREACHED;
  let best2 = UNREACHED;
  let nodes: number[] = [];
  // Label arrays have one entry per node: the reads are in range.
  for (let i = 0; i < reachable.length; i++) {
    const node = reachable[i] ?? 0;
    const remaining = toward.negatives[node] ?? UNREACHED;
    if (remaining >= UNREACHED) continue;
    const k0 = (negatives[node] ?? UNREACHED) + remaining;
    const k1 = toward.costs[node] ?? UNREACHED;
    const k2 = costs[node] ?? UNREACHED;
    const order = nodes.length === 0 ? -1 : k0 - best0 || k1 - best1 || k2 - best2;
    if (order < 0) {
      best0 = k0;
      best1 = k1;
      best2 = k2;
      nodes = [node];
    } else if (order === 0) nodes.push(node);
  }
  return { destination, nodes, key: nodes.length === 0 ? [] : [best0, best1, best2] };
}

/** The end hexes reachable this turn (MV-9), in end-node order; one list per turn, so the reverse searches' memo can reuse it. */
const reachableEndNodes = memoisedPerObject((ctx: TurnContext): readonly number[] => {
  const { costs } = ctx.search.forward;
  // Label arrays have one entry per node: the reads are in range.
  // The turn's fields read once, not per end hex (V8's baseline tier).
  const { endNodes, move } = ctx;
  const list: number[] = [];
  for (let i = 0, count = endNodes.length; i < count; i++) {
    const node = endNodes[i] ?? 0;
    if ((costs[node] ?? UNREACHED) <= move) list.push(node);
  }
  return list;
});
