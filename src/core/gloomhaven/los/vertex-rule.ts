import type { Hex } from "../../hex";
import { cornerX, cornerY } from "./lattice";
import { isSegmentClear } from "./segments";

/** A sight line between two corners, in lattice coordinates. */
export interface LatticeSegment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/**
 * LOS-2 (Gloomhaven vertex rule): the shortest corner-to-corner segment from a to b whose closed
 * segment touches no occluder, or null. A corner touching a wall line or a wall hex is unusable
 * (Peer#55, #123); that follows from the closed test, since such a corner lies on an occluder.
 */
export function findVertexSightLine(a: Hex, b: Hex, occluders: readonly number[]): LatticeSegment | null {
  const from = usableCorners(a, occluders);
  const to = usableCorners(b, occluders);
  const pairs: { segment: LatticeSegment; length: number }[] = [];
  for (const [x1, y1] of from) {
    for (const [x2, y2] of to) {
      // Length in real space (lattice y is scaled by 2/sqrt(3)), only used to order candidates.
      const length = (x2 - x1) ** 2 + 3 * (y2 - y1) ** 2;
      pairs.push({ segment: { x1, y1, x2, y2 }, length });
    }
  }
  pairs.sort((p, q) => p.length - q.length);
  for (const { segment: s } of pairs) {
    if (isSegmentClear(s.x1, s.y1, s.x2, s.y2, occluders)) return s;
  }
  return null;
}

function usableCorners(h: Hex, occluders: readonly number[]): [number, number][] {
  const corners: [number, number][] = [];
  for (let k = 0; k < 6; k++) {
    const x = cornerX(h.q, h.r, k);
    const y = cornerY(h.q, h.r, k);
    if (isSegmentClear(x, y, x, y, occluders)) corners.push([x, y]);
  }
  return corners;
}
