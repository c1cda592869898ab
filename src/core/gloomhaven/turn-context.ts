import { shapeAttack, type AttackShape } from "./attack-shape";
import { indexBoard, type BoardIndex } from "./compiled-board";
import { findFactions, type Factions } from "./factions";
import { createPathSearch, UNREACHED, type PathSearch } from "./labels";
import type { Labels } from "./path-labels";
import type { Figure, MonsterAction, Scenario } from "./model";
import { createMover, locomotionOf, type Mover } from "./mover";
import { createRangeOracle, type RangeOracle } from "./range";
import type { RuleSet } from "./rule-sets";
import { createNodeSight, type NodeSight } from "./sight";
import { compareTurnOrder } from "./turn-order";

/** A focusable enemy with what the tie-breaks need (FO-3, PL-3). */
export interface Enemy {
  readonly figure: Figure;
  /** Position in {@link TurnContext.enemies}. */
  readonly ordinal: number;
  readonly node: number;
  /** Range from the mover's start hex (RG-3); Infinity when walled off. */
  readonly proximity: number;
  /** Dense rank by (proximity if used, turn order), 0 = best (PL-3). */
  readonly rank: number;
}

/** Everything computed once per monster turn (IMP-1 step 1). */
export interface TurnContext {
  readonly scenario: Scenario;
  readonly rules: RuleSet;
  readonly board: BoardIndex;
  readonly factions: Factions;
  readonly mover: Mover;
  readonly search: PathSearch;
  readonly range: RangeOracle;
  readonly sight: NodeSight;
  readonly attack: AttackShape;
  /** Movement points this turn (IN-2.3: 0 when immobilised). */
  readonly move: number;
  /** Targetable enemies (BM-14), in figure order. */
  readonly enemies: readonly Enemy[];
  /** Legal end hexes with a finite label, sorted by (N, C) (MV-1, MV-4). */
  readonly endNodes: readonly number[];
}

/** Prepares the per-turn tables for a valid scenario (IMP-1 steps 1–3). */
export function createTurnContext(scenario: Scenario, action: MonsterAction, rules: RuleSet): TurnContext {
  const board = indexBoard(scenario.board);
  const factions = findFactions(scenario);
  const { mover, search, endNodes, targetNodes, proximityFromStart } = movementOf(
    board,
    factions,
    action,
    rules,
  );
  const range = createRangeOracle(board);
  const located = factions.targetable.map((figure, ordinal) => {
    const node = targetNodes[ordinal] ?? -1;
    const distance = proximityFromStart[ordinal] ?? UNREACHED;
    return { figure, ordinal, node, proximity: distance >= UNREACHED ? Infinity : distance };
  });
  const enemies = rankEnemies(located, rules.proximityTieBreak);
  const immobile = action.conditions?.immobilized === true;
  return {
    scenario,
    rules,
    board,
    factions,
    mover,
    search,
    range,
    sight: createNodeSight(scenario.board, board, rules.vertexLineOfSight),
    attack: shapeAttack(action),
    move: immobile ? 0 : action.move,
    enemies,
    endNodes,
  };
}

/** A mover with its path searches, end hexes and range to each target, and what they depend on besides the board. */
interface Movement {
  readonly key: string;
  readonly mover: Mover;
  readonly search: PathSearch;
  readonly endNodes: readonly number[];
  /** The targetable enemies' nodes, in figure order (BM-14). */
  readonly targetNodes: readonly number[];
  /** Range from the mover's hex to each of them (RG-3; UNREACHED when walled off). */
  readonly proximityFromStart: readonly number[];
}

/**
 * The last movement prepared on each board. Consecutive decisions often move the same
 * figure from the same hex among the same figures — a GM editing one monster's ability, one
 * scenario decided under each edition's rules — and the searches depend on nothing else, so the
 * next turn reuses them. One entry per board keeps memory flat; the labels are only ever read.
 */
const lastMovement = new WeakMap<BoardIndex, Movement>();

/** The movement of this turn: the board's last one when the keys match, else prepared anew (MV-1..MV-10, RG-3). */
function movementOf(board: BoardIndex, factions: Factions, action: MonsterAction, rules: RuleSet): Movement {
  const key = movementKey(board, factions, action, rules);
  let movement = lastMovement.get(board);
  if (movement?.key !== key) {
    const mover = createMover(board, factions, action, rules);
    const search = createPathSearch(mover);
    const targetNodes = factions.targetable.map((figure) => board.indexOf(figure.at));
    movement = {
      key,
      mover,
      search,
      endNodes:
        search.forwardOrder === null
          ? sortEndNodes(mover.canEnd, search.forward)
          : endNodesIn(mover.canEnd, search.forwardOrder),
      targetNodes,
      proximityFromStart: createRangeOracle(board).distancesTo(mover.start, targetNodes),
    };
    lastMovement.set(board, movement);
  }
  return movement;
}

