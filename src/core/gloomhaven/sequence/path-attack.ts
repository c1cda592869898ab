import type { Hex } from "../../hex";
import { DIFFICULT, OBSTACLE } from "../compiled-board";
import { hopDistances } from "../hop-search";
import { hexOfNode } from "../node-hex";
import type { RuleSet } from "../rule-sets";
import type { TurnContext } from "../turn-context";
import type { SequenceTurn } from "./abilities";
import { advance, withFiguresAt, type Branch } from "./branch";
import { linkTable } from "./linked-search";
import { stepAction, stepTurn } from "./step-turn";
import type { AttackStep } from "./steps";

/** Target sets kept per hex (bounded memory on any board; real paths give a handful). */
const MAX_SETS = 256;

const noAttack = (branch: Branch): Branch[] => [
  advance(branch, {
    kind: "path-attack",
    targets: [],
    attacks: [],
    disadvantaged: [],
    attacksEach: 1,
    areaPlacements: [],
  }),
];

/**
 * SQ-10 (S6): every enemy in, or adjacent (RG-4) to, a hex entered by the move just before —
 * over every path with the move's optimal label to its end hex (each a players' choice, IMP-S2:
 * the equal-label paths form a DAG, walked once with the target sets each prefix collects). A hex
 * a jump passes over is entered (ruling SQ-10.4); no range or sight test (SQ-10.5). No move, no attack.
 */
export function pathAttackSteps(turn: SequenceTurn, rules: RuleSet, branch: Branch, index: number): Branch[] {
  const ability = turn.abilities[index - 1];
  const moved = branch.steps[index - 1];
  if (ability?.kind !== "move" || moved?.kind !== "move" || moved.path.length < 2) return noAttack(branch);
  const start = moved.path[0] as Hex;
  const before = withFiguresAt(branch.scenario, new Map([[branch.scenario.activeId, start]]));
  const { ctx } = stepTurn(
    before,
    stepAction(turn.mover, ability.move, ability.mode, null),
    rules,
    turn.links,
  );
  const end = ctx.board.indexOf(moved.destination);
  const predecessors = predecessorsOf(ctx, linkTable(ctx, turn.links));
  if (predecessors === null || end < 0) return noAttack(branch);
  const hits = hitsPerNode(ctx);
  // Target sets (as sorted ordinal lists) reaching each node, with one path each, from the start.
  const memo = new Map<number, Map<string, number[]>>();
  const collect = (node: number): Map<string, number[]> => {
    const known = memo.get(node);
    if (known !== undefined) return known;
    const sets = new Map<string, number[]>();
    if (node === ctx.mover.start) sets.set("", [node]);
    else
      for (const from of predecessors(node))
        for (const [key, path] of collect(from)) {
          const ordinals = new Set(key === "" ? [] : key.split(",").map(Number));
          for (const o of hits[node] ?? []) ordinals.add(o);
          const id = [...ordinals].sort((a, b) => a - b).join(",");
          if (!sets.has(id) && sets.size < MAX_SETS) sets.set(id, [...path, node]);
        }
    memo.set(node, sets);
    return sets;
  };
  const branches: Branch[] = [];
  for (const [key, path] of collect(end)) {
    const ordinals = key === "" ? [] : key.split(",").map(Number);
    const enemies = ordinals.map((o) => ctx.enemies[o]).filter((e) => e !== undefined);
    const step: AttackStep = {
      kind: "path-attack",
      targets: enemies.map((e) => e.figure.id),
      attacks: enemies.map((e) => e.figure.at),
      disadvantaged: [],
      attacksEach: 1,
      areaPlacements: [],
      path: path.map((n) => hexOfNode(ctx.board, n)),
    };
    branches.push(advance(branch, step));
  }
  return branches.length > 0 ? branches : noAttack(branch);
}

/**
 * The steps into a node that lie on some best path to it (MV-4): a prefix of a best path is a best
 * path, so u → v is on one exactly when label(u) + step = label(v). Walking: by the forward labels;
 * jumping and flying: shortest hops. Null for a teleport (it enters no hexes). A walking step
 * through a link (LH-1) is one too when its labels fit: it leaves a hex a figure may stand on or
 * pass (or the start) and costs what entering its far end costs, as in the linked search.
 */
function predecessorsOf(ctx: TurnContext, links: Map<number, number[]>): ((node: number) => number[]) | null {
  const { board, mover } = ctx;
  const { neighbours, wallLine, wall, terrain } = board;
  if (mover.locomotion === "teleport") return null;
  if (mover.locomotion !== "walk") {
    const hops = hopDistances(mover, mover.start);
    return (v) => {
      const out: number[] = [];
      for (let d = 0; d < 6; d++) {
        const u = neighbours[v * 6 + d] ?? -1;
        if (u < 0 || wallLine[v * 6 + d] || wall[u] || (hops[u] ?? 0) + 1 !== hops[v]) continue;
        out.push(u);
      }
      return out;
    };
  }
  const { negatives, costs } = ctx.search.forward;
  return (v) => {
    const out: number[] = [];
    if (wall[v] || (terrain[v] ?? 0) & OBSTACLE || mover.enemyAt[v]) return out;
    const n = mover.negative[v] ?? 0;
    const c = (terrain[v] ?? 0) & DIFFICULT ? 2 : 1;
    for (let d = 0; d < 6; d++) {
      const u = neighbours[v * 6 + d] ?? -1;
      if (u < 0 || wallLine[v * 6 + d] || (mover.enemyAt[u] && u !== mover.start)) continue;
      if ((negatives[u] ?? 0) + n === negatives[v] && (costs[u] ?? 0) + c === costs[v]) out.push(u);
    }
    const leaves = (u: number): boolean =>
      u === mover.start || (!wall[u] && !((terrain[u] ?? 0) & OBSTACLE) && !mover.enemyAt[u]);
    for (const u of links.get(v) ?? [])
      if (leaves(u) && (negatives[u] ?? 0) + n === negatives[v] && (costs[u] ?? 0) + c === costs[v])
        if (!out.includes(u)) out.push(u);
    return out;
  };
}

/** Per node: the ordinals of the enemies in it or adjacent to it (RG-4: not across a wall line; never through a link, LH-2). */
function hitsPerNode(ctx: TurnContext): number[][] {
  const { board } = ctx;
  const hits: number[][] = Array.from({ length: board.size }, () => []);
  for (const enemy of ctx.enemies) {
    const node = enemy.node;
    if (node < 0) continue;
    hits[node]?.push(enemy.ordinal);
    for (let d = 0; d < 6; d++) {
      const next = board.neighbours[node * 6 + d] ?? -1;
      if (next >= 0 && !board.wallLine[node * 6 + d]) hits[next]?.push(enemy.ordinal);
    }
  }
  return hits;
}
