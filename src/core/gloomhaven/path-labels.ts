/**
 * The label types the path searches produce. They live apart from `labels.ts` (which picks the
 * search for a mover) so that `hop-search` and `walk-search` do not import the module that imports
 * them.
 */

/** Path labels `(N(x), C(x))` for every node (MV-4); UNREACHED where there is no path. */
export interface Labels {
  readonly negatives: Int32Array;
  readonly costs: Int32Array;
}

/** Labels from the mover's start hex, with one best path per node (MV-4, MX-6). */
export interface ForwardLabels extends Labels {
  /** One lexicographically best path from the start to node, both included, slides replayed. */
  path(node: number): number[];
}
