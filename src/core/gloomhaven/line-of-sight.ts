import type { Hex, Point } from "../hex";
import type { Board } from "./model";

/** Whether `to` is in line of sight from `from` (LOS-1: symmetric). */
export type LineOfSight = (from: Hex, to: Hex) => boolean;

/** Builds a line-of-sight test for one board under the vertex (LOS-2) or any-point (LOS-3..5) rule; memoised by unordered hex pair. */
export function createLineOfSight(board: Board, rule: "vertex" | "any-point"): LineOfSight {
  void board;
  void rule;
  // Placeholder: replaced by the exact implementation (LOS-2..LOS-5).
  return () => true;
}

/** A witness segment for drawing LOS (LOS-2/LOS-3): endpoints in the flat-top unit layout, or null when there is no LOS. */
export function findSightLine(
  board: Board,
  from: Hex,
  to: Hex,
  rule: "vertex" | "any-point",
): { from: Point; to: Point } | null {
  void board;
  void rule;
  void from;
  void to;
  return null;
}
