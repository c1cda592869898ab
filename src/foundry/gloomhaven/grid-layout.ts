import { axialToOffset, neighbours, offsetToAxial, type Hex, type OffsetLayout } from "../../core/hex";
import type { HexOrientation } from "../../view/gloomhaven";
import type { GridOffset, GridPort, PixelPoint } from "./scene-snapshot";

/** CONST.GRID_TYPES of the four hexagonal grids and their offset layouts (foundry.md, core/hex/offset.ts). */
const HEX_GRID_LAYOUTS: Readonly<Record<number, OffsetLayout>> = {
  2: "odd-r",
  3: "even-r",
  4: "odd-q",
  5: "even-q",
};

const ALL_LAYOUTS: readonly OffsetLayout[] = ["odd-r", "even-r", "odd-q", "even-q"];

/** Row/column layouts are pointy-topped; column layouts are flat-topped. */
export function orientationOf(layout: OffsetLayout): HexOrientation {
  return layout.endsWith("-r") ? "pointy" : "flat";
}

function offsetKey(o: GridOffset): string {
  return `${o.i},${o.j}`;
}

/** Whether the layout's neighbours agree with Foundry's own at an offset (the self-check of the conversion). */
function layoutAgrees(grid: GridPort, layout: OffsetLayout, at: GridOffset): boolean {
  const ours = neighbours(offsetToAxial(at, layout))
    .map((h) => offsetKey(axialToOffset(h, layout)))
    .sort();
  const theirs = grid
    .getAdjacentOffsets(at)
    .map((o) => offsetKey({ i: o.i, j: o.j }))
    .sort();
  return ours.length === theirs.length && ours.every((k, n) => k === theirs[n]);
}

/**
 * The offset layout of a hexagonal grid, or null for square and gridless grids. The layout named by
 * the grid type is checked against Foundry's own neighbours at an even and an odd row and column;
 * if Foundry disagrees, the layout that agrees is used (null if none does).
 */
export function detectLayout(grid: GridPort): OffsetLayout | null {
  const expected = HEX_GRID_LAYOUTS[grid.type];
  if (!expected) return null;
  const samples: GridOffset[] = [
    { i: 2, j: 2 },
    { i: 3, j: 3 },
    { i: 2, j: 3 },
    { i: 3, j: 2 },
  ];
  const agrees = (layout: OffsetLayout) => samples.every((s) => layoutAgrees(grid, layout, s));
  if (agrees(expected)) return expected;
  return ALL_LAYOUTS.find(agrees) ?? null;
}

/** Converts between the core's axial hexes and the scene's offsets and pixels (the one coordinate boundary). */
export interface HexGridIndex {
  readonly layout: OffsetLayout;
  readonly orientation: HexOrientation;
  toHex(offset: GridOffset): Hex;
  toOffset(h: Hex): GridOffset;
  hexAt(point: PixelPoint): Hex;
  centerOf(h: Hex): PixelPoint;
  topLeftOf(h: Hex): PixelPoint;
  /** A GM-readable name of a hex: "row 4, column 7" (Foundry's offsets). */
  label(h: Hex): string;
}

/** Builds the coordinate index of a hexagonal grid; `labelOf` formats an offset for the GM. */
export function createHexGridIndex(
  grid: GridPort,
  layout: OffsetLayout,
  labelOf: (offset: GridOffset) => string,
): HexGridIndex {
  // Centres by a numeric key of (q, r) (no string per lookup: boards of thousands of hexes ask often).
  const centres = new Map<number, PixelPoint>();
  const toOffset = (h: Hex) => axialToOffset(h, layout);
  return {
    layout,
    orientation: orientationOf(layout),
    toHex: (offset) => offsetToAxial({ i: offset.i, j: offset.j }, layout),
    toOffset,
    hexAt: (point) => {
      const o = grid.getOffset(point);
      return offsetToAxial({ i: o.i, j: o.j }, layout);
    },
    centerOf: (h) => {
      const key = (h.q + 0x8000) * 0x10000 + (h.r + 0x8000);
      let c = centres.get(key);
      if (!c) {
        const p = grid.getCenterPoint(toOffset(h));
        c = { x: p.x, y: p.y };
        centres.set(key, c);
      }
      return c;
    },
    topLeftOf: (h) => {
      const p = grid.getTopLeftPoint(toOffset(h));
      return { x: p.x, y: p.y };
    },
    label: (h) => labelOf(toOffset(h)),
  };
}
