import { UNREACHED } from "../graph";
import { hopForward, hopLabels, hopTree } from "./hop-search";
import type { Mover } from "./mover";
import type { ForwardLabels, Labels } from "./path-labels";
import { buildWalkEdges } from "./walk-edges";
import { slideSteps, walkForward, walkReverse, type ReverseLabels, type SlideSteps } from "./walk-search";

export { UNREACHED };

/** Searches the best path labels from one hex and to one hex under the mover's locomotion. */
export interface PathSearch {
  readonly forward: ForwardLabels;
  /** Every node the forward labels reach, sorted by (N, C, node), when the search listed them (else null). */
  readonly forwardOrder: Int32Array | null;
  /**
   * Labels of the best path from every node to `destination` (MV-10), memoised per destination.
   * With `wanted`, only the labels of those nodes are sure to be final: a walking search stops once
   * it has settled them all. A memo entry serves every call whose wanted nodes it settled.
   */
  toward(destination: number, wanted?: readonly number[]): Labels;
  /**
   * Labels toward `destination` for choosing among the hexes `from` (MX-2: the least N(L) + Nr, then
   * Cr, with N(L) the forward label): final for every hex of `from` that can hold that best, while
   * the others' labels (final or not, possibly UNREACHED) are worse than it. A walking search stops
   * once no unsettled hex can tie the best; the same list again reuses its labels.
   */
  approach(destination: number, from: readonly number[]): Labels;
}

/** Whether two node lists hold the same nodes in the same order. */
function sameNodes(a: readonly number[] | undefined, b: readonly number[]): boolean {
  if (a === b) return true;
  if (a === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether the labels are final for every wanted node (every node when `wanted` is undefined). */
function finalFor(labels: ReverseLabels, wanted: readonly number[] | undefined): boolean {
  const settled = labels.settled;
  if (settled === null) return true;
  if (wanted === undefined) return false;
  for (let i = 0; i < wanted.length; i++) if (settled[wanted[i] ?? 0] !== 1) return false;
  return true;
}

/** Creates the label searches for a mover (MV-1..MV-10, IMP-1 steps 2 and 6). */
export function createPathSearch(mover: Mover): PathSearch {
  if (mover.locomotion === "walk") {
    const reverseCache = new Map<number, ReverseLabels>();
    const edges = buildWalkEdges(mover);
    const forward = walkForward(mover, edges);
    // The `from` list each destination's labels were last cut short for (see approach).
    const approachedFrom = new Map<number, readonly number[]>();
    let slides: SlideSteps | null | undefined;
    const search = (
      destination: number,
      wanted?: readonly number[],
      approach?: Int32Array,
    ): ReverseLabels => {
      if (slides === undefined)
        slides = edges.maySlide ? slideSteps(edges, mover.board.neighbours, mover.board.size) : null;
      const labels = walkReverse(mover, edges, slides, destination, wanted, approach);
      reverseCache.set(destination, labels);
      approachedFrom.delete(destination);
      return labels;
    };
    return {
      forward,
      forwardOrder: forward.order,
      toward(destination, wanted) {
        const cached = reverseCache.get(destination);
        if (cached !== undefined && finalFor(cached, wanted)) return cached;
        return search(destination, wanted);
      },
      approach(destination, from) {
        const cached = reverseCache.get(destination);
        if (
          cached !== undefined &&
          (finalFor(cached, from) || sameNodes(approachedFrom.get(destination), from))
        )
          return cached;
        const labels = search(destination, from, forward.negatives);
        if (!finalFor(labels, from)) approachedFrom.set(destination, from);
        return labels;
      },
    };
  }
  const reverseCache = new Map<number, Labels>();
  const forward = hopForward(mover);
  const toward = (destination: number): Labels => {
    const cached = reverseCache.get(destination);
    if (cached) return cached;
    const labels = hopLabels(mover, destination, hopTree(mover, destination).distance, true);
    reverseCache.set(destination, labels);
    return labels;
  };
  return {
    forward,
    forwardOrder: null,
    toward,
    approach: (destination) => toward(destination),
  };
}
