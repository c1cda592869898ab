import { UNREACHED } from "../graph";
import { hopDistances, hopForward, hopLabels } from "./hop-search";
import type { Mover } from "./mover";
import type { ForwardLabels, Labels } from "./path-labels";
import { buildWalkEdges } from "./walk-edges";
import { slideSteps, walkForward, walkReverse, type SlideSteps } from "./walk-search";

export { UNREACHED };

/** Searches the best path labels from one hex and to one hex under the mover's locomotion. */
export interface PathSearch {
  readonly forward: ForwardLabels;
  /** Labels of the best path from every node to `destination` (MV-10), memoised per destination. */
  toward(destination: number): Labels;
}

/** Creates the label searches for a mover (MV-1..MV-10, IMP-1 steps 2 and 6). */
export function createPathSearch(mover: Mover): PathSearch {
  const reverseCache = new Map<number, Labels>();
  if (mover.locomotion === "walk") {
    const edges = buildWalkEdges(mover);
    const forward = walkForward(mover, edges);
    let slides: SlideSteps | null | undefined;
    return {
      forward,
      toward(destination) {
        const cached = reverseCache.get(destination);
        if (cached) return cached;
        if (slides === undefined) slides = slideSteps(edges, mover.board.neighbours, mover.board.size);
        const labels = walkReverse(mover, edges, slides, destination);
        reverseCache.set(destination, labels);
        return labels;
      },
    };
  }
  const forward = hopForward(mover);
  return {
    forward,
    toward(destination) {
      const cached = reverseCache.get(destination);
      if (cached) return cached;
      const labels = hopLabels(mover, destination, hopDistances(mover, destination), true);
      reverseCache.set(destination, labels);
      return labels;
    },
  };
}
