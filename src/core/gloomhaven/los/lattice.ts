import type { Point } from "../../hex";

/*
 * Integer "lattice" coordinates for line of sight (IMP-4): the affine image X = 2x, Y = 2y/sqrt(3)
 * of the flat-top unit layout (src/core/hex/geometry). Every hex corner gets integer coordinates,
 * and an affine map keeps incidence, so touching and collinearity are decided exactly.
 */

/** Corner k's offset from the centre, in lattice units (corner k sits at 60k degrees, BM-1). */
export const CORNER_X = [2, 1, -1, -2, -1, 1] as const;
export const CORNER_Y = [0, 1, 1, 0, -1, -1] as const;

const HALF_SQRT3 = Math.sqrt(3) / 2;

/** Lattice X of corner k (0..5) of hex (q, r) (IMP-4 exact corners). */
export function cornerX(q: number, r: number, k: number): number {
  void r;
  return 3 * q + (CORNER_X[k % 6] ?? 0);
}

/** Lattice Y of corner k (0..5) of hex (q, r) (IMP-4 exact corners). */
export function cornerY(q: number, r: number, k: number): number {
  return 2 * r + q + (CORNER_Y[k % 6] ?? 0);
}

/** Converts lattice coordinates back to the flat-top unit layout. */
export function latticeToPoint(x: number, y: number): Point {
  return { x: x / 2, y: y * HALF_SQRT3 };
}

/** The z component of the cross product (ax, ay) x (bx, by). */
export function cross(ax: number, ay: number, bx: number, by: number): number {
  return ax * by - ay * bx;
}
