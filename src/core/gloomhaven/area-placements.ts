import { compareHex, hexDistance, hexKey, type Hex } from "../hex";
import type { AreaShapes } from "./area";
import type { BoardIndex } from "./compiled-board";
import { hexOfNode } from "./node-hex";
import type { Enemy, TurnContext } from "./turn-context";
import { memoisedPerObject } from "../memo";

/** One placement of an area pattern: the shape pinned at a hex, and the nodes it covers (-1 for void). */
export interface Placement {
  readonly at: Hex;
  readonly shape: readonly Hex[];
  /** The index of the shape in its area's shapes. */
  readonly index: number;
  readonly nodes: readonly number[];
  /** The hexes, made on first use by {@link placementHexes}: most placements are never part of an answer. */
  hexes: readonly Hex[] | undefined;
}

/** The hexes of a placement (made once, on first use). */
export function placementHexes(placement: Placement): readonly Hex[] {
  let hexes = placement.hexes;
  if (hexes === undefined) {
    const { at, shape } = placement;
    const made: Hex[] = [];
    for (let k = 0; k < shape.length; k++) {
      const o = shape[k] as Hex;
      made.push({ q: at.q + o.q, r: at.r + o.r });
    }
    placement.hexes = hexes = made;
  }
  return hexes;
}

/** A hex reused to look nodes up without making a hex per lookup (the board's indexOf only reads it). */
const probe = { q: 0, r: 0 };

/** AF-2, AF-3: one oriented shape placed at hex `at` (for melee areas, the attacker's end hex). */
export function placeShape(board: BoardIndex, at: Hex, shape: readonly Hex[], index: number): Placement {
  const nodes: number[] = [];
  for (let k = 0; k < shape.length; k++) {
    const o = shape[k] as Hex;
    probe.q = at.q + o.q;
    probe.r = at.r + o.r;
    nodes.push(board.indexOf(probe));
  }
  return { at, shape, index, nodes, hexes: undefined };
}

/**
 * Each shape as (class, lowest hex): shapes of one class are translations of each other, so the
 * shape S pinned at hex A covers the same hexes as shape T pinned at B exactly when their classes
 * match and their lowest hexes land on the same hex. Computed once per oriented area.
 */
interface ShapeClasses {
  readonly classOf: Int32Array;
  readonly lowQ: Int32Array;
  readonly lowR: Int32Array;
  /** The largest grid distance from the shape's first hex to its others (the same wherever it is placed). */
  readonly radius: Int32Array;
}

const classesOf = memoisedPerObject((area: AreaShapes): ShapeClasses => {
  const ids = new Map<string, number>();
  const count = area.shapes.length;
  const classes = {
    classOf: new Int32Array(count),
    lowQ: new Int32Array(count),
    lowR: new Int32Array(count),
    radius: new Int32Array(count),
  };
  area.shapes.forEach((shape, i) => {
    const low = shape.reduce((m, h) => (compareHex(h, m) < 0 ? h : m), shape[0] ?? { q: 0, r: 0 });
    const key = shape
      .map((h) => hexKey({ q: h.q - low.q, r: h.r - low.r }))
      .sort()
      .join(";");
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    classes.classOf[i] = id;
    classes.lowQ[i] = low.q;
    classes.lowR[i] = low.r;
    const first = shape[0] ?? { q: 0, r: 0 };
    classes.radius[i] = shape.reduce((most, h) => Math.max(most, hexDistance(first, h)), 0);
  });
  return classes;
});

/** The radius of each shape of the area, by index: see {@link ShapeClasses.radius} (computed once per area). */
export function shapeRadii(area: AreaShapes): Int32Array {
  return classesOf(area).radius;
}

/**
 * The placements of an area's shapes pinned at the nodes of a board, by node and shape, made
 * on first use and kept while the board and the area live: the turns on one board (a scene under
 * each rule set, each monster of a group) pin the same shapes on the same enemies.
 */
const pinnedOf = memoisedPerObject(
  (_board: BoardIndex) => new WeakMap<AreaShapes, (Placement | undefined)[][]>(),
);

/** AF-3, IMP-2: every distinct ranged placement putting a red hex on some heeded enemy. */
export function rangedPlacements(ctx: TurnContext, area: AreaShapes, heeded: readonly Enemy[]): Placement[] {
  const { classOf, lowQ, lowR } = classesOf(area);
  // A placement is identified by its shape class and where its lowest hex lands (no string keys).
  const seen = new Set<number>();
  const placements: Placement[] = [];
  // Indexed loops, not for...of and forEach with a callback (V8's baseline tier).
  const shapes = area.shapes;
  const byArea = pinnedOf(ctx.board);
  let pinned = byArea.get(area);
  if (pinned === undefined) byArea.set(area, (pinned = new Array(ctx.board.size)));
  for (let e = 0; e < heeded.length; e++) {
    const node = (heeded[e] as Enemy).node;
    const at = hexOfNode(ctx.board, node);
    const here = (pinned[node] ??= new Array(shapes.length));
    for (let i = 0; i < shapes.length; i++) {
      // i < shapes.length, the length of the class arrays: the reads are in range.
      const id =
        ((classOf[i] ?? 0) * 0x10000 + ((lowQ[i] ?? 0) + at.q + 0x8000)) * 0x10000 +
        ((lowR[i] ?? 0) + at.r + 0x8000);
      if (seen.has(id)) continue;
      seen.add(id);
      placements.push((here[i] ??= placeShape(ctx.board, at, shapes[i] as Hex[], i)));
    }
  }
  return placements;
}

/**
 * AF-3 / DEV-2: some hex of the placement is within range and not a wall hex (in every rule set).
 * `inRange` marks the nodes within range of the attacker (1), one entry per node.
 */
export function anchoredInRange(board: BoardIndex, placement: Placement, inRange: Uint8Array): boolean {
  // An indexed loop: for...of walks the array through its iterator (V8's baseline tier).
  const nodes = placement.nodes;
  for (let k = 0; k < nodes.length; k++) {
    const target = nodes[k] ?? -1;
    if (target >= 0 && !board.wall[target] && inRange[target]) return true;
  }
  return false;
}
