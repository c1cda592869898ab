import { z } from "zod";
import { loadBoard, parseWith, type BoardResult } from "../board";
import { baseBoard } from "../preset-board";
import { MOVEMENT_TYPES, type AreaId } from "../model";
import { problem, type ArkhamProblem } from "../problems";
import type { MythosInput } from "./types";

/** The name a case may give instead of spelling the board out: the shipped base-game board (presets/board.json). */
export const BASE_BOARD_PRESET = "arkham-base";

const CASE = z.object({
  id: z.string(),
  tags: z.array(z.string()).optional(),
  note: z.string().optional(),
  board: z.unknown(),
  investigators: z.array(z.object({ id: z.string(), at: z.string(), sneak: z.number() })),
  monsters: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      dimension: z.string(),
      movement: z.enum(MOVEMENT_TYPES),
      special: z.string().optional(),
      name: z.string().optional(),
    }),
  ),
  mythos: z.object({
    card: z.string().optional(),
    white: z.array(z.string()).optional(),
    black: z.array(z.string()).optional(),
    modifiers: z.array(z.string()).optional(),
  }),
  /** Extension (not in spec §6): environment modifiers in play, ids or card names. */
  modifiers: z.array(z.string()).optional(),
  expected: z.record(z.string(), z.array(z.array(z.string()))).optional(),
});

/** One conformance case (schema arkham-movement-cases/1, spec §6) read into a Mythos input. */
export interface MythosCase {
  readonly id: string;
  readonly input: MythosInput;
  /** Every acceptable outcome per monster id, when the case stores them. */
  readonly expected?: Readonly<Record<string, readonly (readonly AreaId[])[]>>;
}

/** A case's board: `"arkham-base"` (the shipped board) or the board spelled out as `{areas, adjacent, arrows}`. */
function caseBoard(json: unknown): BoardResult {
  if (json === BASE_BOARD_PRESET) return { ok: true, board: baseBoard(), warnings: [] };
  if (typeof json === "string")
    return {
      ok: false,
      problems: [problem("ArkhamUnknownBoardPreset", "$", { name: json, preset: BASE_BOARD_PRESET })],
      warnings: [],
    };
  return loadBoard(json);
}

/**
 * Reads a case (spec §6, plus `"board": "arkham-base"` for the shipped board): shape and board
 * problems come back as values, board paths under `$.board`.
 */
export function readMythosCase(
  raw: unknown,
):
  | { readonly ok: true; readonly value: MythosCase }
  | { readonly ok: false; readonly problems: readonly ArkhamProblem[] } {
  const problems: ArkhamProblem[] = [];
  const parsed = parseWith(CASE, raw, [], problems);
  if (parsed === undefined) return { ok: false, problems };
  const board = readCaseBoard(parsed.board);
  if (!board.ok) return { ok: false, problems: board.problems };
  const { white, black, card } = parsed.mythos;
  const mythos =
    white !== undefined || black !== undefined
      ? { white: white ?? [], black: black ?? [], ...(card !== undefined ? { card } : {}) }
      : { card: card ?? "" };
  const input: MythosInput = {
    board: board.board,
    monsters: parsed.monsters.map(({ special, name, ...m }) => ({
      ...m,
      ...(special !== undefined ? { special } : {}),
      ...(name !== undefined ? { name } : {}),
    })),
    investigators: parsed.investigators,
    mythos,
    modifiers: [...(parsed.modifiers ?? []), ...(parsed.mythos.modifiers ?? [])],
  };
  return {
    ok: true,
    value: { id: parsed.id, input, ...(parsed.expected !== undefined ? { expected: parsed.expected } : {}) },
  };
}

/** A case's board (`"arkham-base"` or spelled out), its problems' paths under `$.board`; shared by both Arkham case families. */
export function readCaseBoard(json: unknown): BoardResult {
  const board = caseBoard(json);
  return board.ok ? board : { ...board, problems: board.problems.map((p) => underBoard(p)) };
}

function underBoard(p: ArkhamProblem): ArkhamProblem {
  const path = `$.board${p.path.slice(1)}`;
  return { ...p, path, params: { ...p.params, path } };
}
