import { z } from "zod";
import { SAVED_POSITION } from "../undo-flag";
import { GAME_STATE_FLAG } from "./state-flag";

const TOKEN_DATA = z.record(z.string(), z.unknown());
const PHASE_UNDO = z.object({
  sets: z
    .array(
      z.object({
        /** The game state flag before the phase (null: the scene had none). */
        state: GAME_STATE_FLAG.nullable(),
        /** Tokens the phase created (drawn monsters): removed on undo. */
        created: z.array(z.string().min(1)),
        /** Whole data of the tokens the phase removed: created again with their ids on undo. */
        removed: z.array(TOKEN_DATA),
        /** Positions before step 3 of the tokens the phase walked (those it created included): put back on undo. */
        moved: z.array(SAVED_POSITION).default([]),
      }),
    )
    .max(50),
});

/** One accepted phase on the scene, enough to restore it exactly. */
export type PhaseUndoSet = z.infer<typeof PHASE_UNDO>["sets"][number];

/** The accepted phases kept for Undo, oldest first; beyond 50 the oldest are dropped. */
export const PHASE_UNDO_LIMIT = 50;

/** Reads the `arkhamPhaseUndo` flag: missing is empty; damaged is empty and `corrupt`, never trusted. */
export function readPhaseUndo(value: unknown): { sets: PhaseUndoSet[]; corrupt: boolean } {
  if (value === undefined || value === null) return { sets: [], corrupt: false };
  const parsed = PHASE_UNDO.safeParse(value);
  return parsed.success ? { sets: parsed.data.sets, corrupt: false } : { sets: [], corrupt: true };
}
