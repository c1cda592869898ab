import { z } from "zod";
import type { Side } from "../gloomhaven";

/** The id a figure gets when the case does not name it: side and position in the list. */
export function defaultFigureId(side: Side, index: number): string {
  return `${side}-${index + 1}`;
}

/** How far from 0 a coordinate may be: far beyond any real map, small enough for the dense board indexes. */
const MAX_CASE_COORDINATE = 500;

const Coordinate = z.number().int().min(-MAX_CASE_COORDINATE).max(MAX_CASE_COORDINATE);
const HexSchema = z.tuple([Coordinate, Coordinate]);

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

/** The six axial directions in the README's order (the peer's edge numbers). */
const DIRECTIONS = "[[1,0],[0,1],[-1,1],[-1,0],[0,-1],[1,-1]]";

// Descriptive fields (README GEOMETRY): optional, but when present they must say what the reader assumes.
const GridSchema = z.object({
  orientation: z.literal("flat"),
  coords: z.literal("axial"),
  directions: z
    .array(HexSchema)
    .refine((d) => JSON.stringify(d) === DIRECTIONS, `must be the six axial directions ${DIRECTIONS}`),
});
const BoardSizeSchema = z.object({
  columns: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative(),
  layout: z.literal("odd-q"),
});

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
  grid: GridSchema.optional(),
  board: BoardSizeSchema.optional(),
  // Extension: void blocks line of sight on real maps (BM-2); the corpus leaves it out (false).
  void_blocks_los: z.boolean().optional(),
});

/** The stored JSON shape of a case. */
export type CaseJson = z.input<typeof CaseSchema> & {
  grid?: unknown;
  board?: { columns: number; rows: number; layout: string };
};

/** Whether a value passes {@link Coordinate}: an integer within ±{@link MAX_CASE_COORDINATE}. */
function isCoordinate(value: unknown): boolean {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= -MAX_CASE_COORDINATE &&
    value <= MAX_CASE_COORDINATE
  );
}

/** Whether a value passes `z.array(HexSchema)`: an array of [q, r] pairs of valid coordinates. */
function isHexList(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const h of value as unknown[]) {
    if (!Array.isArray(h) || h.length !== 2 || !isCoordinate(h[0]) || !isCoordinate(h[1])) return false;
  }
  return true;
}

/**
 * {@link CaseSchema} for a case whose hex lists (`map`, `wall_hexes`) are already known to be
 * valid: they are most of a case, and checking them by hand is several times cheaper than through
 * the schema (issue 14: the command line validates every case of a file). Every other field goes
 * through the same schema, so the issues, their messages and paths are the same.
 */
const CaseSchemaWithCheckedHexes = CaseSchema.extend({ map: z.any(), wall_hexes: z.any() });

/** `CaseSchema.safeParse`, with the hex lists checked by hand first when they are valid (same result). */
export function safeParseCase(raw: unknown): ReturnType<typeof CaseSchema.safeParse> {
  if (typeof raw === "object" && raw !== null) {
    const { map, wall_hexes } = raw as { map?: unknown; wall_hexes?: unknown };
    if (isHexList(map) && isHexList(wall_hexes))
      return CaseSchemaWithCheckedHexes.safeParse(raw) as ReturnType<typeof CaseSchema.safeParse>;
  }
  return CaseSchema.safeParse(raw);
}
