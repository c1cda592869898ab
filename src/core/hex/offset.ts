import type { Hex } from "./hex";

/**
 * The four offset layouts Foundry's hex grids use (CONST.GRID_TYPES HEXODDR 2, HEXEVENR 3 are
 * pointy-topped rows; HEXODDQ 4, HEXEVENQ 5 are flat-topped columns). Offsets are Foundry's
 * `{i: row, j: column}`. The axial result does not depend on orientation: both orientations give
 * the same neighbour topology, and the core's geometry is orientation-independent (BM-1).
 */
export type OffsetLayout = "odd-r" | "even-r" | "odd-q" | "even-q";

export interface Offset {
  /** Row. */
  readonly i: number;
  /** Column. */
  readonly j: number;
}

/** Converts an offset position in the given layout to axial coordinates. */
export function offsetToAxial(o: Offset, layout: OffsetLayout): Hex {
  const { i: row, j: col } = o;
  switch (layout) {
    case "odd-r":
      return { q: col - (row - (row & 1)) / 2, r: row };
    case "even-r":
      return { q: col - (row + (row & 1)) / 2, r: row };
    case "odd-q":
      return { q: col, r: row - (col - (col & 1)) / 2 };
    case "even-q":
      return { q: col, r: row - (col + (col & 1)) / 2 };
  }
}

/** Converts axial coordinates back to an offset position in the given layout. */
export function axialToOffset(h: Hex, layout: OffsetLayout): Offset {
  switch (layout) {
    case "odd-r":
      return { i: h.r, j: h.q + (h.r - (h.r & 1)) / 2 };
    case "even-r":
      return { i: h.r, j: h.q + (h.r + (h.r & 1)) / 2 };
    case "odd-q":
      return { i: h.r + (h.q - (h.q & 1)) / 2, j: h.q };
    case "even-q":
      return { i: h.r + (h.q + (h.q & 1)) / 2, j: h.q };
  }
}
