// The Arkham link's format: its version, its schema and the problems a link can have. Shared by
// the link's reader (link-state) and the phase replay (link-replay).
import { z } from "zod";

/** The link format's version; a link of another version is refused. */
export const ARKHAM_LINK_VERSION = 1;

const PIECE_ID = z.string().min(1);
export const LINK = z.object({
  v: z.literal(ARKHAM_LINK_VERSION),
  monsters: z.array(z.object({ id: PIECE_ID, at: z.string(), type: z.string() })),
  investigators: z.array(z.object({ id: PIECE_ID, at: z.string(), sneak: z.number().int() })),
  card: z.string().nullable(),
  white: z.array(z.string()),
  black: z.array(z.string()),
  modifiers: z.array(z.string()),
  picks: z.array(z.tuple([PIECE_ID, z.number().int().nonnegative()])).default([]),
  rolls: z.array(z.tuple([PIECE_ID, z.number().int().min(1).max(6)])).default([]),
  accepted: z.array(z.array(PIECE_ID)).default([]),
});
/** A link's content, as checked by its schema. */
export type ArkhamLink = z.infer<typeof LINK>;

/** What is wrong with a link, or with part of the phase it holds. */
export type LinkProblemCode =
  | "unreadable"
  | "version"
  | "shape"
  | "unknown-area"
  | "unknown-type"
  | "unknown-card"
  | "unknown-symbol"
  | "unknown-modifier"
  | "duplicate-piece"
  | "stale-pick"
  | "stale-roll"
  | "stale-accept";

/** One problem: its code, where in the link (`monsters[2].at`), and the value concerned. */
export interface LinkProblem {
  readonly code: LinkProblemCode;
  readonly path: string;
  readonly value: string;
}
