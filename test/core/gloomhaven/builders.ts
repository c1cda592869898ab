// Builders with defaults for Gloomhaven-family unit tests (the conformance cases use the corpus instead).
import { hexKey, type Hex } from "../../../src/core/hex";
import {
  decideMonsterTurn,
  FROSTHAVEN,
  type Attack,
  type Figure,
  type MonsterAction,
  type RuleSet,
  type Scenario,
  type TerrainKind,
  type TurnOption,
  type TurnResult,
} from "../../../src/core/gloomhaven";

/** A hex by column and row in the corpus's odd-q layout (row 0 at the bottom, odd columns half a hex up). */
export function at(column: number, row: number): Hex {
  return { q: column, r: row - Math.floor(column / 2) };
}

/** Every hex of a columns × rows rectangle in the odd-q layout. */
export function rectangle(columns: number, rows: number): Hex[] {
  const hexes: Hex[] = [];
  for (let c = 0; c < columns; c++) for (let r = 0; r < rows; r++) hexes.push(at(c, r));
  return hexes;
}

/** A straight line of hexes (q, 0) for q = 0 .. length-1: neighbours in direction 0, distance = q difference. */
export function line(length: number): Hex[] {
  return Array.from({ length }, (_, q) => ({ q, r: 0 }));
}

/** Hex (q, r) in axial coordinates. */
export function hex(q: number, r: number): Hex {
  return { q, r };
}

/** A figure given as a hex, or with details. */
export type FigureSpec =
  | Hex
  | {
      at: Hex;
      id?: string;
      initiative?: number;
      turnOrder?: number[];
      invisible?: boolean;
      summonerId?: string;
    };

/** What a test scenario needs; everything but the monster has a default (an empty 10 × 7 board, void not blocking LOS). */
export interface ScenarioSpec {
  readonly columns?: number;
  readonly rows?: number;
  /** The playable hexes, instead of a columns × rows rectangle (wall hexes are removed from them). */
  readonly hexes?: readonly Hex[];
  readonly monster: Hex;
  /** The acting figure's side: a monster by default, or a character summon. */
  readonly moverSide?: "monster" | "summon";
  readonly moverSummonerId?: string;
  readonly characters?: readonly FigureSpec[];
  readonly monsters?: readonly FigureSpec[];
  readonly summons?: readonly FigureSpec[];
  readonly wallHexes?: readonly Hex[];
  readonly thinWalls?: readonly (readonly [Hex, Hex])[];
  readonly terrain?: Partial<Record<TerrainKind, readonly Hex[]>>;
  /** Whether void blocks line of sight; false by default, as in the corpus (BM-2). */
  readonly voidBlocksLos?: boolean;
}

function toFigure(spec: FigureSpec, side: Figure["side"], fallbackId: string): Figure {
  const detail = "at" in spec ? spec : { at: spec };
  return {
    id: detail.id ?? fallbackId,
    at: detail.at,
    side,
    turnOrder: detail.turnOrder ?? (detail.initiative !== undefined ? [detail.initiative] : []),
    ...(detail.invisible ? { invisible: true } : {}),
    ...(detail.summonerId !== undefined ? { summonerId: detail.summonerId } : {}),
  };
}

/** Builds a scenario: the acting monster is "M", characters "C1".., monsters "m1".., summons "S1".. unless named. */
export function scenario(spec: ScenarioSpec): Scenario {
  const walls = new Set((spec.wallHexes ?? []).map(hexKey));
  const hexes = (spec.hexes ?? rectangle(spec.columns ?? 10, spec.rows ?? 7)).filter(
    (h) => !walls.has(hexKey(h)),
  );
  const terrain = Object.entries(spec.terrain ?? {}).flatMap(([kind, list]) =>
    (list ?? []).map((h) => ({ at: h, kind: kind as TerrainKind })),
  );
  const mover: Figure = {
    id: "M",
    at: spec.monster,
    side: spec.moverSide ?? "monster",
    turnOrder: [],
    ...(spec.moverSummonerId !== undefined ? { summonerId: spec.moverSummonerId } : {}),
  };
  const figures = [
    mover,
    ...(spec.characters ?? []).map((f, i) => toFigure(f, "character", `C${i + 1}`)),
    ...(spec.monsters ?? []).map((f, i) => toFigure(f, "monster", `m${i + 1}`)),
    ...(spec.summons ?? []).map((f, i) => toFigure(f, "summon", `S${i + 1}`)),
  ];
  return {
    board: {
      hexes,
      wallHexes: spec.wallHexes ?? [],
      thinWalls: spec.thinWalls ?? [],
      terrain,
      voidBlocksLos: spec.voidBlocksLos ?? false,
    },
    figures,
    activeId: "M",
  };
}

/** A melee attack on `targets` enemies. */
export function melee(targets: number | "all" = 1): Attack {
  return { range: 0, targets };
}

/** A ranged attack. */
export function ranged(range: number, targets: number | "all" = 1): Attack {
  return { range, targets };
}

/** An action with defaults: Move 2, walking, single-target melee. */
export function action(overrides: Partial<MonsterAction> = {}): MonsterAction {
  return { move: 2, mode: "walk", flying: false, attack: melee(), ...overrides };
}

/** Decides a turn (Frosthaven rules unless given). */
export function decide(
  spec: ScenarioSpec,
  act: Partial<MonsterAction> = {},
  rules: RuleSet = FROSTHAVEN,
): TurnResult {
  return decideMonsterTurn(scenario(spec), action(act), rules);
}

/** The options of an "act" result (fails the test otherwise). */
export function optionsOf(result: TurnResult): readonly TurnOption[] {
  if (result.kind !== "act") throw new Error(`expected an act result, got ${result.kind}`);
  return result.options;
}

/** Answers as sorted text "q,r" or "q,r>C1+C2", for set comparisons in tests. */
export function answers(result: TurnResult): string[] {
  return optionsOf(result)
    .map((o) => `${hexKey(o.endHex)}${o.targets.length ? `>${[...o.targets].sort().join("+")}` : ""}`)
    .sort();
}

/** Text of a hex, as {@link answers} writes it. */
export function key(h: Hex): string {
  return hexKey(h);
}
