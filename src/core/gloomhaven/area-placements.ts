import { hexKey, type Hex } from "../hex";
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

/** AF-3, IMP-2: every distinct ranged placement putting a red hex on some heeded enemy. */
export function rangedPlacements(ctx: TurnContext, heeded: readonly Enemy[]): Placement[] {
  const seen = new Set<string>();
  const placements: Placement[] = [];
  for (const enemy of heeded) {
    const at = ctx.board.hexes[enemy.node]!;
    for (const shape of ctx.attack.area!.shapes) {
      const hexes = shape.map((o) => ({ q: at.q + o.q, r: at.r + o.r }));
      const key = hexes.map(hexKey).sort().join(";");
      if (seen.has(key)) continue;
      seen.add(key);
      placements.push({ hexes, nodes: hexes.map((h) => ctx.board.indexOf(h)) });
    }
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
