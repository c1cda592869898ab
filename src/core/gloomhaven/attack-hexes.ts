import type { TurnContext, Enemy } from "./turn-context";

/**
 * The nodes from which this attack can reach an enemy, line of sight aside (FO-2, AF-1..AF-4):
 * in range for single targets, covered by some orientation of a melee area, or covered by a
 * ranged area placement that has a hex in range. Memoised per enemy.
 */
export type AttackHexes = (enemy: Enemy) => Uint8Array;

/** Creates the memoised attack-hex test for a turn (FO-2; IMP-2 memoised range). */
export function createAttackHexes(ctx: TurnContext): AttackHexes {
  const cache = new Map<Enemy, Uint8Array>();
  return (enemy) => {
    let marks = cache.get(enemy);
    if (!marks) {
      marks = computeAttackHexes(ctx, enemy);
      cache.set(enemy, marks);
    }
    return marks;
  };
}

function computeAttackHexes(ctx: TurnContext, enemy: Enemy): Uint8Array {
  const { board, attack, range } = ctx;
  const marks = new Uint8Array(board.size);
  const area = attack.area;
  if (!area || attack.singleTargets === "all" || attack.singleTargets > 0) {
    const distance = range.from(enemy.node, attack.range);
    for (let node = 0; node < board.size; node++) if (distance[node]! <= attack.range) marks[node] = 1;
  }
  if (!area) return marks;
  const at = board.hexes[enemy.node]!;
  if (area.melee) {
    for (const offset of area.reach) {
      const node = board.indexOf({ q: at.q - offset.q, r: at.r - offset.r });
      if (node >= 0) marks[node] = 1;
    }
    return marks;
  }
  const sources: [number, number][] = [];
  for (const offset of area.reach) {
    const node = board.indexOf({ q: at.q + offset.q, r: at.r + offset.r });
    if (node < 0) continue;
    if (!board.wall[node]) sources.push([node, 0]);
    else if (ctx.rules.areaAnchorMayBeWallHex) sources.push(...wallAnchorSources(ctx, node));
  }
  const distance = range.fromMany(sources, attack.range);
  for (let node = 0; node < board.size; node++) if (distance[node]! <= attack.range) marks[node] = 1;
  return marks;
}

/** AF-3 [GH] option: range to a wall hex is one more than to its open neighbours not across a wall line. */
export function wallAnchorSources(ctx: TurnContext, wallNode: number): [number, number][] {
  const { board } = ctx;
  const sources: [number, number][] = [];
  for (let d = 0; d < 6; d++) {
    const next = board.neighbours[wallNode * 6 + d]!;
    if (next >= 0 && !board.wall[next] && !board.wallLine[wallNode * 6 + d]) sources.push([next, 1]);
  }
  return sources;
}
