import type { Figure, MonsterAction, RuleSet, Scenario } from "../gloomhaven";
import type { CaseAnswer } from "./answers";
import { defaultFigureId, type CaseJson } from "./schema";

/** What a case is written from: a scenario, an action, a rule set, and optionally answers. */
export interface CaseInput {
  readonly id: string;
  readonly scenario: Scenario;
  readonly action: MonsterAction;
  readonly rules: RuleSet;
  readonly answers?: readonly CaseAnswer[];
  readonly tags?: readonly string[];
}

type Pair = [number, number];
const pair = (h: { q: number; r: number }): Pair => [h.q, h.r];

/** Writes a scenario, action and rule set in the conformance-case format (README schema, with optional extensions). */
export function serializeCase(input: CaseInput): CaseJson {
  const { scenario, action } = input;
  const board = scenario.board;
  const all = [...board.hexes, ...board.wallHexes];
  const columns = all.reduce((m, h) => Math.max(m, h.q + 1), 0);
  const rows = all.reduce((m, h) => Math.max(m, h.r + Math.floor(h.q / 2) + 1), 0);
  const index = Number(/(\d+)$/.exec(input.id)?.[1] ?? 0);
  return {
    id: input.id,
    index,
    rules: input.rules.id,
    split: "public",
    grid: {
      orientation: "flat",
      coords: "axial",
      directions: [
        [1, 0],
        [0, 1],
        [-1, 1],
        [-1, 0],
        [0, -1],
        [1, -1],
      ],
    },
    board: { columns, rows, layout: "odd-q" },
    map: board.hexes.map(pair),
    wall_hexes: board.wallHexes.map(pair),
    terrain: board.terrain.map((t) => ({ at: pair(t.at), kind: t.kind })),
    walls: board.thinWalls.map(([a, b]) => [pair(a), pair(b)]),
    figures: scenario.figures.map((f, i) => serializeFigure(f, i, f.id === scenario.activeId)),
    action: serializeAction(action),
    answers: (input.answers ?? []).map((a) => ({
      destination: pair(a.destination),
      attacks: a.attacks.map(pair),
    })),
    tags: [...(input.tags ?? [])],
    ...(board.voidBlocksLos ? { void_blocks_los: true } : {}),
  };
}

function serializeFigure(f: Figure, index: number, active: boolean): CaseJson["figures"][number] {
  const initiative = f.side === "character" ? (f.turnOrder[0] ?? 0) : null;
  const plain =
    f.side === "character" ? f.turnOrder.length <= 1 && f.turnOrder[0] !== 0 : f.turnOrder.length === 0;
  return {
    at: pair(f.at),
    side: f.side,
    active,
    initiative,
    ...(f.id !== defaultFigureId(f.side, index) ? { id: f.id } : {}),
    ...(f.name !== undefined ? { name: f.name } : {}),
    ...(f.invisible === true ? { invisible: true } : {}),
    ...(plain ? {} : { turn_order: [...f.turnOrder] }),
    ...(f.summonerId !== undefined ? { summoner: f.summonerId } : {}),
  };
}

function serializeAction(action: MonsterAction): CaseJson["action"] {
  const attack = action.attack;
  const area = attack?.area;
  const conditions = action.conditions ?? {};
  return {
    move: action.move,
    range: attack && area?.origin !== "attacker" ? attack.range : 0,
    targets: attack === null ? 0 : attack.targets === "all" ? 6 : attack.targets,
    targets_all: attack?.targets === "all",
    aoe: area ? area.hexes.map(pair) : null,
    aoe_origin: area ? area.origin : null,
    flying: action.flying,
    jumping: action.mode === "jump",
    teleport: action.mode === "teleport",
    muddled: conditions.muddled === true,
    ...(conditions.stunned === true ? { stunned: true } : {}),
    ...(conditions.immobilized === true ? { immobilized: true } : {}),
    ...(conditions.disarmed === true ? { disarmed: true } : {}),
  };
}
