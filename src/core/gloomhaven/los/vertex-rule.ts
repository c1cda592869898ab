import type { Hex } from "../../hex";
import type { LosIndex } from "./occluder-index";
import { CORNER_X, CORNER_Y, cornerX, cornerY } from "./lattice";
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

/**
 * Corner pair 6i + j split into i (corner of a) and j (corner of b) by table: c / 6 is a fraction,
 * a heap number in V8's baseline tier.
 */
const PAIR_A = Int8Array.from({ length: 36 }, (_, c) => Math.floor(c / 6));
const PAIR_B = Int8Array.from({ length: 36 }, (_, c) => c % 6);

/** Offsets b - a up to this far in q and r keep their corner-pair order (33 x 33 orders of 36 bytes). */
const ORDER_REACH = 16;
const orders: (Int8Array | undefined)[] = [];
/**
 * Scratch of {@link pairOrder}: integer keys for the offsets whose orders are kept (small
 * integers: no heap number per read in V8's baseline tier), doubles beyond them.
 */
const PAIR_KEYS_NEAR = new Int32Array(36);
const PAIR_KEYS_FAR = new Float64Array(36);

/**
 * The 36 corner pairs 6i + j (corner i of a, corner j of b), shortest first and otherwise in pair
 * order, as {@link findVertexSightLine} sorts them, each given as 8i + j: the lengths depend only
 * on the offset b - a, so the order is computed once per offset.
 */
function pairOrder(dq: number, dr: number): Int8Array {
  const near = dq <= ORDER_REACH && dq >= -ORDER_REACH && dr <= ORDER_REACH && dr >= -ORDER_REACH;
  const slot = (dq + ORDER_REACH) * (2 * ORDER_REACH + 1) + (dr + ORDER_REACH);
  const known = near ? orders[slot] : undefined;
  if (known) return known;
  // Each pair as the key length * 64 + pair, sorted natively: by length, then pair (a stable sort
  // by length, like the witness search's); lengths are integers (V8's baseline tier).
  const keys = near ? PAIR_KEYS_NEAR : PAIR_KEYS_FAR;
  for (let c = 0; c < 36; c++) {
    // cornerX(dq, dr, j) - cornerX(0, 0, i) and likewise for Y, from the tables.
    const i = PAIR_A[c] ?? 0;
    const j = PAIR_B[c] ?? 0;
    const dx = 3 * dq + (CORNER_X[j] ?? 0) - (CORNER_X[i] ?? 0);
    const dy = 2 * dr + dq + (CORNER_Y[j] ?? 0) - (CORNER_Y[i] ?? 0);
    keys[c] = (dx * dx + 3 * dy * dy) * 64 + c;
  }
  keys.sort();
  const order = new Int8Array(36);
  // Each pair stored as 8i + j: corner i of a and j of b by shift and mask, not by table reads.
  for (let n = 0; n < 36; n++) {
    const c = (keys[n] ?? 0) % 64;
    order[n] = 8 * (PAIR_A[c] ?? 0) + (PAIR_B[c] ?? 0);
  }
  if (near) orders[slot] = order;
  return order;
}

/**
 * LOS-2 as a yes/no answer over part of the candidates of {@link findVertexSightLine}: whether one
 * of the usable corner pairs number `from` (inclusive) to `to` (exclusive), counted shortest first,
 * touches no occluder. Without the witness; allocates nothing once the offset's order is known.
 */
export function hasVertexSightLine(
  index: LosIndex,
  a: Hex,
  b: Hex,
  occluders: SegmentBuffer,
  from = 0,
  to = 36,
): boolean {
  const freeA = index.freeCorners(a.q, a.r);
  const freeB = index.freeCorners(b.q, b.r);
  if (freeA === 0 || freeB === 0) return false;
  const order = pairOrder(b.q - a.q, b.r - a.r);
  // Corner coordinates from the tables, not cornerX/cornerY (V8's baseline tier: calls cost).
  const ax = 3 * a.q;
  const ay = 2 * a.r + a.q;
  const bx = 3 * b.q;
  const by = 2 * b.r + b.q;
  let usable = 0;
  for (let n = 0; n < 36 && usable < to; n++) {
    const pair = order[n] ?? 0;
    const i = pair >> 3;
    const j = pair & 7;
    if ((freeA & (1 << i)) === 0 || (freeB & (1 << j)) === 0) continue;
    if (usable++ < from) continue;
    if (
      isSegmentClear(
        ax + (CORNER_X[i] ?? 0),
        ay + (CORNER_Y[i] ?? 0),
        bx + (CORNER_X[j] ?? 0),
        by + (CORNER_Y[j] ?? 0),
        occluders,
      )
    )
      return true;
  }
  return false;
}
