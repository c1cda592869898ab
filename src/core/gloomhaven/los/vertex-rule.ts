import type { Hex } from "../../hex";
import type { LosIndex } from "./occluder-index";
import { cornerX, cornerY } from "./lattice";
import type { SegmentBuffer } from "./segment-buffer";
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
 * (Peer#55, #123); the closed test would reject it too, the index just says so at once.
 * The occluder list is reordered (see isSegmentClear).
 */
export function findVertexSightLine(
  index: LosIndex,
  a: Hex,
  b: Hex,
  occluders: SegmentBuffer,
): LatticeSegment | null {
  const candidates: number[] = [];
  const lengths: number[] = [];
  for (let i = 0; i < 6; i++) {
    if (!index.isCornerFree(a.q, a.r, i)) continue;
    for (let j = 0; j < 6; j++) {
      if (!index.isCornerFree(b.q, b.r, j)) continue;
      // Squared length in real space (lattice y is scaled by 2/sqrt(3)), only to order candidates.
      const dx = cornerX(b.q, b.r, j) - cornerX(a.q, a.r, i);
      const dy = cornerY(b.q, b.r, j) - cornerY(a.q, a.r, i);
      lengths[6 * i + j] = dx * dx + 3 * dy * dy;
      candidates.push(6 * i + j);
    }
  }
  candidates.sort((p, q) => (lengths[p] ?? 0) - (lengths[q] ?? 0));
  for (const c of candidates) {
    const s = {
      x1: cornerX(a.q, a.r, Math.floor(c / 6)),
      y1: cornerY(a.q, a.r, Math.floor(c / 6)),
      x2: cornerX(b.q, b.r, c % 6),
      y2: cornerY(b.q, b.r, c % 6),
    };
    if (isSegmentClear(s.x1, s.y1, s.x2, s.y2, occluders)) return s;
  }
  return null;
}

/** Corner-pair candidates of one query (at most 36), reused so the boolean test allocates nothing. */
const candidateScratch = new Int32Array(36);
const lengthScratch = new Float64Array(36);

/**
 * LOS-2 as a yes/no answer: whether some corner-to-corner segment from a to b touches no occluder.
 * The same candidates as {@link findVertexSightLine}, tried shortest first, without building the witness.
 */
export function hasVertexSightLine(index: LosIndex, a: Hex, b: Hex, occluders: SegmentBuffer): boolean {
  const candidates = candidateScratch;
  const lengths = lengthScratch;
  let count = 0;
  let freeB = 0;
  for (let j = 0; j < 6; j++) if (index.isCornerFree(b.q, b.r, j)) freeB |= 1 << j;
  for (let i = 0; i < 6; i++) {
    if (freeB === 0 || !index.isCornerFree(a.q, a.r, i)) continue;
    for (let j = 0; j < 6; j++) {
      if ((freeB & (1 << j)) === 0) continue;
      const dx = cornerX(b.q, b.r, j) - cornerX(a.q, a.r, i);
      const dy = cornerY(b.q, b.r, j) - cornerY(a.q, a.r, i);
      const length = dx * dx + 3 * dy * dy;
      // Insertion sort by length (stable, like the witness search's sort).
      let at = count++;
      while (at > 0 && (lengths[at - 1] ?? 0) > length) {
        lengths[at] = lengths[at - 1] ?? 0;
        candidates[at] = candidates[at - 1] ?? 0;
        at--;
      }
      lengths[at] = length;
      candidates[at] = 6 * i + j;
    }
  }
  for (let n = 0; n < count; n++) {
    const c = candidates[n] ?? 0;
    const i = (c / 6) | 0;
    const j = c % 6;
    if (
      isSegmentClear(
        cornerX(a.q, a.r, i),
        cornerY(a.q, a.r, i),
        cornerX(b.q, b.r, j),
        cornerY(b.q, b.r, j),
        occluders,
      )
    )
      return true;
  }
  return false;
}
