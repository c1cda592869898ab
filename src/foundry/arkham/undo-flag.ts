import { z } from "zod";
import type { UndoSet } from "./flag-types";

/** A token's saved position, rotation and recorded movement (SavedPosition), as stored in undo flags. */
export const SAVED_POSITION = z.object({
  tokenId: z.string().min(1),
  x: z.number().finite(),
  y: z.number().finite(),
  elevation: z.number().finite(),
  rotation: z.number().finite().optional(),
  movementIds: z.array(z.string()).optional(),
});
const UNDO_FLAG = z.object({ sets: z.array(z.object({ positions: z.array(SAVED_POSITION) })) });

/** What the scene's `arkhamUndo` flag holds, read tolerantly. */
export interface UndoFlagRead {
  readonly sets: readonly UndoSet[];
  /** True when a flag was there but is not an undo history (damaged, or written by something else). */
  readonly corrupt: boolean;
}

/**
 * Reads the `arkhamUndo` scene flag: a missing flag is an empty history; a corrupt
 * one is also read as empty — never trusted, never thrown — and reported so the GM can be told.
 */
export function readUndoFlag(value: unknown): UndoFlagRead {
  if (value === undefined || value === null) return { sets: [], corrupt: false };
  const parsed = UNDO_FLAG.safeParse(value);
  return parsed.success ? { sets: parsed.data.sets, corrupt: false } : { sets: [], corrupt: true };
}
