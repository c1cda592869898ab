import { hexDistance, hexKey, neighbour, type Direction, type Hex } from "../../hex";
import { indexBoard, OBSTACLE, type BoardIndex } from "../compiled-board";
import type { Figure, Scenario } from "../model";
import { createRangeOracle } from "../range";
import type { RuleSet } from "../rule-sets";
import { withFiguresAt } from "./branch";
import { MAX_FORCED_VISITS, TooManyOptions } from "./too-many";
import type { ForcedMove } from "./steps";

/** Which way forced movement goes and how far (FM-1). */
export interface Forcing {
  readonly kind: "push" | "pull";
  readonly value: number;
}

/** Whether a side is hostile to another (BM-13): monsters against characters and summons. */
const hostile = (a: Figure, b: Figure): boolean => (a.side === "monster") !== (b.side === "monster");

/**
 * FM-1…FM-3: the hexes one target can end in. Each step enters a neighbour farther from (push)
 * or closer to (pull) the monster by range (RG-1), never across a wall line, into a wall,
 * obstacle or void, or onto a figure hostile to the target; allies are passed, never ended on.
 * [GH][JotL] the players choose every step and may choose a blocked direction, which ends it
 * (FM-2); [FH] only the paths that move it the most hexes (FM-3). A step never uses a link (LH-8).
 */
function forcedEnds(scenario: Scenario, rules: RuleSet, target: Figure, forcing: Forcing): Hex[] {
  const board = indexBoard(scenario.board);
  const monster = scenario.figures.find((f) => f.id === scenario.activeId);
  const from = board.indexOf(target.at);
  if (monster === undefined || from < 0) return [target.at];
  const distance = createRangeOracle(board).from(board.indexOf(monster.at), board.size);
  const blocked = new Uint8Array(board.size);
  const occupied = new Uint8Array(board.size);
  for (const f of scenario.figures) {
    if (f.id === target.id) continue;
    const node = board.indexOf(f.at);
    if (node < 0) continue;
    occupied[node] = 1;
    if (hostile(f, target)) blocked[node] = 1;
  }
  const maximal = rules.id === "frosthaven";
  const ends = new Map<number, number>();
  // A state's results depend on its hex and the steps left only: each is visited once (the paths
  // themselves can be exponentially many).
  const seen = new Set<number>();
  const visit = (node: number, left: number, moved: number): void => {
    const state = node * (forcing.value + 1) + left;
    if (seen.has(state)) return;
    seen.add(state);
    let open = false;
    let blockedDirection = false;
    if (left > 0) {
      for (const next of steps(board, node, distance, forcing.kind, monster.at)) {
        if (next < 0 || blocked[next] || (left === 1 && occupied[next])) {
          blockedDirection = true;
          continue;
        }
        open = true;
        visit(next, left - 1, moved + 1);
      }
    }
    const stops = !open || (!maximal && blockedDirection);
    if (stops && !occupied[node]) ends.set(node, Math.max(ends.get(node) ?? 0, moved));
  };
  visit(from, forcing.value, 0);
  const most = Math.max(0, ...ends.values());
  const nodes = [...ends].filter(([, moved]) => !maximal || moved === most).map(([node]) => node);
  return nodes.length === 0 ? [target.at] : nodes.map((n) => board.hexes[n] ?? target.at);
}

/**
 * The neighbours one step of forced movement may aim at (FM-1): farther from (closer to) the
 * monster; -1 for a direction that leads there but cannot be entered (wall line, wall, obstacle,
 * void: a blocked direction).
 */
function steps(
  board: BoardIndex,
  node: number,
  distance: Int32Array,
  kind: Forcing["kind"],
  monster: Hex,
): number[] {
  const here = distance[node] ?? 0;
  const at = board.hexes[node] ?? monster;
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const next = board.neighbours[node * 6 + d] ?? -1;
    if (next < 0 || board.wall[next]) {
      // Void and wall hexes have no range: farther or closer on the map, and blocked.
      const beyond = neighbour(at, d as Direction);
      const farther = hexDistance(monster, beyond) > hexDistance(monster, at);
      if (farther === (kind === "push")) out.push(-1);
      continue;
    }
    const there = distance[next] ?? 0;
    if (kind === "push" ? there <= here : there >= here) continue;
    const closed = board.wallLine[node * 6 + d] || (board.terrain[next] ?? 0) & OBSTACLE;
    out.push(closed ? -1 : next);
  }
  return out;
}

/**
 * FM-4: every target pushed or pulled in turn, in each order the players may choose, each on the
 * board the ones before it leave; one result per distinct set of end hexes.
 */
export function forceAll(
  scenario: Scenario,
  rules: RuleSet,
  targets: readonly string[],
  forcing: Forcing,
): { readonly scenario: Scenario; readonly moved: ForcedMove[] }[] {
  const results = new Map<string, { scenario: Scenario; moved: ForcedMove[] }>();
  let visits = 0;
  const walk = (now: Scenario, left: readonly string[], moved: ForcedMove[]): void => {
    if (++visits > MAX_FORCED_VISITS) throw new TooManyOptions();
    if (left.length === 0) {
      const key = moved
        .map((m) => `${m.figureId}>${hexKey(m.to)}`)
        .sort()
        .join(";");
      if (!results.has(key)) results.set(key, { scenario: now, moved });
      return;
    }
    for (let i = 0; i < left.length; i++) {
      const id = left[i] as string;
      const target = now.figures.find((f) => f.id === id);
      if (target === undefined) continue;
      const rest = left.filter((_, k) => k !== i);
      for (const to of forcedEnds(now, rules, target, forcing))
        walk(withFiguresAt(now, new Map([[id, to]])), rest, [
          ...moved,
          { figureId: id, from: target.at, to },
        ]);
    }
  };
  // Beyond five targets the players' orders are too many to list: the given order only.
  if (targets.length > 5) {
    let now = scenario;
    const moved: ForcedMove[] = [];
    for (const id of targets) {
      const target = now.figures.find((f) => f.id === id);
      const to = target === undefined ? undefined : forcedEnds(now, rules, target, forcing)[0];
      if (target === undefined || to === undefined) continue;
      moved.push({ figureId: id, from: target.at, to });
      now = withFiguresAt(now, new Map([[id, to]]));
    }
    return [{ scenario: now, moved }];
  }
  walk(scenario, targets, []);
  return [...results.values()];
}
