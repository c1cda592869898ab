import { MinHeap, UNREACHED } from "../../graph";
import { DIFFICULT, OBSTACLE } from "../compiled-board";
import { hopLabels } from "../hop-search";
import type { PathSearch } from "../labels";
import type { Mover } from "../mover";
import type { ForwardLabels, Labels } from "../path-labels";
import type { TurnContext } from "../turn-context";
import { sortEndNodes } from "../turn-context";
import { buildWalkEdges, slideFrom } from "../walk-edges";
import type { HexLink } from "./abilities";

/** Linked nodes per node (LH-1): both directions of every pair on the board. */
export function linkTable(ctx: TurnContext, links: readonly HexLink[]): Map<number, number[]> {
  const table = new Map<number, number[]>();
  const add = (a: number, b: number): void => {
    const list = table.get(a) ?? [];
    if (!list.includes(b)) list.push(b);
    table.set(a, list);
  };
  for (const [p, q] of links) {
    const a = ctx.board.indexOf(p);
    const b = ctx.board.indexOf(q);
    if (a < 0 || b < 0 || a === b) continue;
    add(a, b);
    add(b, a);
  }
  return table;
}

/** One movement step: where it lands, what it costs, and the hexes it passes (slides replayed). */
interface Step {
  readonly to: number;
  readonly cost: number;
  readonly hexes: () => number[];
}

/**
 * The movement graph with the links (IMP-S3, LH-1, LH-5, LH-8): every walking step (slides
 * included, MV-8) or hop, and a step through each link whose far end may be entered. A step
 * through a link costs what entering its far end costs and never starts a slide.
 */
function movementSteps(mover: Mover, links: Map<number, number[]>): (node: number) => Step[] {
  const board = mover.board;
  const { neighbours, wallLine, wall, terrain } = board;
  if (mover.locomotion === "walk") {
    const edges = buildWalkEdges(mover);
    const open = (v: number): boolean => !wall[v] && !((terrain[v] ?? 0) & OBSTACLE) && !mover.enemyAt[v];
    return (u) => {
      const out: Step[] = [];
      for (let d = 0; d < 6; d++) {
        const e = u * 6 + d;
        const v = edges.to[e] ?? -1;
        if (v >= 0)
          out.push({ to: v, cost: edges.cost[e] ?? 1, hexes: () => slideFrom(mover, neighbours[e] ?? v, d) });
      }
      if (mover.enemyAt[u] && u !== mover.start) return out;
      if (u !== mover.start && !open(u)) return out;
      for (const v of links.get(u) ?? [])
        if (open(v)) out.push({ to: v, cost: (terrain[v] ?? 0) & DIFFICULT ? 2 : 1, hexes: () => [v] });
      return out;
    };
  }
  return (u) => {
    const out: Step[] = [];
    for (let d = 0; d < 6; d++) {
      const v = neighbours[u * 6 + d] ?? -1;
      if (v >= 0 && !wallLine[u * 6 + d] && !wall[v]) out.push({ to: v, cost: 1, hexes: () => [v] });
    }
    for (const v of links.get(u) ?? []) if (!wall[v]) out.push({ to: v, cost: 1, hexes: () => [v] });
    return out;
  };
}

/** Label-setting search over the steps (MV-4), forward from `origin` or backward toward it. */
function search(
  mover: Mover,
  steps: (node: number) => Step[],
  origin: number,
  backward: boolean,
): Labels & { readonly parent: Int32Array; readonly via: (Step | undefined)[] } {
  const size = mover.board.size;
  const negatives = new Int32Array(size).fill(UNREACHED);
  const costs = new Int32Array(size).fill(UNREACHED);
  const parent = new Int32Array(size).fill(-1);
  const via: (Step | undefined)[] = new Array<Step | undefined>(size);
  const hop = mover.locomotion !== "walk";
  // Backward: the reversed steps, each into the node it leaves.
  const into: Map<number, { from: number; step: Step }[]> = new Map();
  if (backward)
    for (let u = 0; u < size; u++)
      for (const step of steps(u)) {
        const list = into.get(step.to) ?? [];
        list.push({ from: u, step });
        into.set(step.to, list);
      }
  const scale = 4 * size + 8;
  const heap = new MinHeap(size * 2);
  const done = new Uint8Array(size);
  negatives[origin] = 0;
  costs[origin] = 0;
  heap.push(origin, 0);
  for (let u = heap.pop(); u >= 0; u = heap.pop()) {
    if (done[u]) continue;
    done[u] = 1;
    const n = negatives[u] ?? 0;
    const c = costs[u] ?? 0;
    const next: { v: number; step: Step; entered: number }[] = backward
      ? (into.get(u) ?? []).map(({ from, step }) => ({ v: from, step, entered: u }))
      : steps(u).map((step) => ({ v: step.to, step, entered: step.to }));
    for (const { v, step, entered } of next) {
      if (done[v]) continue;
      // Hops count distance only (the landing is priced after); a walk counts each hex entered.
      const nv = hop ? 0 : n + (mover.negative[entered] ?? 0);
      const cv = c + step.cost;
      if (nv < (negatives[v] ?? 0) || (nv === negatives[v] && cv < (costs[v] ?? 0))) {
        negatives[v] = nv;
        costs[v] = cv;
        parent[v] = u;
        via[v] = step;
        heap.push(v, nv * scale + cv);
      }
    }
  }
  if (!hop) return { negatives, costs, parent, via };
  // MV-5, MV-6: only the landing hex counts.
  const labels = hopLabels(mover, origin, costs, backward);
  return { negatives: labels.negatives, costs: labels.costs, parent, via };
}

/** A path search on the movement graph with links (IMP-S3): the single-turn solver's PathSearch, same meaning. */
function linkedSearch(mover: Mover, steps: (node: number) => Step[]): PathSearch {
  const forward = search(mover, steps, mover.start, false);
  const labels: ForwardLabels = {
    negatives: forward.negatives,
    costs: forward.costs,
    path(node) {
      if (forward.negatives[node] === UNREACHED) return [];
      const pieces: number[][] = [];
      for (let at = node; at !== mover.start && at >= 0; at = forward.parent[at] ?? -1)
        pieces.push(forward.via[at]?.hexes() ?? [at]);
      return [mover.start, ...pieces.reverse().flat()];
    },
  };
  const toward = new Map<number, Labels>();
  const reverse = (destination: number): Labels => {
    let found = toward.get(destination);
    if (found === undefined) {
      found = search(mover, steps, destination, true);
      toward.set(destination, found);
    }
    return found;
  };
  return { forward: labels, forwardOrder: null, toward: reverse, approach: reverse };
}

/**
 * The turn's context with linked hexes (LH-1…LH-8, IMP-S3): links join the movement graph of a
 * walk, jump or flight (not a teleport, LH-7); the two hexes of a pair never see each other (LH-4);
 * range, proximity and adjacency are untouched (LH-2, LH-6).
 */
export function withLinks(ctx: TurnContext, links: readonly HexLink[]): TurnContext {
  if (links.length === 0) return ctx;
  const table = linkTable(ctx, links);
  if (table.size === 0) return ctx;
  const base = ctx.sight;
  const sight = (a: number, b: number): boolean => !(table.get(a)?.includes(b) ?? false) && base(a, b);
  if (ctx.mover.locomotion === "teleport") return { ...ctx, sight };
  const pathSearch = linkedSearch(ctx.mover, movementSteps(ctx.mover, table));
  return { ...ctx, sight, search: pathSearch, endNodes: sortEndNodes(ctx.mover.canEnd, pathSearch.forward) };
}
