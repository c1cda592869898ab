import type { Hex } from "../hex";
import {
  RULE_SETS,
  type Board,
  type Figure,
  type MonsterAction,
  type Problem,
  type ProblemCode,
  type RuleSet,
  type RuleSetId,
  type Scenario,
  type TerrainHex,
  type TerrainKind,
  type ThinWall,
} from "../gloomhaven";
import type { CaseAnswer } from "./answers";
import { caseJsonPath } from "./json-path";
import {
  caseSchema,
  defaultFigureId,
  isCoordinate,
  isNumber,
  isObject,
  isOptionalBoardSize,
  isOptionalBoolean,
  isOptionalGrid,
  isOptionalNumber,
  isOptionalNumberList,
  isOptionalString,
  isOptionalStringList,
} from "./schema";

/** A conformance case read into the core model. */
export interface GloomhavenCase {
  readonly id: string;
  readonly ruleSetId: RuleSetId;
  /** The rule set with the corpus's semantics ({@link CORPUS_RULE_OVERRIDES}). */
  readonly rules: RuleSet;
  readonly scenario: Scenario;
  readonly action: MonsterAction;
  /** The stored answers, or null when the case has none. */
  readonly answers: readonly CaseAnswer[] | null;
  readonly tags: readonly string[];
}

/** The corpus follows the peer solver: teleport is blocked by wall lines (README "walls"; DEV-1). */
export const CORPUS_RULE_OVERRIDES: Partial<RuleSet> = { teleportBlockedByWallLines: true };

/** The parsed case, or the problems that stop it from being read (case-format issues, a missing or second active figure). */
export type CaseParseResult =
  | { readonly ok: true; readonly value: GloomhavenCase }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/** The rule sets with the corpus's semantics ({@link CORPUS_RULE_OVERRIDES}), made once, not for every case. */
const CORPUS_RULES: Readonly<Record<RuleSetId, RuleSet>> = {
  frosthaven: { ...RULE_SETS.frosthaven, ...CORPUS_RULE_OVERRIDES },
  gloomhaven: { ...RULE_SETS.gloomhaven, ...CORPUS_RULE_OVERRIDES },
  jotl: { ...RULE_SETS.jotl, ...CORPUS_RULE_OVERRIDES },
};

const problem = (code: ProblemCode, params: Readonly<Record<string, string | number>>): Problem => ({
  code,
  params,
});

/**
 * Parses one case (validated as CaseSchema says) into scenario, action and rules; format problems
 * come back as values, with their JSON path (`$.figures[0].at`).
 *
 * `board`, when given, is a board to read the case onto: if the case's board fields say exactly
 * that board (the same hexes, wall hexes, wall lines and terrain in the same order, and the same
 * void rule), the case's scenario gets that very Board object, so the rules core builds its
 * per-board indexes once for a run of cases on one board (the command line passes the
 * board of the case before). `mapOfBoard` is the raw hex list ("map") that board was read from or
 * found equal to, if the caller knows it has not changed since: a case with that very list needs no
 * hex-by-hex comparison of it (the command line's cases share the list of a repeated board).
 */
export function parseCase(raw: unknown, board?: Board, mapOfBoard?: unknown): CaseParseResult {
  // A well-formed case is read as it is, checked while it is read; only one the hand reading
  // rejects goes through the schema, which says what is wrong (the two accept the same cases,
  // property-tested: test/core/gloomhaven-cases/well-formed.property.test.ts).
  const read = readCase(raw, board, mapOfBoard);
  if (read !== null) return read;
  const parsed = caseSchema().safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) =>
        problem("HexCaseFormat", { path: caseJsonPath(issue.path), message: issue.message }),
      ),
    };
  }
  const again = readCase(parsed.data, board);
  if (again === null) throw new Error("the case reading rejects a case the case schema accepts");
  return again;
}

/** Whether {@link caseSchema} accepts a raw case, as {@link parseCase}'s hand reading says (for the tests). */
export function isWellFormedCase(raw: unknown): boolean {
  return readCase(raw, undefined) !== null;
}

// The hand reading below accepts exactly what the case schema accepts and converts as it checks: zod
// builds an issue list and a copy of every case, and a check before a separate conversion walked
// every case twice, most of the command line's own cost per case. Its loops are indexed
// and check inline: in a short run the code stays in V8's baseline tier, where every call, callback
// and iterator costs.

/** A hex list the schema accepts (an array of [q, r] pairs of valid coordinates) as hexes; null if it is not one. */
function readHexes(value: unknown): Hex[] | null {
  if (!Array.isArray(value)) return null;
  const hexes: Hex[] = [];
  for (let i = 0; i < value.length; i++) {
    const h: unknown = value[i];
    if (!Array.isArray(h) || h.length !== 2) return null;
    const q: unknown = h[0];
    const r: unknown = h[1];
    if (!isCoordinate(q) || !isCoordinate(r)) return null;
    hexes.push({ q, r });
  }
  return hexes;
}

/** A hex the schema accepts, or null. */
function readHex(value: unknown): Hex | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const q: unknown = value[0];
  const r: unknown = value[1];
  return isCoordinate(q) && isCoordinate(r) ? { q, r } : null;
}