/**
 * Everything {@link createMover} reads besides the board (MV-1..MV-10, BM-12..BM-14): locomotion,
 * flying, the rule variant of that locomotion, the mover's hex, the enemies' hexes (marked when
 * invisible: not targetable) and the allies' hexes.
 */
function movementKey(board: BoardIndex, factions: Factions, action: MonsterAction, rules: RuleSet): string {
  const locomotion = locomotionOf(action);
  const variant =
    locomotion === "jump"
      ? rules.jumpLandingPaysDifficult
      : locomotion === "teleport" && rules.teleportBlockedByWallLines;
  const start = board.indexOf(factions.mover.at);
  let key = `${locomotion} ${action.flying} ${variant} ${start} enemies`;
  for (const f of factions.enemies) key += ` ${board.indexOf(f.at)}${f.invisible === true ? "i" : ""}`;
  key += " allies";
  for (const f of factions.allies) key += ` ${board.indexOf(f.at)}`;
  return key;
}

type Located = Omit<Enemy, "rank">;

/** Gives enemies dense ranks by (proximity, turn order) or turn order alone (PL-3). */
function rankEnemies(located: readonly Located[], useProximity: boolean): Enemy[] {
  const compare = (a: Located, b: Located): number =>
    (useProximity ? a.proximity - b.proximity || 0 : 0) ||
    compareTurnOrder(a.figure.turnOrder, b.figure.turnOrder);
  // Ranks by ordinal (the position in `located`), objects built field by field: no Map, no spread.
  const ranks: number[] = [];
  const sorted = located.length > 1 ? located.slice().sort(compare) : located;
  let rank = 0;
  for (let i = 0; i < sorted.length; i++) {
    const enemy = sorted[i];
    const previous = sorted[i - 1];
    if (enemy === undefined) continue;
    if (previous !== undefined && compare(previous, enemy) !== 0) rank++;
    ranks[enemy.ordinal] = rank;
  }
  return located.map(({ figure, ordinal, node, proximity }) => ({
    figure,
    ordinal,
    node,
    proximity,
    rank: ranks[ordinal] ?? 0,
  }));
}

/**
 * The legal end hexes with a finite label, sorted by (N, C, node) (MV-1, MV-4). Labels are small
 * non-negative integers, so each end hex becomes one 31-bit number (N, C, node) packed by place
 * value (C below 2 * size + 4, as on any walk), and one native sort of an Int32Array without
 * comparator orders them: fast from the first call in V8's baseline tier. A comparator
 * sorts when a label does not fit (teleports on far-apart hexes, huge boards).
 */
export function sortEndNodes(canEnd: Uint8Array, labels: Labels): number[] {
  const { negatives, costs } = labels;
  const size = canEnd.length;
  const cScale = 2 * size + 4;
  const nLimit = Math.floor(0x7fffffff / size / cScale) - 1;
  const keys = new Int32Array(size);
  let count = 0;
  let packable = true;
  // Label arrays have one entry per node: the reads are in range.
  for (let node = 0; node < size; node++) {
    const n = negatives[node] ?? UNREACHED;
    if (!canEnd[node] || n >= UNREACHED) continue;
    const c = costs[node] ?? 0;
    if (n < 0 || n > nLimit || c < 0 || c >= cScale) packable = false;
    keys[count++] = (n * cScale + c) * size + node;
  }
  if (!packable) return sortEndNodesByComparator(canEnd, labels);
  const sorted = keys.subarray(0, count).sort();
  // An indexed loop into a preallocated array: Array.from would walk the iterator, push calls per node.
  const nodes = new Array<number>(count);
  for (let i = 0; i < count; i++) nodes[i] = (sorted[i] ?? 0) % size;
  return nodes;
}

/** The legal end hexes among reached nodes already sorted by (N, C, node): {@link sortEndNodes} without a sort. */
export function endNodesIn(canEnd: Uint8Array, order: Int32Array): number[] {
  const nodes: number[] = [];
  // An indexed loop: for...of would walk the iterator; the length read once (V8's baseline tier).
  for (let i = 0, count = order.length; i < count; i++) {
    const node = order[i] ?? 0;
    if (canEnd[node]) nodes.push(node);
  }
  return nodes;
}

/** {@link sortEndNodes} with a comparator, for labels too large to pack. */
function sortEndNodesByComparator(canEnd: Uint8Array, { negatives, costs }: Labels): number[] {
  const nodes: number[] = [];
  for (let node = 0; node < canEnd.length; node++)
    if (canEnd[node] && (negatives[node] ?? UNREACHED) < UNREACHED) nodes.push(node);
  return nodes.sort(
    (a, b) => (negatives[a] ?? 0) - (negatives[b] ?? 0) || (costs[a] ?? 0) - (costs[b] ?? 0) || a - b,
  );
}
