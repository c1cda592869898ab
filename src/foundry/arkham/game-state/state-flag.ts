import { z } from "zod";
import { DIMENSION_SYMBOLS } from "../../../core/arkham";

const AREA = z.string().min(1).max(200);
const NAME = z.string().min(1).max(200);
const DIMENSION = z.enum(DIMENSION_SYMBOLS);
const GATE_MARKER = z.object({ id: NAME, world: NAME, dimension: DIMENSION });
const MONSTER = z.object({ id: NAME, name: NAME, dimension: DIMENSION, typeId: NAME.optional() });
const CUP_ENTRY = z.object({
  typeId: NAME,
  name: NAME,
  dimension: DIMENSION,
  count: z.number().int().min(0).max(99),
});
const CARDS = z.array(NAME).max(2000);

/**
 * The scene's `arkhamState` flag, version 1: the Arkham game state the Mythos phase reads and
 * writes (mythos §S, MY-1 to MY-14) that tokens do not show. Monsters in Arkham are tokens; the
 * Outskirts' monsters, the cup and the piles are here.
 */
export const GAME_STATE_FLAG = z.object({
  version: z.literal(1),
  players: z.number().int().min(1).max(8),
  ancientOne: NAME.nullable(),
  terror: z.number().int().min(0).max(10),
  doom: z.number().int().min(0).max(99),
  doomTrack: z.number().int().min(1).max(99),
  gates: z.record(AREA, GATE_MARKER),
  elderSigns: z.array(AREA).max(200),
  clues: z.record(AREA, z.number().int().min(0).max(99)),
  closed: z.array(AREA).max(200),
  /** Monsters in the Outskirts (MY-6): off the board, so kept here rather than as tokens. */
  outskirts: z.array(MONSTER).max(99),
  /** The monster cup as marker counts per type (MY-5); the GM edits it for the expansions in play. */
  cup: z.array(CUP_ENTRY).max(500),
  /** The gate markers not on the board, in no particular order (shuffled when drawn, MY-3.2). */
  gatePile: z.array(GATE_MARKER).max(200),
  environment: NAME.nullable(),
  rumor: NAME.nullable(),
  /** The Mythos deck of the card sets in play, next card first, and its discard pile. */
  mythosDeck: CARDS,
  mythosDiscard: CARDS,
});

/** The game state stored on an Arkham scene. */
export type GameStateFlag = z.infer<typeof GAME_STATE_FLAG>;

/** One type's markers in the cup. */
export type CupEntry = z.infer<typeof CUP_ENTRY>;

/** The flag as read: absent (no game set up), a valid state, or damaged with what is wrong. */
export type GameStateRead =
  | { readonly kind: "none" }
  | { readonly kind: "ok"; readonly state: GameStateFlag }
  | { readonly kind: "corrupt"; readonly detail: string };

/**
 * Reads the `arkhamState` scene flag, never trusting it: a damaged flag is reported with the first
 * problems zod finds (path and message, at most three), never thrown and never half-used.
 */
export function readGameStateFlag(value: unknown): GameStateRead {
  if (value === undefined || value === null) return { kind: "none" };
  const parsed = GAME_STATE_FLAG.safeParse(value);
  if (parsed.success) return { kind: "ok", state: parsed.data };
  const detail = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length === 0 ? "$" : issue.path.join(".")}: ${issue.message}`)
    .join("; ");
  return { kind: "corrupt", detail };
}
