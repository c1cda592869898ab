// Screen geometry of the hex board: the core's flat-topped unit layout (src/core/hex/geometry.ts)
// scaled, y down as on a Foundry scene and in the ability editor's area grid (row 0 at the top). The
// conformance README draws y up: its pictures are this board mirrored, which changes no answer.
import { hexCenter, hexCorner, neighbour, type Direction, type Hex, type Point } from "../../src/core/hex";
import type { HexEditorState } from "./editor-state";
import { cellHex, DEFAULT_COLUMNS, DEFAULT_ROWS, hexRow } from "./editor-state";

/** Pixels per unit (the hex circumradius). */
export const HEX_SIZE = 30;

/** The odd-q cell rectangle drawn for editing: every cell of it can be clicked. */
export interface Frame {
  readonly minColumn: number;
  readonly maxColumn: number;
  readonly minRow: number;
  readonly maxRow: number;
}

/** How many cells beyond the board a figure may stand and still widen the frame. */
const FIGURE_REACH = 2;

/**
 * The frame covering the default rectangle, the board's hexes, and the figures on or next to it; a
 * figure far off the board (a case's mistake, named in the problems) would shrink the board to a
 * speck, so it is left out of the frame.
 */
export function frameOf(state: HexEditorState): Frame {
  const { board, figures } = state.scenario;
  const cells = [...board.hexes, ...board.wallHexes];
  const columns = [0, DEFAULT_COLUMNS - 1, ...cells.map((h) => h.q)];
  const rows = [0, DEFAULT_ROWS - 1, ...cells.map(hexRow)];
  const near = {
    minColumn: Math.min(...columns) - FIGURE_REACH,
    maxColumn: Math.max(...columns) + FIGURE_REACH,
    minRow: Math.min(...rows) - FIGURE_REACH,
    maxRow: Math.max(...rows) + FIGURE_REACH,
  };
  for (const { at } of figures) {
    const row = hexRow(at);
    if (at.q < near.minColumn || at.q > near.maxColumn || row < near.minRow || row > near.maxRow) continue;
    columns.push(at.q);
    rows.push(row);
  }
  return {
    minColumn: Math.min(...columns),
    maxColumn: Math.max(...columns),
    minRow: Math.min(...rows),
    maxRow: Math.max(...rows),
  };
}

/** Every cell of the frame, column by column. */
export function frameHexes(frame: Frame): Hex[] {
  const out: Hex[] = [];
  for (let column = frame.minColumn; column <= frame.maxColumn; column++)
    for (let row = frame.minRow; row <= frame.maxRow; row++) out.push(cellHex(column, row));
  return out;
}

/** A unit-layout point in screen pixels. */
export function toScreen(p: Point): Point {
  return { x: p.x * HEX_SIZE, y: p.y * HEX_SIZE };
}

/** A screen point back in the unit layout. */
export function fromScreen(p: Point): Point {
  return { x: p.x / HEX_SIZE, y: p.y / HEX_SIZE };
}

/** Centre of a hex on screen. */
export function screenCenter(h: Hex): Point {
  return toScreen(hexCenter(h));
}

/** Corner k of a hex on screen. */
export function screenCorner(h: Hex, k: number): Point {
  return toScreen(hexCorner(h, k));
}

/** SVG points attribute of a hex outline, shrunk by `inset` pixels. */
export function hexPoints(h: Hex, inset = 0): string {
  const c = screenCenter(h);
  const scale = (HEX_SIZE - inset) / HEX_SIZE;
  return [0, 1, 2, 3, 4, 5]
    .map((k) => {
      const p = screenCorner(h, k);
      return `${(c.x + (p.x - c.x) * scale).toFixed(2)},${(c.y + (p.y - c.y) * scale).toFixed(2)}`;
    })
    .join(" ");
}

/** The pixel box of the frame with a margin: the SVG viewBox. */
export function frameViewBox(frame: Frame, margin = 8): string {
  const points = frameHexes(frame).flatMap((h) => [0, 1, 2, 3, 4, 5].map((k) => screenCorner(h, k)));
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs) - margin;
  const minY = Math.min(...ys) - margin;
  return `${minX.toFixed(1)} ${minY.toFixed(1)} ${(Math.max(...xs) - minX + margin).toFixed(1)} ${(Math.max(...ys) - minY + margin).toFixed(1)}`;
}

/** The frame cell under a unit-layout point (nearest centre: exact for points inside a hex). */
export function hexAtPoint(p: Point): Hex {
  const qf = p.x / 1.5;
  const rf = p.y / Math.sqrt(3) - qf / 2;
  let q = Math.round(qf);
  let r = Math.round(rf);
  const s = Math.round(-qf - rf);
  const dq = Math.abs(q - qf);
  const dr = Math.abs(r - rf);
  const ds = Math.abs(s - (-qf - rf));
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 }; // + 0 turns -0 into 0
}

/** The edge of hex h nearest a unit-layout point: edge k spans the corners at 60k..60(k+1) degrees. */
export function edgeAtPoint(h: Hex, p: Point): Direction {
  const c = hexCenter(h);
  const degrees = (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;
  return (Math.floor((((degrees % 360) + 360) % 360) / 60) % 6) as Direction;
}

/** The two hexes on either side of edge k of h. */
export function edgeHexes(h: Hex, k: Direction): readonly [Hex, Hex] {
  return [h, neighbour(h, k)];
}
