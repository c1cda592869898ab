import { hexOfNode } from "./node-hex";
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
  const singles = !area || attack.singleTargets === "all" || attack.singleTargets > 0;
  const at = hexOfNode(board, enemy.node);
  if (area && !area.melee) {
    // AF-3 / DEV-2: the in-range hex of a ranged area is never a wall hex (in every rule set).
    const sources: number[] = [];
    for (const offset of area.reach) {
      const node = board.indexOf({ q: at.q + offset.q, r: at.r + offset.r });
      if (node >= 0 && !board.wall[node]) sources.push(node);
    }
    // The enemy's hex is itself a source (every ranged shape covers its pin), and then the
    // search from all sources marks the single-target range too.
    if (singles && !sources.includes(enemy.node)) mark(marks, range.within(enemy.node, attack.range));
    mark(marks, range.withinAny(sources, attack.range));
    return marks;
  }
  if (singles) mark(marks, range.within(enemy.node, attack.range));
  if (area) {
    for (const offset of area.reach) {
      const node = board.indexOf({ q: at.q - offset.q, r: at.r - offset.r });
      if (node >= 0) marks[node] = 1;
    }
  }
  return marks;
}

/** Marks the listed nodes (an indexed loop: for...of walks a typed array through its iterator, slow in V8's baseline tier, issue 14). */
function mark(marks: Uint8Array, nodes: Int32Array): void {
  for (let i = 0; i < nodes.length; i++) marks[nodes[i] ?? 0] = 1;
}
