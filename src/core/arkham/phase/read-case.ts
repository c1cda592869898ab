import { z } from "zod";
import { parseWith } from "../board";
import { DIMENSION_SYMBOLS, type Board } from "../model";
import { readCaseBoard } from "../mythos";
import type { ArkhamProblem } from "../problems";
import type { ArkhamGameState, CloseGateInput, MythosDraws, PhaseCardInput } from "./types";

const ID = z.string().min(1);
const DIMENSION = z.enum(DIMENSION_SYMBOLS);
const MARKER = z.object({ id: ID, world: z.string(), dimension: DIMENSION });
const CUP_MONSTER = z.object({
  id: ID,
  name: z.string(),
  dimension: DIMENSION,
  typeId: z.string().optional(),
});
const COUNT = z.number().int();

const STATE = z.object({
  players: COUNT,
  terror: COUNT,
  doom: COUNT,
  doomTrack: COUNT,
  environment: z.string().nullable().optional(),
  rumor: z.string().nullable().optional(),
  gates: z.record(z.string(), MARKER).optional(),
  elderSigns: z.array(z.string()).optional(),
  clues: z.record(z.string(), COUNT).optional(),
  closed: z.array(z.string()).optional(),
  investigators: z
    .array(
      z.object({
        id: ID,
        at: z.string(),
        delayed: z.boolean().optional(),
        otherWorld: z.string().optional(),
        sneak: COUNT.optional(),
      }),
    )
    .optional(),
  monsters: z.array(CUP_MONSTER.extend({ at: z.string() })).optional(),
});

const CASE = z.object({
  id: z.string(),
  tags: z.array(z.string()).optional(),
  note: z.string().optional(),
  board: z.unknown(),
  action: z.enum(["mythos", "close-gate", "raise-terror"]).optional(),
  state: STATE,
  draws: z.object({ monsters: z.array(CUP_MONSTER), gateMarkers: z.array(MARKER) }),
  mythos: z
    .object({
      card: z.string().optional(),
      type: z.enum(["headline", "environment", "rumor"]).optional(),
      gate: z.string().nullable().optional(),
      clue: z.string().nullable().optional(),
      white: z.array(z.string()).optional(),
      black: z.array(z.string()).optional(),
    })
    .optional(),
  close: z.object({ at: z.string(), seal: z.enum(["clues", "elder-sign"]).nullable() }).optional(),
  raiseTerror: z.number().optional(),
  expected: z.array(z.record(z.string(), z.unknown())).optional(),
});

/** What a case asks for (mythos §C `action`): a Mythos phase, a gate closed, or a terror rise. */
export type PhaseAction =
  | { readonly kind: "mythos"; readonly card: PhaseCardInput }
  | { readonly kind: "close-gate"; readonly close: CloseGateInput }
  | { readonly kind: "raise-terror"; readonly steps: number };

/** One conformance case of schema arkham-mythos-cases/1 (mythos §C), read into the engine's input. */
export interface PhaseCase {
  readonly id: string;
  readonly board: Board;
  readonly state: ArkhamGameState;
  readonly draws: MythosDraws;
  readonly action: PhaseAction;
  /** The stored outcome records, when the case has them (compared as a set after normalisation). */
  readonly expected?: readonly Readonly<Record<string, unknown>>[];
}

/** An object type whose optional keys are absent rather than undefined (exactOptionalPropertyTypes). */
type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** Drops the keys zod left undefined. */
function withoutUndefined<T extends object>(value: T): Defined<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Defined<T>;
}

/** The action's own part of the case, or the problem of it missing. */
function actionOf(parsed: z.infer<typeof CASE>): PhaseAction | ArkhamProblem {
  const missing = (field: string): ArkhamProblem => ({
    code: "ArkhamCardNeedsField",
    path: `$.${field}`,
    params: { field, path: `$.${field}` },
  });
  switch (parsed.action ?? "mythos") {
    case "close-gate":
      return parsed.close === undefined ? missing("close") : { kind: "close-gate", close: parsed.close };
    case "raise-terror":
      return parsed.raiseTerror === undefined
        ? missing("raiseTerror")
        : { kind: "raise-terror", steps: parsed.raiseTerror };
    default:
      return parsed.mythos === undefined
        ? missing("mythos")
        : { kind: "mythos", card: withoutUndefined(parsed.mythos) };
  }
}

/**
 * Reads a case of schema arkham-mythos-cases/1 (mythos §C; `"board": "arkham-base"` = the shipped
 * board): shape and board problems come back as values, board paths under `$.board`.
 */
export function readPhaseCase(
  raw: unknown,
):
  | { readonly ok: true; readonly value: PhaseCase }
  | { readonly ok: false; readonly problems: readonly ArkhamProblem[] } {
  const problems: ArkhamProblem[] = [];
  const parsed = parseWith(CASE, raw, [], problems);
  if (parsed === undefined) return { ok: false, problems };
  const board = readCaseBoard(parsed.board);
  if (!board.ok) return { ok: false, problems: board.problems };
  const action = actionOf(parsed);
  if ("code" in action) return { ok: false, problems: [action] };
  const s = parsed.state;
  const state: ArkhamGameState = {
    players: s.players,
    terror: s.terror,
    doom: s.doom,
    doomTrack: s.doomTrack,
    gates: s.gates ?? {},
    elderSigns: s.elderSigns ?? [],
    clues: s.clues ?? {},
    closed: s.closed ?? [],
    investigators: (s.investigators ?? []).map((i) =>
      withoutUndefined({ ...i, delayed: i.delayed ?? false }),
    ),
    monsters: (s.monsters ?? []).map((m) => withoutUndefined(m)),
    environment: s.environment ?? null,
    rumor: s.rumor ?? null,
  };
  const draws: MythosDraws = {
    monsters: parsed.draws.monsters.map((m) => withoutUndefined(m)),
    gateMarkers: parsed.draws.gateMarkers,
  };
  return {
    ok: true,
    value: {
      id: parsed.id,
      board: board.board,
      state,
      draws,
      action,
      ...(parsed.expected !== undefined ? { expected: parsed.expected } : {}),
    },
  };
}
