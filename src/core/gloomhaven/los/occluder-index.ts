import { directionTo, HexBounds, type Hex } from "../../hex";
import type { Board } from "../model";
import type { SegmentBuffer } from "./segment-buffer";
import { memoisedPerObject } from "../../memo";

/** Axial neighbour offsets by direction (BM-1), unpacked for the hot loops below. */
const DQ = [1, 0, -1, -1, 0, 1] as const;
const DR = [0, 1, 1, 0, -1, -1] as const;
const MARGIN = 2;

/**
 * A board prepared once for line of sight (BM-2..BM-4, LOS-1): which hexes block as closed
 * hexagons (wall hexes, and void hexes when `voidBlocksLos`), and which hex edges are occluders.
 * A segment that starts outside every blocking hex can only reach one through its border, so the
 * occluders are the thin walls plus the border edges between a blocking and a non-blocking hex.
 */
export interface LosIndex {
  /** Whether a hex blocks line of sight as a closed hexagon (BM-2, BM-3). */
  isBlocker(q: number, r: number): boolean;
  /** Whether edge d (0..5) of hex (q, r) is an occluder: a wall line or the border of a blocking hex (BM-4). */
  isEdgeOccluder(q: number, r: number, d: number): boolean;
  /** Whether corner k of hex (q, r) touches no occluder: none of the three edges meeting there is one (LOS-2). */
  isCornerFree(q: number, r: number, k: number): boolean;
  /** The free corners of hex (q, r) as bits 0..5 ({@link isCornerFree} for each k), remembered per cell. */
  freeCorners(q: number, r: number): number;
  /**
   * Fills `out` (as x1, y1, x2, y2 lattice coordinates) with every occluder that can touch the
   * convex hull of hexes a and b: every occluding edge of the hexes near it, or with `edgesNear`
   * only the edges whose midpoint is near enough (fewer, the same answers; the witness search keeps
   * the wider set, since its widest window is chosen among the critical x the occluders make).
   */
  collectOccluders(a: Hex, b: Hex, out: SegmentBuffer, edgesNear?: boolean): void;
  /** A number identifying a hex inside the indexed area, or -1 outside it (for memo keys). */
  cellOf(h: Hex): number;
  /** How many cells `cellOf` distinguishes. */
  readonly cellCount: number;
}

const INDEXES = memoisedPerObject(buildLosIndex);

/** The line-of-sight index of a board, built on first use and shared by later callers (LOS-5 step 4). */
export function losIndexFor(board: Board): LosIndex {
  return INDEXES(board);
}

