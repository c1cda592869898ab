import type { Hex } from "./hex";

/** Grid distance between two hexes, ignoring walls (the plain hex-grid formula). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
