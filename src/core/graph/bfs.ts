/** Unreachable marker for distance arrays. */
export const UNREACHED = 0x3fffffff;

/**
 * Breadth-first distances over an implicit graph of dense integer nodes (RG-1, MV-5, MV-6).
 * `step(node, visit)` calls `visit(next)` for every neighbour that may be entered from node.
 * Sources start at their given distance (all must be 0 or 1 apart, in ascending order); the
 * search stops expanding at `limit`. Returns the distance per node (UNREACHED if beyond).
 */
export function breadthFirstDistances(
  size: number,
  sources: readonly (readonly [node: number, distance: number])[],
  step: (node: number, visit: (next: number) => void) => void,
  limit = UNREACHED,
  parents?: Int32Array,
): Int32Array {
  const distance = new Int32Array(size).fill(UNREACHED);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  let pending = 0;
  const ordered = [...sources].sort((a, b) => a[1] - b[1]);
  const admit = (): void => {
    // Typed-array reads below are in range by construction (queue entries and nodes are < size).
    const front = tail > head ? (distance[queue[head] ?? 0] ?? UNREACHED) : UNREACHED;
    while ((ordered[pending]?.[1] ?? Infinity) <= front) enqueueSource();
  };
  const enqueueSource = (): void => {
    const source = ordered[pending++];
    if (!source) return;
    const [node, d] = source;
    if (d < (distance[node] ?? UNREACHED)) {
      distance[node] = d;
      queue[tail++] = node;
      if (parents) parents[node] = -1;
    }
  };
  if (ordered.length > 0) enqueueSource();
  while (true) {
    admit();
    if (head >= tail) {
      if (pending >= ordered.length) break;
      enqueueSource();
      continue;
    }
    const node = queue[head++] ?? 0;
    const d = distance[node] ?? UNREACHED;
    if (d >= limit) continue;
    step(node, (next) => {
      if ((distance[next] ?? UNREACHED) > d + 1) {
        distance[next] = d + 1;
        if (parents) parents[next] = node;
        queue[tail++] = next;
      }
    });
  }
  return distance;
}
