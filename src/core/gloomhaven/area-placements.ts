import { compareHex, hexKey, type Hex } from "../hex";
import type { AreaShapes } from "./area";
import type { Enemy, TurnContext } from "./turn-context";

/** One placement of an area pattern: its hexes and their nodes (-1 for void). */
export interface Placement {
  readonly hexes: readonly Hex[];
  readonly nodes: readonly number[];
}

/** AF-2: the melee area in each orientation around the attacker's end hex. */
export function meleePlacements(ctx: TurnContext, node: number): Placement[] {
  const at = ctx.board.hexes[node]!;
  return ctx.attack.area!.shapes.map((shape) => {
    const hexes = shape.map((o) => ({ q: at.q + o.q, r: at.r + o.r }));
    return { hexes, nodes: hexes.map((h) => ctx.board.indexOf(h)) };
  });
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
}

const shapeClasses = new WeakMap<AreaShapes, ShapeClasses>();

function classesOf(area: AreaShapes): ShapeClasses {
  let known = shapeClasses.get(area);
  if (known === undefined) {
    const ids = new Map<string, number>();
    const count = area.shapes.length;
    known = { classOf: new Int32Array(count), lowQ: new Int32Array(count), lowR: new Int32Array(count) };
    area.shapes.forEach((shape, i) => {
      const low = shape.reduce((m, h) => (compareHex(h, m) < 0 ? h : m), shape[0] ?? { q: 0, r: 0 });
      const key = shape
        .map((h) => hexKey({ q: h.q - low.q, r: h.r - low.r }))
        .sort()
        .join(";");
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      known!.classOf[i] = id;
      known!.lowQ[i] = low.q;
      known!.lowR[i] = low.r;
    });
    shapeClasses.set(area, known);
  }
  return known;
}

/** AF-3, IMP-2: every distinct ranged placement putting a red hex on some heeded enemy. */
export function rangedPlacements(ctx: TurnContext, heeded: readonly Enemy[]): Placement[] {
  const area = ctx.attack.area!;
  const { classOf, lowQ, lowR } = classesOf(area);
  // A placement is identified by its shape class and where its lowest hex lands (no string keys).
  const seen = new Set<number>();
  const placements: Placement[] = [];
  for (const enemy of heeded) {
    const at = ctx.board.hexes[enemy.node]!;
    area.shapes.forEach((shape, i) => {
      const id = (classOf[i]! * 0x10000 + (lowQ[i]! + at.q + 0x8000)) * 0x10000 + (lowR[i]! + at.r + 0x8000);
      if (seen.has(id)) return;
      seen.add(id);
      const hexes = shape.map((o) => ({ q: at.q + o.q, r: at.r + o.r }));
      placements.push({ hexes, nodes: hexes.map((h) => ctx.board.indexOf(h)) });
    });
  }
  return placements;
}

/** AF-3: some hex of the placement is within range (not inside a wall unless the rule set allows it). */
export function anchoredInRange(ctx: TurnContext, node: number, placement: Placement): boolean {
  const { board, attack } = ctx;
  const distance = ctx.range.from(node, attack.range);
  for (const target of placement.nodes) {
    if (target < 0) continue;
    if (!board.wall[target]) {
      if (distance[target]! <= attack.range) return true;
    } else if (ctx.rules.areaAnchorMayBeWallHex) {
      for (let d = 0; d < 6; d++) {
        const next = board.neighbours[target * 6 + d]!;
        if (
          next >= 0 &&
          !board.wall[next] &&
          !board.wallLine[target * 6 + d] &&
          distance[next]! < attack.range
        )
          return true;
      }
    }
  }
  return false;
}
