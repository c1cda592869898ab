import type { Hex } from "../hex";
import type { Problem } from "./result";

/**
 * Every problem code the Gloomhaven-family core reports (validation, case-file parsing). Each has
 * a message under MONSTER_AUTOPILOT.Problems.<code> in lang/en.json.
 */
export const PROBLEM_CODES = [
  "HexFigureOverlap",
  "HexFigureOnWall",
  "HexFigureOffMap",
  "HexDuplicateFigureId",
  "HexActiveUnknown",
  "HexActiveNone",
  "HexActiveMultiple",
  "HexSummonerUnknown",
  "HexTurnOrderInvalid",
  "HexTerrainUnknown",
  "HexTerrainOffMap",
  "HexThinWallNotAdjacent",
  "HexWallAndPlayable",
  "HexMoveInvalid",
  "HexMoveModeUnknown",
  "HexRangeInvalid",
  "HexTargetsInvalid",
  "HexAreaEmpty",
  "HexCaseFormat",
  "HexSequenceTooManyOptions",
] as const;

/** One of {@link PROBLEM_CODES}. */
export type ProblemCode = (typeof PROBLEM_CODES)[number];

/** Formats a hex for a problem's parameters, e.g. "3,-1". */
export function formatHex(h: Hex): string {
  return `${h.q},${h.r}`;
}

/** Builds a problem value (IMP: user-facing problems are values with a message key, never exceptions). */
export function problem(
  code: ProblemCode,
  params: Readonly<Record<string, string | number>> = {},
  at?: Hex,
): Problem {
  return at === undefined ? { code, params } : { code, params, at };
}
