import type { Hex } from "../hex";
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
  // The turn's enemies share one buffer, a view each, made on first use: creating a typed array
  // costs more than marking it in V8's baseline tier (issue 14). Other enemies get their own.
  const enemies = ctx.enemies;
  const size = ctx.board.size;
  const known: (Uint8Array | undefined)[] = new Array(enemies.length);
  let shared: Uint8Array | undefined;
  const others = new Map<Enemy, Uint8Array>();
  return (enemy) => {
    const i = enemies.indexOf(enemy);
    if (i < 0) {
      let marks = others.get(enemy);
      if (!marks) {
        marks = computeAttackHexes(ctx, enemy, new Uint8Array(size));
        others.set(enemy, marks);
      }
      return marks;
    }
    let marks = known[i];
    if (!marks) {
      shared ??= new Uint8Array(size * enemies.length);
      marks = computeAttackHexes(ctx, enemy, shared.subarray(i * size, (i + 1) * size));
      known[i] = marks;
    }
    return marks;
  };
}

/** A hex reused to look nodes up without making one per lookup (the board's indexOf only reads it). */
const probe = { q: 0, r: 0 };

/** Marks (1) the attack hexes against the enemy in `marks`, all 0 on entry (one entry per node). */
function computeAttackHexes(ctx: TurnContext, enemy: Enemy, marks: Uint8Array): Uint8Array {
  const { board, attack, range } = ctx;
  const area = attack.area;
  const singles = !area || attack.singleTargets === "all" || attack.singleTargets > 0;
  const at = hexOfNode(board, enemy.node);
  if (area && !area.melee) {
    // AF-3 / DEV-2: the in-range hex of a ranged area is never a wall hex (in every rule set).
    const sources: number[] = [];
    const reach = area.reach;
    for (let k = 0; k < reach.length; k++) {
      const offset = reach[k] as Hex;
      probe.q = at.q + offset.q;
      probe.r = at.r + offset.r;
      const node = board.indexOf(probe);
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
    const reach = area.reach;
    for (let k = 0; k < reach.length; k++) {
      const offset = reach[k] as Hex;
      probe.q = at.q - offset.q;
      probe.r = at.r - offset.r;
      const node = board.indexOf(probe);
      if (node >= 0) marks[node] = 1;
    }
  }
  return marks;
}

/** Marks the listed nodes (an indexed loop: for...of walks a typed array through its iterator, slow in V8's baseline tier, issue 14). */
function mark(marks: Uint8Array, nodes: Int32Array): void {
  for (let i = 0; i < nodes.length; i++) marks[nodes[i] ?? 0] = 1;
}
