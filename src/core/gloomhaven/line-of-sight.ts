import { freezeInDev } from "../dev";
import { directionTo, hexCenter, sameHex, type Hex, type Point } from "../hex";
import type { Board } from "./model";
import { losIndexFor, type LosIndex } from "./los/occluder-index";
import { bandsOfJoined, buildBands, chooseCorridor, isCutExactly } from "./los/corridor";
import { latticeToPoint } from "./los/lattice";
import { findNeighbourSightLine, neighbourSightSide } from "./los/neighbour-rule";
import { LosScratch } from "./los/scratch";
import { isSegmentClear } from "./los/segments";
import { findVertexSightLine, hasVertexSightLine } from "./los/vertex-rule";
import { findSquareWindow } from "./los/window-sweep";

/** Whether `to` is in line of sight from `from` (LOS-1: symmetric). */
export type LineOfSight = (from: Hex, to: Hex) => boolean;

/** Which line-of-sight rule a rule set uses: corner to corner (LOS-2, GH) or any point (LOS-3, FH/JotL). */
export type LosRule = "vertex" | "any-point";

/** A drawable sight line in the flat-top unit layout of src/core/hex/geometry. */
export interface SightLine {
  readonly from: Point;
  readonly to: Point;
}

/**
 * Working storage shared by every query: a query runs to its end without calling out, so one set
 * serves all boards, and a test made for a small board does not allocate its own.
 */
const SCRATCH = new LosScratch();

/**
 * Builds a line-of-sight test for one board under the vertex (LOS-2) or any-point (LOS-3..LOS-5)
 * rule. The board is indexed once (shared per board object); answers are memoised by unordered pair.
 */
export function createLineOfSight(board: Board, rule: LosRule): LineOfSight {
  const index = losIndexFor(freezeInDev(board));
  const test = createSightTest(board, rule);
  const memo = new Map<number | string, boolean>();
  return (from, to) => {
    const i = index.cellOf(from);
    const j = index.cellOf(to);
    // Cells of the indexed area give a numeric key; hexes beyond it (rare) a string key.
    const key =
      i >= 0 && j >= 0
        ? Math.min(i, j) * index.cellCount + Math.max(i, j)
        : [from, to]
            .map((h) => `${h.q},${h.r}`)
            .sort()
            .join("|");
    let seen = memo.get(key);
    if (seen === undefined) {
      seen = test(from, to);
      memo.set(key, seen);
    }
    return seen;
  };
}

/**
 * {@link createLineOfSight} without its memo, for callers that keep their own (the node sight
 * table): every call computes the answer afresh.
 */
export function createSightTest(board: Board, rule: LosRule): LineOfSight {
  const index = losIndexFor(freezeInDev(board));
  return (from, to) => sees(index, from, to, rule, SCRATCH);
}

/** A witness sight line from `from` to `to` for drawing (LOS-2 shortest corner pair; LOS-3 the widest window), or null without LOS. */
export function findSightLine(board: Board, from: Hex, to: Hex, rule: LosRule): SightLine | null {
  return findSight(losIndexFor(freezeInDev(board)), from, to, rule, true, SCRATCH);
}

/** Vertex rule: how many corner pairs (shortest first) are tried before looking for a cut corridor. */
const QUICK_CORNER_PAIRS = 2;

/** LOS-1..LOS-5 for one pair as a yes/no answer: {@link findSight} without building witness lines. */
function sees(index: LosIndex, a: Hex, b: Hex, rule: LosRule, scratch: LosScratch): boolean {
  if (index.isBlocker(a.q, a.r) || index.isBlocker(b.q, b.r)) return false;
  if (a.q === b.q && a.r === b.r) return true;
  const dir = directionTo(a, b);
  if (dir !== undefined) {
    if (rule === "any-point") return neighbourSightSide(index, a, dir) !== null;
    // Vertex rule, neighbours: a corner they share (corners dir and dir + 1 of a) that no occluder
    // touches is a clear corner-to-corner line of length 0, the first pair the search below
    // would try (no occluders to collect for it).
    if ((index.freeCorners(a.q, a.r) & ((1 << dir) | (1 << (dir === 5 ? 0 : dir + 1)))) !== 0) return true;
  }
  const occluders = scratch.segments;
  index.collectOccluders(a, b, occluders, true);
  // Every occluder touching the hull is collected, including every edge meeting a corner of a or
  // b: with none, every corner is free and every corner-to-corner line clear (either rule).
  if (occluders.count === 0) return true;
  if (rule === "vertex") {
    if (hasVertexSightLine(index, a, b, occluders, 0, QUICK_CORNER_PAIRS)) return true;
    // A corner-to-corner line is also an any-point line: when one band of occluders cuts the whole
    // LOS-5 corridor (hexes at least 2 apart), none of the remaining corner pairs can be clear.
    const dq = b.q - a.q;
    const dr = b.r - a.r;
    if (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr) >= 4) {
      // Decided on integers, without the bands' lines (V8's baseline tier).
      if (isCutExactly(chooseCorridor(a, b), occluders, scratch.vertices, scratch.points)) return false;
    }
    return hasVertexSightLine(index, a, b, occluders, QUICK_CORNER_PAIRS);
  }
  // A centre-to-centre line touching no occluder is itself a sight line, with open lines all
  // around it (the occluders are closed segments): the common visible case needs no sweep.
  if (isSegmentClear(3 * a.q, 2 * a.r + a.q, 3 * b.q, 2 * b.r + b.q, occluders)) return true;
  const corridor = chooseCorridor(a, b);
  // Most pairs that get this far are cut by one band: that is decided on integers first, without
  // the bands' lines the sweep needs (V8's baseline tier: a fraction allocates).
  if (isCutExactly(corridor, occluders, scratch.vertices, scratch.points)) return false;
  const bands = bandsOfJoined(corridor, scratch.points, scratch.bands);
  return findSquareWindow(corridor, bands, "first", scratch.sweep) !== null;
}

/**
 * LOS-1..LOS-5 for one pair. A hex that itself blocks (wall hex, or void when it blocks) sees
 * nothing; any other hex sees itself.
 */
function findSight(
  index: LosIndex,
  a: Hex,
  b: Hex,
  rule: LosRule,
  widest: boolean,
  scratch: LosScratch,
): SightLine | null {
  const occluders = scratch.segments;
  if (index.isBlocker(a.q, a.r) || index.isBlocker(b.q, b.r)) return null;
  if (sameHex(a, b)) return centreLine(a, b);
  const dir = directionTo(a, b);
  if (rule === "any-point" && dir !== undefined) return findNeighbourSightLine(index, a, dir);
  index.collectOccluders(a, b, occluders);
  if (rule === "vertex") {
    const s = findVertexSightLine(index, a, b, occluders);
    return s && { from: latticeToPoint(s.x1, s.y1), to: latticeToPoint(s.x2, s.y2) };
  }
  if (occluders.count === 0) return centreLine(a, b);
  const corridor = chooseCorridor(a, b);
  const bands = buildBands(corridor, occluders, scratch.vertices, scratch.points, scratch.bands);
  const window = findSquareWindow(corridor, bands, widest ? "widest" : "first", scratch.sweep);
  if (!window) return null;
  const { a0x, a0y, b0x, b0y, dx, dy } = corridor;
  return {
    from: latticeToPoint(a0x + window.x * dx, a0y + window.x * dy),
    to: latticeToPoint(b0x + window.y * dx, b0y + window.y * dy),
  };
}

function centreLine(a: Hex, b: Hex): SightLine {
  return { from: hexCenter(a), to: hexCenter(b) };
}
