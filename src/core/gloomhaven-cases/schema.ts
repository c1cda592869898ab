import { z } from "zod";
import type { Side } from "../gloomhaven";

/** The id a figure gets when the case does not name it: side and position in the list. */
export function defaultFigureId(side: Side, index: number): string {
  return `${side}-${index + 1}`;
}

const HexSchema = z.tuple([z.number().int(), z.number().int()]);

const FigureSchema = z.object({
  at: HexSchema,
  side: z.enum(["character", "monster", "summon"]),
  active: z.boolean(),
  initiative: z.number().nullable(),
  // Extensions beyond the corpus schema (all optional, written only when needed): a figure id and
  // display name, invisibility (BM-14), a full turn-order key (BM-15) and a summon's summoner (FO-5).
  id: z.string().min(1).optional(),
  name: z.string().optional(),
  invisible: z.boolean().optional(),
  turn_order: z.array(z.number()).optional(),
  summoner: z.string().optional(),
});

const ActionSchema = z.object({
  move: z.number(),
  range: z.number(),
  targets: z.number(),
  targets_all: z.boolean().optional(),
  aoe: z.array(HexSchema).nullable().optional(),
  aoe_origin: z.enum(["attacker", "free"]).nullable().optional(),
  flying: z.boolean().optional(),
  jumping: z.boolean().optional(),
  teleport: z.boolean().optional(),
  muddled: z.boolean().optional(),
  // Extensions: the other conditions of IN-2.
  stunned: z.boolean().optional(),
  immobilized: z.boolean().optional(),
  disarmed: z.boolean().optional(),
});

const AnswerSchema = z.object({ destination: HexSchema, attacks: z.array(HexSchema) });

/** One Gloomhaven-family conformance case as stored (test/fixtures/conformance/gloomhaven/README.md). */
export const CaseSchema = z.object({
  id: z.string().min(1),
  index: z.number().optional(),
  rules: z.enum(["frosthaven", "gloomhaven", "jotl"]),
  split: z.string().optional(),
  map: z.array(HexSchema),
  wall_hexes: z.array(HexSchema),
  terrain: z.array(z.object({ at: HexSchema, kind: z.string() })),
  walls: z.array(z.tuple([HexSchema, HexSchema])),
  figures: z.array(FigureSchema),
  action: ActionSchema,
  answers: z.array(AnswerSchema).optional(),
  tags: z.array(z.string()).optional(),
  // Extension: void blocks line of sight on real maps (BM-2); the corpus leaves it out (false).
  void_blocks_los: z.boolean().optional(),
});

/** The stored JSON shape of a case. */
export type CaseJson = z.input<typeof CaseSchema> & {
  grid?: unknown;
  board?: { columns: number; rows: number; layout: string };
};
