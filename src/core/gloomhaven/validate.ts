import { freezeInDev } from "../dev";
import { hexDistance, type Hex } from "../hex";
import { indexBoard } from "./compiled-board";
import { TERRAIN_KINDS, type Board, type Figure, type MonsterAction, type Scenario } from "./model";
import { formatHex, problem } from "./problems";
import type { Problem } from "./result";
import { memoisedPerObject } from "../memo";

const MOVE_MODES: readonly string[] = ["walk", "jump", "teleport"];

/** Checks a scenario and action, reporting every problem at once (BM-1..BM-15, IN-1); [] when valid. */
export function validateScenario(scenario: Scenario, action: MonsterAction): Problem[] {
  // Every turn starts here: the board contract (never mutated, see Board) is enforced in development.
  freezeInDev(scenario.board);
  const problems = boardProblems(scenario.board).slice();
  validateFigures(scenario, problems);
  validateAction(action, problems);
  return problems;
}

/** The board's own problems: they depend on the board alone, so each (immutable) board is checked once. */
const boardProblems: (board: Board) => readonly Problem[] = memoisedPerObject(validateBoard);

function validateBoard(board: Board): Problem[] {
  const problems: Problem[] = [];
  const index = indexBoard(board);
  const playable = (h: Hex): boolean => {
    const node = index.indexOf(h);
    return node >= 0 && !index.wall[node];
  };
  for (const wall of index.listedAsBoth)
    problems.push(problem("HexWallAndPlayable", { hex: formatHex(wall) }, wall));
  for (const { at, kind } of board.terrain) {
    if (!(TERRAIN_KINDS as readonly string[]).includes(kind)) {
      problems.push(problem("HexTerrainUnknown", { kind: String(kind), hex: formatHex(at) }, at));
    } else if (!playable(at)) {
      problems.push(problem("HexTerrainOffMap", { kind, hex: formatHex(at) }, at));
    }
  }
  for (const [a, b] of board.thinWalls) {
    if (hexDistance(a, b) !== 1) {
      problems.push(problem("HexThinWallNotAdjacent", { from: formatHex(a), to: formatHex(b) }, a));
    }
  }
  return problems;
}

/** Appends the figures' problems (BM-5..BM-15). Indexed loops, a hex put into words only for a problem. */
function validateFigures({ board, figures, activeId }: Scenario, problems: Problem[]): void {
  const index = indexBoard(board);
  const ids = new Set<string>();
  const occupant = new Map<number, string>();
  for (let i = 0; i < figures.length; i++) {
    const figure = figures[i] as Figure;
    const { id, at } = figure;
    const node = index.indexOf(at);
    if (ids.has(id)) problems.push(problem("HexDuplicateFigureId", { figure: id }, at));
    ids.add(id);
    if (node >= 0 && index.wall[node])
      problems.push(problem("HexFigureOnWall", { figure: id, hex: formatHex(at) }, at));
    else if (node < 0) problems.push(problem("HexFigureOffMap", { figure: id, hex: formatHex(at) }, at));
    const other = node >= 0 ? occupant.get(node) : undefined;
    if (other !== undefined) {
      problems.push(problem("HexFigureOverlap", { hex: formatHex(at), first: other, second: id }, at));
    } else if (node >= 0) {
      occupant.set(node, id);
    }
    if (!allFinite(figure.turnOrder)) problems.push(problem("HexTurnOrderInvalid", { figure: id }, at));
  }
  for (let i = 0; i < figures.length; i++) {
    const figure = figures[i] as Figure;
    if (figure.summonerId !== undefined && !ids.has(figure.summonerId)) {
      problems.push(
        problem("HexSummonerUnknown", { figure: figure.id, summoner: figure.summonerId }, figure.at),
      );
    }
  }
  if (!ids.has(activeId)) problems.push(problem("HexActiveUnknown", { id: activeId }));
}

function allFinite(values: readonly number[]): boolean {
  for (let i = 0; i < values.length; i++) if (!Number.isFinite(values[i])) return false;
  return true;
}

/** Appends the ability's problems (IN-1). */
function validateAction(action: MonsterAction, problems: Problem[]): void {
  if (!Number.isInteger(action.move) || action.move < 0)
    problems.push(problem("HexMoveInvalid", { value: String(action.move) }));
  if (!MOVE_MODES.includes(action.mode))
    problems.push(problem("HexMoveModeUnknown", { mode: String(action.mode) }));
  const attack = action.attack;
  if (attack === null) return;
  if (!Number.isInteger(attack.range) || attack.range < 0)
    problems.push(problem("HexRangeInvalid", { value: String(attack.range) }));
  if (attack.targets !== "all" && (!Number.isInteger(attack.targets) || attack.targets < 1)) {
    problems.push(problem("HexTargetsInvalid", { value: String(attack.targets) }));
  }
  const area = attack.area;
  if (area !== undefined && !area.hexes.some((h: Hex) => area.origin === "free" || h.q !== 0 || h.r !== 0)) {
    problems.push(problem("HexAreaEmpty"));
  }
}
