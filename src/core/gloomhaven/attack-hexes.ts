import type { Hex } from "../hex";
import { hexOfNode } from "./node-hex";
import type { AreaShapes } from "./area";
import type { BoardIndex } from "./compiled-board";
import type { TurnContext, Enemy } from "./turn-context";

/**
 * The nodes from which this attack can reach an enemy, line of sight aside (FO-2, AF-1..AF-4):
 * in range for single targets, covered by some orientation of a melee area, or covered by a
 * ranged area placement that has a hex in range. Memoised per enemy.
 */
export type AttackHexes = (enemy: Enemy) => Uint8Array;

/**
 * The attack hexes last marked on each board: they depend on the board, the attack's
 * area, range and single targets, and the enemy's hex only, so the next turn on the board with
 * the same attack (one scenario decided under each edition's rules, a GM editing the move or the
 * figures) reuses them. One attack per board keeps memory flat; the marks are only ever read.
 */
interface BoardMarks {
  readonly area: AreaShapes | null;
  readonly singles: boolean;
  readonly range: number;
  /** Marks by enemy node, made on first use. */
  readonly byNode: (Uint8Array | undefined)[];
}

const lastMarks = new WeakMap<BoardIndex, BoardMarks>();

/** Creates the memoised attack-hex test for a turn (FO-2; IMP-2 memoised range). */
export function createAttackHexes(ctx: TurnContext): AttackHexes {
  const { board, attack } = ctx;
  const area = attack.area;
  const singles = !area || attack.singleTargets === "all" || attack.singleTargets > 0;
  let known = lastMarks.get(board);
  if (known?.area !== area || known.singles !== singles || known.range !== attack.range) {
    known = { area, singles, range: attack.range, byNode: new Array<Uint8Array | undefined>(board.size) };
    lastMarks.set(board, known);
  }
  const byNode = known.byNode;
  return (enemy) => {
    const node = enemy.node;
    if (node < 0 || node >= board.size) return computeAttackHexes(ctx, enemy, new Uint8Array(board.size));
    let marks = byNode[node];
    if (marks === undefined) {
      marks = computeAttackHexes(ctx, enemy, new Uint8Array(board.size));
      byNode[node] = marks;
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

/** Marks the listed nodes (an indexed loop: for...of walks a typed array through its iterator, slow in V8's baseline tier). */
function mark(marks: Uint8Array, nodes: Int32Array): void {
  for (let i = 0; i < nodes.length; i++) marks[nodes[i] ?? 0] = 1;
}