/** Whether a raw hex says exactly this hex (it is then well-formed too: the hex was read from one). */
const isHexOf = (value: unknown, hex: Hex): boolean =>
  Array.isArray(value) && value.length === 2 && value[0] === hex.q && value[1] === hex.r;

/** Whether a raw hex list says exactly these hexes, in this order. */
function isHexesOf(value: unknown, hexes: readonly Hex[]): boolean {
  if (!Array.isArray(value) || value.length !== hexes.length) return false;
  for (let i = 0; i < value.length; i++) {
    const h: unknown = value[i];
    const hex = hexes[i];
    if (hex === undefined || !Array.isArray(h) || h.length !== 2 || h[0] !== hex.q || h[1] !== hex.r)
      return false;
  }
  return true;
}

/**
 * The fields {@link isBoardOf} compares: a field added to Board fails to compile here until
 * isBoardOf compares it too.
 */
const _COMPARED = {
  hexes: true,
  wallHexes: true,
  thinWalls: true,
  terrain: true,
  voidBlocksLos: true,
} as const satisfies Record<keyof Board, true>;

/**
 * Whether a case's raw board fields say exactly this board, as reading them would give it (so
 * they are also well-formed: the board was read from such fields), every field of
 * {@link _COMPARED} in order.
 */
function isBoardOf(c: Record<string, unknown>, board: Board, mapOfBoard: unknown): boolean {
  if ((c["void_blocks_los"] === true) !== board.voidBlocksLos) return false;
  const map = c["map"];
  if ((map !== mapOfBoard || map === undefined) && !isHexesOf(map, board.hexes)) return false;
  if (!isHexesOf(c["wall_hexes"], board.wallHexes)) return false;
  const walls = c["walls"];
  if (!Array.isArray(walls) || walls.length !== board.thinWalls.length) return false;
  for (let i = 0; i < walls.length; i++) {
    const w: unknown = walls[i];
    const wall = board.thinWalls[i];
    if (
      wall === undefined ||
      !Array.isArray(w) ||
      w.length !== 2 ||
      !isHexOf(w[0], wall[0]) ||
      !isHexOf(w[1], wall[1])
    )
      return false;
  }
  const terrain = c["terrain"];
  if (!Array.isArray(terrain) || terrain.length !== board.terrain.length) return false;
  for (let i = 0; i < terrain.length; i++) {
    const t: unknown = terrain[i];
    const feature = board.terrain[i];
    if (feature === undefined || !isObject(t) || t["kind"] !== feature.kind || !isHexOf(t["at"], feature.at))
      return false;
  }
  return true;
}

/** The board of a case's raw fields, or null if one is not as the schema says (void_blocks_los is checked by the caller). */
function readBoard(c: Record<string, unknown>): Board | null {
  const hexes = readHexes(c["map"]);
  const wallHexes = readHexes(c["wall_hexes"]);
  const walls = c["walls"];
  const terrainList = c["terrain"];
  if (hexes === null || wallHexes === null || !Array.isArray(walls) || !Array.isArray(terrainList))
    return null;
  const thinWalls: ThinWall[] = [];
  for (let i = 0; i < walls.length; i++) {
    const w: unknown = walls[i];
    if (!Array.isArray(w) || w.length !== 2) return null;
    const p = readHex(w[0]);
    const q = readHex(w[1]);
    if (p === null || q === null) return null;
    thinWalls.push([p, q]);
  }
  const terrain: TerrainHex[] = [];
  for (let i = 0; i < terrainList.length; i++) {
    const t: unknown = terrainList[i];
    if (!isObject(t)) return null;
    const at = readHex(t["at"]);
    const kind = t["kind"];
    if (at === null || typeof kind !== "string") return null;
    // The kind is checked by the rules core (HexTerrainUnknown), with its place in the case.
    terrain.push({ at, kind: kind as TerrainKind });
  }
  return { hexes, wallHexes, thinWalls, terrain, voidBlocksLos: c["void_blocks_los"] === true };
}

/** The figures of a case and how many are active, or null if one is not as the schema says. */
function readFigures(value: unknown): { figures: Figure[]; active: Figure[] } | null {
  if (!Array.isArray(value)) return null;
  const figures: Figure[] = [];
  const active: Figure[] = [];
  for (let i = 0; i < value.length; i++) {
    const f: unknown = value[i];
    if (!isObject(f)) return null;
    const at = readHex(f["at"]);
    const side = f["side"];
    const isActive = f["active"];
    const initiative = f["initiative"];
    const id = f["id"];
    const name = f["name"];
    const invisible = f["invisible"];
    const turnOrder = f["turn_order"];
    const summoner = f["summoner"];
    if (
      at === null ||
      (side !== "character" && side !== "monster" && side !== "summon") ||
      typeof isActive !== "boolean" ||
      (initiative !== null && !isNumber(initiative)) ||
      (id !== undefined && (typeof id !== "string" || id.length === 0)) ||
      !isOptionalString(name) ||
      !isOptionalBoolean(invisible) ||
      !isOptionalNumberList(turnOrder) ||
      !isOptionalString(summoner)
    )
      return null;
    // Optional fields set one by one, not spread from little objects (V8's baseline tier).
    const figure: { -readonly [K in keyof Figure]: Figure[K] } = {
      id: (id as string | undefined) ?? defaultFigureId(side, i),
      at,
      side,
      turnOrder:
        (turnOrder as number[] | undefined) ?? (initiative !== null && initiative !== 0 ? [initiative] : []),
    };
    if (invisible === true) figure.invisible = true;
    if (name !== undefined) figure.name = name as string;
    if (summoner !== undefined) figure.summonerId = summoner as string;
    figures.push(figure);
    if (isActive) active.push(figure);
  }
  return { figures, active };
}

