import { freezeInDev } from "../dev";
import { hexDistance, type Hex } from "../hex";
import { indexBoard } from "./compiled-board";
import { TERRAIN_KINDS, type MonsterAction, type Scenario } from "./model";
import { formatHex, problem } from "./problems";
import type { Problem } from "./result";

const MOVE_MODES: readonly string[] = ["walk", "jump", "teleport"];

/** Checks a scenario and action, reporting every problem at once (BM-1..BM-15, IN-1); [] when valid. */
export function validateScenario(scenario: Scenario, action: MonsterAction): Problem[] {
  // Every turn starts here: the board contract (never mutated, see Board) is enforced in development.
  freezeInDev(scenario.board);
  return [...validateBoard(scenario), ...validateFigures(scenario), ...validateAction(action)];
}

function validateBoard({ board }: Scenario): Problem[] {
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

function validateFigures({ board, figures, activeId }: Scenario): Problem[] {
  const problems: Problem[] = [];
  const index = indexBoard(board);
  const ids = new Set<string>();
  const occupant = new Map<number, string>();
  for (const figure of figures) {
    const node = index.indexOf(figure.at);
    if (ids.has(figure.id)) problems.push(problem("HexDuplicateFigureId", { figure: figure.id }, figure.at));
    ids.add(figure.id);
    const hex = formatHex(figure.at);
    if (node >= 0 && index.wall[node])
      problems.push(problem("HexFigureOnWall", { figure: figure.id, hex }, figure.at));
    else if (node < 0) problems.push(problem("HexFigureOffMap", { figure: figure.id, hex }, figure.at));
    const other = node >= 0 ? occupant.get(node) : undefined;
    if (other !== undefined) {
      problems.push(problem("HexFigureOverlap", { hex, first: other, second: figure.id }, figure.at));
    } else if (node >= 0) {
      occupant.set(node, figure.id);
    }
    if (!figure.turnOrder.every(Number.isFinite)) {
      problems.push(problem("HexTurnOrderInvalid", { figure: figure.id }, figure.at));
    }
  }
  for (const figure of figures) {
    if (figure.summonerId !== undefined && !ids.has(figure.summonerId)) {
      problems.push(
        problem("HexSummonerUnknown", { figure: figure.id, summoner: figure.summonerId }, figure.at),
      );
    }
  }
  if (!ids.has(activeId)) problems.push(problem("HexActiveUnknown", { id: activeId }));
  return problems;
}

function validateAction(action: MonsterAction): Problem[] {
  const problems: Problem[] = [];
  if (!Number.isInteger(action.move) || action.move < 0)
    problems.push(problem("HexMoveInvalid", { value: String(action.move) }));
  if (!MOVE_MODES.includes(action.mode))
    problems.push(problem("HexMoveModeUnknown", { mode: String(action.mode) }));
  const attack = action.attack;
  if (attack === null) return problems;
  if (!Number.isInteger(attack.range) || attack.range < 0)
    problems.push(problem("HexRangeInvalid", { value: String(attack.range) }));
  if (attack.targets !== "all" && (!Number.isInteger(attack.targets) || attack.targets < 1)) {
    problems.push(problem("HexTargetsInvalid", { value: String(attack.targets) }));
  }
  const area = attack.area;
  if (area !== undefined && !area.hexes.some((h: Hex) => area.origin === "free" || h.q !== 0 || h.r !== 0)) {
    problems.push(problem("HexAreaEmpty"));
  }
  return problems;
}
