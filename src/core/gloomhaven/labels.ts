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
  /**
   * Labels of the best path from every node to `destination` (MV-10), memoised per destination.
   * With `wanted`, only the labels of those nodes are sure to be final: a walking search stops once
   * it has settled them all (issue 14). A memo entry serves every call whose wanted nodes it settled.
   */
  toward(destination: number, wanted?: readonly number[]): Labels;
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
    let slides: SlideSteps | null | undefined;
    return {
      forward,
      toward(destination, wanted) {
        const cached = reverseCache.get(destination);
        if (cached !== undefined && finalFor(cached, wanted)) return cached;
        if (slides === undefined)
          slides = edges.maySlide ? slideSteps(edges, mover.board.neighbours, mover.board.size) : null;
        const labels = walkReverse(mover, edges, slides, destination, wanted);
        reverseCache.set(destination, labels);
        return labels;
      },
    };
  }
  const reverseCache = new Map<number, Labels>();
  const forward = hopForward(mover);
  return {
    forward,
    toward(destination) {
      const cached = reverseCache.get(destination);
      if (cached) return cached;
      const labels = hopLabels(mover, destination, hopTree(mover, destination).distance, true);
      reverseCache.set(destination, labels);
      return labels;
    },
  };
}