/** The action of a case, or null if it is not as the schema says. */
function readAction(a: unknown): MonsterAction | null {
  if (!isObject(a)) return null;
  const move = a["move"];
  const range = a["range"];
  const targets = a["targets"];
  const aoe = a["aoe"];
  const origin = a["aoe_origin"];
  const targetsAll = a["targets_all"];
  const flying = a["flying"];
  const jumping = a["jumping"];
  const teleport = a["teleport"];
  const muddled = a["muddled"];
  const stunned = a["stunned"];
  const immobilized = a["immobilized"];
  const disarmed = a["disarmed"];
  const hexes = aoe === undefined || aoe === null ? [] : readHexes(aoe);
  if (
    !isNumber(move) ||
    !isNumber(range) ||
    !isNumber(targets) ||
    hexes === null ||
    (origin !== undefined && origin !== null && origin !== "attacker" && origin !== "free") ||
    !isOptionalBoolean(targetsAll) ||
    !isOptionalBoolean(flying) ||
    !isOptionalBoolean(jumping) ||
    !isOptionalBoolean(teleport) ||
    !isOptionalBoolean(muddled) ||
    !isOptionalBoolean(stunned) ||
    !isOptionalBoolean(immobilized) ||
    !isOptionalBoolean(disarmed)
  )
    return null;
  const area =
    hexes.length > 0
      ? { hexes, origin: origin === "attacker" ? ("attacker" as const) : ("free" as const) }
      : undefined;
  return {
    move,
    mode: teleport === true ? "teleport" : jumping === true ? "jump" : "walk",
    flying: flying === true,
    attack:
      targets === 0 && targetsAll !== true
        ? null
        : {
            range: area?.origin === "attacker" ? 0 : range,
            targets: targetsAll === true ? "all" : targets,
            ...(area ? { area } : {}),
          },
    conditions: {
      muddled: muddled === true,
      stunned: stunned === true,
      immobilized: immobilized === true,
      disarmed: disarmed === true,
    },
  };
}

/** The stored answers of a case (null when it has none), or undefined if they are not as the schema says. */
function readAnswers(value: unknown): CaseAnswer[] | null | undefined {
  if (value === undefined) return null;
  if (!Array.isArray(value)) return undefined;
  const answers: CaseAnswer[] = [];
  for (let i = 0; i < value.length; i++) {
    const x: unknown = value[i];
    if (!isObject(x)) return undefined;
    const destination = readHex(x["destination"]);
    const attacks = readHexes(x["attacks"]);
    if (destination === null || attacks === null) return undefined;
    answers.push({ destination, attacks });
  }
  return answers;
}

/** Reads a case the schema accepts (on `board` when its board fields say that board); null if the schema rejects it. */
function readCase(raw: unknown, board: Board | undefined, mapOfBoard?: unknown): CaseParseResult | null {
  if (!isObject(raw)) return null;
  const id = raw["id"];
  const rules = raw["rules"];
  const tags = raw["tags"];
  if (
    typeof id !== "string" ||
    id.length === 0 ||
    (rules !== "frosthaven" && rules !== "gloomhaven" && rules !== "jotl") ||
    !isOptionalNumber(raw["index"]) ||
    !isOptionalString(raw["split"]) ||
    !isOptionalStringList(tags) ||
    !isOptionalGrid(raw["grid"]) ||
    !isOptionalBoardSize(raw["board"]) ||
    !isOptionalBoolean(raw["void_blocks_los"])
  )
    return null;
  const sameBoard = board !== undefined && isBoardOf(raw, board, mapOfBoard) ? board : readBoard(raw);
  if (sameBoard === null) return null;
  const read = readFigures(raw["figures"]);
  const action = readAction(raw["action"]);
  const answers = readAnswers(raw["answers"]);
  if (read === null || action === null || answers === undefined) return null;
  const { figures, active } = read;
  const activeFigure = active[0];
  if (activeFigure === undefined || active.length !== 1)
    return {
      ok: false,
      problems: [
        problem(active.length === 0 ? "HexActiveNone" : "HexActiveMultiple", { count: active.length }),
      ],
    };
  return {
    ok: true,
    value: {
      id,
      ruleSetId: rules,
      rules: CORPUS_RULES[rules],
      scenario: { board: sameBoard, figures, activeId: activeFigure.id },
      action,
      answers,
      tags: (tags as string[] | undefined) ?? [],
    },
  };
}