function buildLosIndex(board: Board): LosIndex {
  // Every hex the board names: its hexes, wall hexes and the hexes of its wall lines.
  const box = new HexBounds().add(board.hexes).add(board.wallHexes);
  const walls = board.thinWalls;
  for (let k = 0; k < walls.length; k++) box.add(walls[k] ?? []);
  let { qMin, qMax, rMin, rMax } = box;
  if (qMin > qMax) [qMin, qMax, rMin, rMax] = [0, 0, 0, 0];
  const q0 = qMin - MARGIN;
  const r0 = rMin - MARGIN;
  const width = qMax - qMin + 2 * MARGIN + 1;
  const height = rMax - rMin + 2 * MARGIN + 1;
  const cellCount = width * height;
  const cellAt = (q: number, r: number): number =>
    q < q0 || r < r0 || q >= q0 + width || r >= r0 + height ? -1 : (q - q0) * height + (r - r0);

  // Whether each cell blocks (BM-2, BM-3): a wall hex, or void when void blocks line of sight.
  const blocks = new Uint8Array(cellCount);
  if (board.voidBlocksLos) {
    blocks.fill(1);
    for (let k = 0; k < board.hexes.length; k++) {
      const h = board.hexes[k];
      if (h !== undefined) blocks[cellAt(h.q, h.r)] = 0;
    }
  }
  // Indexed loops, no for...of or destructuring (V8's baseline tier: a board is indexed per case).
  const wallHexes = board.wallHexes;
  for (let k = 0; k < wallHexes.length; k++) {
    const h = wallHexes[k];
    if (h !== undefined) blocks[cellAt(h.q, h.r)] = 1;
  }
  const isBlocker = (q: number, r: number): boolean => {
    const i = cellAt(q, r);
    return i < 0 ? board.voidBlocksLos : blocks[i] === 1;
  };

  // Thin walls on canonical edges 0..2 of their owning hex; a pair that is not a neighbour pair
  // has no common edge and cannot be a wall line, so it is left out.
  const thin = new Uint8Array(cellCount);
  for (let k = 0; k < walls.length; k++) {
    const wall = walls[k];
    if (wall === undefined) continue;
    const h1 = wall[0];
    const h2 = wall[1];
    const d = directionTo(h1, h2);
    if (d === undefined) continue;
    const i = d < 3 ? cellAt(h1.q, h1.r) : cellAt(h2.q, h2.r);
    thin[i] = (thin[i] ?? 0) | (1 << (d % 3));
  }

  // Each cell's canonical edges 0..2 against its neighbours (a neighbour beyond the indexed area
  // blocks exactly when void does): an edge occludes between a blocking and a non-blocking cell,
  // and on a wall line unless both sides block.
  const outside = board.voidBlocksLos ? 1 : 0;
  const mask = new Uint8Array(cellCount);
  const maskCell = (column: number, row: number): void => {
    const i = column * height + row;
    const here = blocks[i];
    const thinBits = thin[i] ?? 0;
    let bits = 0;
    for (let d = 0; d < 3; d++) {
      const c = column + (DQ[d] ?? 0);
      const r = row + (DR[d] ?? 0);
      const there = c < 0 || r < 0 || c >= width || r >= height ? outside : blocks[c * height + r];
      if (here !== there || ((thinBits & (1 << d)) !== 0 && !(here === 1 && there === 1))) bits |= 1 << d;
    }
    mask[i] = bits;
  };
  // The cells that may have an occluding edge, by number (every cell when void blocks).
  let touched: Int32Array | null = null;
  let touchedCount = 0;
  if (board.voidBlocksLos) {
    for (let column = 0; column < width; column++)
      for (let row = 0; row < height; row++) maskCell(column, row);
  } else {
    // Only wall hexes block, so only they, the cells whose canonical edges touch them and the
    // cells owning a wall line can have an occluding edge: every other cell keeps a mask of 0.
    const list = new Int32Array(4 * wallHexes.length + walls.length);
    touched = list;
    const touch = (q: number, r: number): void => {
      maskCell(q - q0, r - r0);
      list[touchedCount++] = (q - q0) * height + (r - r0);
    };
    for (let k = 0; k < wallHexes.length; k++) {
      const h = wallHexes[k];
      if (h === undefined) continue;
      touch(h.q, h.r);
      for (let d = 0; d < 3; d++) touch(h.q - (DQ[d] ?? 0), h.r - (DR[d] ?? 0));
    }
    for (let k = 0; k < walls.length; k++) {
      const wall = walls[k];
      if (wall === undefined) continue;
      const h1 = wall[0];
      const h2 = wall[1];
      const d = directionTo(h1, h2);
      if (d !== undefined) touch(d < 3 ? h1.q : h2.q, d < 3 ? h1.r : h2.r);
    }
  }

  const isEdgeOccluder = (q: number, r: number, d: number): boolean => {
    const k = ((d % 6) + 6) % 6;
    const i = k < 3 ? cellAt(q, r) : cellAt(q + (DQ[k] ?? 0), r + (DR[k] ?? 0));
    return i >= 0 && ((mask[i] ?? 0) & (1 << (k % 3))) !== 0;
  };

  // The cells with an occluding edge, column by column in row order (compressed rows): a query
  // scans only these, not every cell it could reach. Cells are numbered column by column
  // (cellAt), so cell order is that order. Without blocking void only the touched cells are
  // visited, sorted natively (a cold command-line run: a board is indexed per case, and has
  // a few walls among hundreds of cells); the list has room for every cell, more than it needs.
  const columnStart = new Int32Array(width + 1);
  const occluderRows = new Int32Array(cellCount);
  // Each listed cell's occluding edges (its mask), next to its row: one read less per cell.
  const occluderBits = new Uint8Array(cellCount);
  if (touched === null) {
    for (let column = 0, i = 0, n = 0; column < width; column++) {
      for (let row = 0; row < height; row++, i++) {
        const bits = mask[i] ?? 0;
        if (bits !== 0) {
          occluderBits[n] = bits;
          occluderRows[n++] = row;
        }
      }
      columnStart[column + 1] = n;
    }
  } else {
    touched.subarray(0, touchedCount).sort();
    let column = 0;
    let n = 0;
    for (let k = 0, last = -1; k < touchedCount; k++) {
      const i = touched[k] ?? 0;
      if (i === last) continue;
      last = i;
      const bits = mask[i] ?? 0;
      if (bits === 0) continue;
      // Columns passed on the way end here.
      while (i >= (column + 1) * height) columnStart[++column] = n;
      occluderBits[n] = bits;
      occluderRows[n++] = i - column * height;
    }
    while (column < width) columnStart[++column] = n;
  }
  const occluderCount = columnStart[width] ?? 0;

  // The hot loop below avoids calls (Math.min/max, **, push) per column and edge, and works in
  // the integer lattice (lattice.ts): in a short run it executes in V8's baseline tier, where each
  // call costs more than the arithmetic and every fractional intermediate allocates.
  const collectOccluders = (a: Hex, b: Hex, out: SegmentBuffer, edgesNear = false): void => {
    out.clear();
    // A hex can touch the hull of a and b only if its centre lies within 2 of the segment between
    // their centres (the hull lies within 1 of that segment, a hex within 1 of its centre). In
    // lattice units (X = 2x, Y = 2y/sqrt(3)) a real squared length is (X² + 3Y²) / 4, so "within
    // 2" reads 4·distance² <= 16, compared exactly on integers with the divisions multiplied out.
    const ax = 3 * a.q;
    const ay = 2 * a.r + a.q;
    const ux = 3 * b.q - ax;
    const uy = 2 * b.r + b.q - ay;
    const uu = ux * ux + 3 * uy * uy;
    const spanX = ux < 0 ? 0 - ux : ux;
    const spanY = uy < 0 ? 0 - uy : uy;
    // Products below take one factor from centres measured from a point (ox, oy) below and left
    // of every indexed cell, so that factor is positive: a product of 0 and a negative number is
    // -0, a float that allocates in V8's baseline tier. Dot and cross products with u
    // are then the centre's minus a's: (c - a)·u = c·u - a·u.
    const ox = 3 * q0 - 2;
    const oy = 2 * r0 + q0 - 1;
    const aDot = (ax - ox) * ux + 3 * (ay - oy) * uy;
    const aCross = (ax - ox) * uy - (ay - oy) * ux;
    // mid(d)·u and mid(d) × u for the doubled edge midpoints mid(d) (twice the lattice offsets
    // of the midpoints of edges 0, 1, 2 from the centre: (3, 1), (0, 2), (-3, 1)), as
    // integers (so never -0), in locals: the edge loop below picks them by comparing d, not by
    // table reads (V8's baseline tier: a typed-array read costs more than two comparisons).
    const midDot0 = 3 * ux + 3 * uy;
    const midDot1 = 6 * uy;
    const midDot2 = 3 * uy - 3 * ux;
    const midCross0 = 3 * uy - ux;
    const midCross1 = 0 - 2 * ux;
    const midCross2 = 0 - 3 * uy - ux;
    // Room for every occluding edge of the board at once, so the loop below writes in place.
    out.reserve(3 * occluderCount);
    const data = out.data;
    let count = 0;
    // Loop-invariant products, computed once (V8's baseline tier: fewer bytecodes per cell).
    const uy3 = 3 * uy;
    const uu16 = 16 * uu;
    const uu2 = 2 * uu;
    const uu36 = 36 * uu;
    const qLow = (a.q < b.q ? a.q : b.q) - 1;
    const qHigh = (a.q > b.q ? a.q : b.q) + 1;
    const qFrom = qLow > q0 ? qLow : q0;
    const qTo = qHigh < q0 + width - 1 ? qHigh : q0 + width - 1;
    for (let q = qFrom; q <= qTo; q++) {
      const column = q - q0;
      const end = columnStart[column + 1] ?? 0;
      // Most columns of most boards have no occluding cell at all.
      if (end === columnStart[column]) continue;
      const px = 3 * q - ax;
      // The part of the segment (t in [0, 1], as t·spanX in [from, to]) whose X lies within 4 of
      // this column (real 2), and the rows whose centres lie within Y 3 (> real 2) of its Y range:
      // a superset of the rows the capsule reaches, each tested exactly below.
      let yLow: number;
      let yHigh: number;
      if (spanX === 0) {
        if (px > 4 || px < -4) continue;
        yLow = uy < 0 ? uy : 0;
        yHigh = uy < 0 ? 0 : uy;
      } else {
        const along = ux < 0 ? 0 - px : px;
        const from = along > 4 ? along - 4 : 0;
        const to = along + 4 < spanX ? along + 4 : spanX;
        if (from > to) continue;
        // |Y| at t = from / spanX and to / spanX, rounded outwards by exact integer division.
        const near = from * spanY;
        const far = to * spanY;
        const nearY = (near - (near % spanX)) / spanX;
        const farY = (far + ((spanX - (far % spanX)) % spanX)) / spanX;
        yLow = uy < 0 ? 0 - farY : nearY;
        yHigh = uy < 0 ? 0 - nearY : farY;
      }
      // Y = 2r + q - ay relative to a: rows from ceil((yLow - 3 + ay - q) / 2) to floor((yHigh + 3 + ay - q) / 2).
      const rFrom = 0 - ((q - ay - yLow + 3) >> 1);
      const rTo = (yHigh + 3 + ay - q) >> 1;
      // The column's first listed cell at or below that row (a column lists few cells).
      const row = rFrom - r0;
      let start = columnStart[column] ?? 0;
      while (start < end && (occluderRows[start] ?? 0) < row) start++;
      // Centre X from the origin (>= 2), and its share of the dot and cross products.
      const cx = 3 * q - ox;
      const columnDot = cx * ux - aDot;
      const columnCross = cx * uy - aCross;
      const rowTo = rTo - r0;
      const x = 3 * q;
      for (let n = start; n < end; n++) {
        const listedRow = occluderRows[n] ?? 0;
        if (listedRow > rowTo) break;
        const y = 2 * (r0 + listedRow) + q;
        const cy = y - oy;
        const py = y - ay;
        // Distance from the segment: to an end when the projection falls beyond it, else to the
        // line, where 4·distance²·uu = 3·cross² (cross = p × u in lattice units).
        const dot = columnDot + uy3 * cy;
        const cross = columnCross - cy * ux;
        if (dot <= 0) {
          if (px * px + 3 * py * py > 16) continue;
        } else if (dot >= uu) {
          const ex = px - ux;
          const ey = py - uy;
          if (ex * ex + 3 * ey * ey > 16) continue;
        } else if (3 * cross * cross > uu16) continue;
        const bits = occluderBits[n] ?? 0;
        // Up to 3 edges appended in place below (no call per edge: baseline tier); the
        // loop ends after the cell's last occluding edge (most cells have one or two).
        for (let d = 0, rest = bits; rest !== 0; d++, rest >>= 1) {
          if ((rest & 1) === 0) continue;
          // Edge d's constants, picked by one comparison chain rather than a ternary per use
          // (V8's baseline tier): the doubled midpoint offset mid(d) and its products with
          // u, and the corners d and d + 1 it runs between (CORNER_X/Y 2, 0 → 1, 1 → -1, 1 → -2, 0).
          let midX = 3;
          let midY = 1;
          let midDot = midDot0;
          let midCross = midCross0;
          let x1 = 2;
          let y1 = 0;
          let x2 = 1;
          let y2 = 1;
          if (d === 1) {
            midX = 0;
            midY = 2;
            midDot = midDot1;
            midCross = midCross1;
            x1 = 1;
            y1 = 1;
            x2 = -1;
          } else if (d === 2) {
            midX = -3;
            midDot = midDot2;
            midCross = midCross2;
            x1 = -1;
            y1 = 1;
            x2 = -2;
            y2 = 0;
          }
          if (edgesNear) {
            // The hull of a and b is the centre segment widened by a hexagon of radius 1, so an
            // edge (of length 1) touches it only if its midpoint lies within 1.5 of that segment.
            // Midpoints are half-integral: the same test on the doubled offset m = 2p + mid(d),
            // 4·(2·distance)² <= 36, with m·u = 2·dot + mid·u and m × u = 2·cross + mid × u.
            const mDot = 2 * dot + midDot;
            if (mDot <= 0) {
              const mx = 2 * px + midX;
              const my = 2 * py + midY;
              if (mx * mx + 3 * my * my > 36) continue;
            } else if (mDot >= uu2) {
              const fx = 2 * (px - ux) + midX;
              const fy = 2 * (py - uy) + midY;
              if (fx * fx + 3 * fy * fy > 36) continue;
            } else {
              const mCross = 2 * cross + midCross;
              if (3 * mCross * mCross > uu36) continue;
            }
          }
          const k = 4 * count++;
          data[k] = x + x1;
          data[k + 1] = y + y1;
          data[k + 2] = x + x2;
          data[k + 3] = y + y2;
        }
      }
    }
    out.count = count;
  };

  // Corner k is shared by edges k-1 and k of the hex and by edge k+4 of its neighbour in direction k.
  const isCornerFree = (q: number, r: number, k: number): boolean =>
    !isEdgeOccluder(q, r, k) &&
    !isEdgeOccluder(q, r, k + 5) &&
    !isEdgeOccluder(q + (DQ[k % 6] ?? 0), r + (DR[k % 6] ?? 0), k + 4);

  // Bit 6 marks a cell whose free corners are known (filled on first use: few cells are asked).
  const KNOWN = 1 << 6;
  const cornerBits = new Uint8Array(cellCount);
  const cornersOf = (q: number, r: number): number => {
    let bits = 0;
    for (let k = 0; k < 6; k++) if (isCornerFree(q, r, k)) bits |= 1 << k;
    return bits;
  };
  // cornersOf from the masks of the cell and its six neighbours read once (V8's baseline
  // tier: 18 isEdgeOccluder calls cost more), for a cell whose neighbours are all indexed.
  // Edge d of a hex is bit d of its own mask for d < 3, bit d - 3 of neighbour d's mask else; the
  // third edge at corner k is edge k + 4 of neighbour k.
  const innerCornersOf = (i: number): number => {
    const own = mask[i] ?? 0;
    const m0 = mask[i + height] ?? 0;
    const m2 = mask[i - height + 1] ?? 0;
    const m3 = mask[i - height] ?? 0;
    const m4 = mask[i - 1] ?? 0;
    const m5 = mask[i + height - 1] ?? 0;
    // Bit k: edge k of the hex is an occluder.
    const edges = (own & 7) | ((m3 & 1) << 3) | ((m4 & 2) << 3) | ((m5 & 4) << 3);
    // Bit k: the third edge at corner k (edge k + 4 of neighbour k) is an occluder.
    const spokes =
      ((m5 >> 1) & 1) |
      ((m0 & 4) >> 1) |
      ((m2 & 1) << 2) |
      ((m3 & 2) << 2) |
      ((m4 & 4) << 2) |
      ((m4 & 1) << 5);
    // Corner k meets edges k and k - 1 of the hex and its spoke.
    return ~(edges | ((edges << 1) & 63) | (edges >> 5) | spokes) & 63;
  };
  const freeCorners = (q: number, r: number): number => {
    const column = q - q0;
    const row = r - r0;
    if (column < 1 || row < 1 || column >= width - 1 || row >= height - 1) return cornersOf(q, r);
    const i = column * height + row;
    let bits = cornerBits[i] ?? 0;
    if (bits === 0) cornerBits[i] = bits = innerCornersOf(i) | KNOWN;
    return bits & ~KNOWN;
  };

  const cellOf = (h: Hex): number => cellAt(h.q, h.r);
  return { isBlocker, isEdgeOccluder, isCornerFree, freeCorners, collectOccluders, cellOf, cellCount };
}
