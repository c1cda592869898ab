// The Arkham tab's case files (schema arkham-movement-cases/1): export the board as a case naming the
// shipped board ("board": "arkham-base"), and import a case on the base board, named or spelled out.
import {
  BASE_BOARD_PRESET,
  baseBoard,
  findModifierId,
  findMonsterType,
  findMythosCard,
  monsterTypes,
  normaliseDimension,
  outcomesOf,
  readMythosCase,
  serializeBoard,
  type ArkhamProblem,
  type Board,
  type DimensionSymbol,
  type MonsterInput,
} from "../../src/core/arkham";
import { monsterInput, type ArkhamSandboxState, type PlacedMonster } from "./arkham-state";
import { solveArkham } from "./solve";

/** The case-file schema the CLI's `check` reads. */
const ARKHAM_CASE_SCHEMA = "arkham-movement-cases/1";

/** A case file of the tab's board: one case on the shipped board, its expected outcomes the page's answers (none when the core rejects the board). */
export function arkhamCaseFile(state: ArkhamSandboxState, id = "sandbox-001"): unknown {
  const result = solveArkham(state);
  const expected =
    result.kind === "resolved"
      ? Object.fromEntries(result.decisions.map((d) => [d.monsterId, outcomesOf(d)]))
      : undefined;
  return {
    schema: ARKHAM_CASE_SCHEMA,
    cases: [
      {
        id,
        board: BASE_BOARD_PRESET,
        investigators: state.investigators,
        monsters: state.monsters.map(monsterInput),
        mythos: state.card !== null ? { card: state.card } : { white: state.white, black: state.black },
        modifiers: state.modifiers,
        ...(expected ? { expected } : {}),
      },
    ],
  };
}

/** Why a case cannot be shown on the tab: a problem of the case (core message key) or of the tab (sandbox key). */
export type CaseImportProblem =
  | { readonly kind: "core"; readonly problem: ArkhamProblem }
  | { readonly kind: "sandbox"; readonly key: string; readonly params: Readonly<Record<string, string>> };

export type CaseImport =
  | { readonly ok: true; readonly id: string; readonly state: ArkhamSandboxState; readonly count: number }
  | { readonly ok: false; readonly problems: readonly CaseImportProblem[] };

const tabProblem = (key: string, params: Record<string, string> = {}): CaseImportProblem => ({
  kind: "sandbox",
  key,
  params,
});

/** Reads the first case of a case file (or one case object) into the tab's state; every problem at once. */
export function importArkhamCase(data: unknown): CaseImport {
  const file = data as { schema?: unknown; cases?: unknown } | null;
  const isFile = typeof file === "object" && file !== null && "schema" in file;
  if (isFile && (file.schema !== ARKHAM_CASE_SCHEMA || !Array.isArray(file.cases)))
    return { ok: false, problems: [tabProblem("NotCaseFile", { schema: ARKHAM_CASE_SCHEMA })] };
  const cases: readonly unknown[] = isFile ? (file.cases as unknown[]) : [data];
  if (cases.length === 0) return { ok: false, problems: [tabProblem("NoCases")] };
  const read = readMythosCase(cases[0]);
  if (!read.ok) return { ok: false, problems: read.problems.map((problem) => ({ kind: "core", problem })) };
  const { input } = read.value;
  const problems: CaseImportProblem[] = [];
  if (!sameBoard(input.board, baseBoard()))
    problems.push(tabProblem("OtherBoard", { preset: BASE_BOARD_PRESET }));
  const monsters = input.monsters.flatMap((m): PlacedMonster[] => {
    const type = presetTypeOf(m);
    if (type === undefined) problems.push(tabProblem("UnknownMonster", { id: m.id, name: m.name ?? m.id }));
    return type === undefined ? [] : [{ id: m.id, at: m.at, type }];
  });
  const card = input.mythos.card === undefined ? undefined : findMythosCard(input.mythos.card);
  if (input.mythos.card !== undefined && card === undefined && !("white" in input.mythos))
    problems.push(tabProblem("UnknownCard", { card: input.mythos.card }));
  const modifiers = (input.modifiers ?? []).map((m) => findModifierId(m) ?? m);
  const unknownModifier = modifiers.find((m) => findModifierId(m) === undefined);
  if (unknownModifier !== undefined)
    problems.push(tabProblem("UnknownModifier", { modifier: unknownModifier }));
  if (problems.length > 0) return { ok: false, problems };
  const boxes = (list: readonly string[]): DimensionSymbol[] =>
    list.flatMap((s) => normaliseDimension(s) ?? []);
  return {
    ok: true,
    id: read.value.id,
    count: cases.length,
    state: {
      monsters,
      investigators: input.investigators,
      card: "white" in input.mythos ? null : (card?.name ?? null),
      white: "white" in input.mythos ? boxes(input.mythos.white) : [],
      black: "white" in input.mythos ? boxes(input.mythos.black) : [],
      modifiers: modifiers.flatMap((m) => findModifierId(m) ?? []),
    },
  };
}

/** The preset type a case monster is: its name's type when that agrees, else the first type (base game first) moving the same way. */
function presetTypeOf(m: MonsterInput): string | undefined {
  const dimension = normaliseDimension(m.dimension);
  const fits = (t: { dimension: string; movement: string; special?: string }): boolean =>
    t.dimension === dimension && t.movement === m.movement && (t.special ?? undefined) === m.special;
  const named = m.name === undefined ? undefined : findMonsterType(m.name);
  if (named !== undefined && fits(named)) return named.id;
  return monsterTypes().find(fits)?.id;
}

/** True when two boards have the same areas (with flags), plain links and arrows. */
function sameBoard(a: Board, b: Board): boolean {
  return canonicalBoard(a) === canonicalBoard(b);
}

function canonicalBoard(board: Board): string {
  const json = serializeBoard(board);
  const sorted = <T>(list: readonly T[]): string[] => list.map((x) => JSON.stringify(x)).sort();
  return JSON.stringify([
    sorted(json.areas.map(({ name: _name, ...area }) => area)),
    sorted(json.adjacent.map((pair) => [...pair].sort())),
    sorted(json.arrows),
  ]);
}
