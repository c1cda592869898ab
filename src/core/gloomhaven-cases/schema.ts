import { z } from "zod";
import type { Side } from "../gloomhaven";

/** The id a figure gets when the case does not name it: side and position in the list. */
export function defaultFigureId(side: Side, index: number): string {
  return `${side}-${index + 1}`;
}

/** How far from 0 a coordinate may be: far beyond any real map, small enough for the dense board indexes. */
const MAX_CASE_COORDINATE = 500;

/** The six axial directions in the README's order (the peer's edge numbers). */
const DIRECTIONS = "[[1,0],[0,1],[-1,1],[-1,0],[0,-1],[1,-1]]";

/**
 * The zod schema of a case, built on first use: building it is most of the cost of loading zod's
 * code, and a file of well-formed cases never needs it ({@link isWellFormedCase}).
 */
function buildCaseSchema() {
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

  const CaseSchema = z.object({
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

  return CaseSchema;
}

type CaseSchemaType = ReturnType<typeof buildCaseSchema>;
let built: CaseSchemaType | undefined;

/** The zod schema of one Gloomhaven-family conformance case as stored (test/fixtures/conformance/gloomhaven/README.md). */
export function caseSchema(): CaseSchemaType {
  return (built ??= buildCaseSchema());
}

/** The stored JSON shape of a case. */
export type CaseJson = z.input<CaseSchemaType> & {
  grid?: unknown;
  board?: { columns: number; rows: number; layout: string };
};

/** Whether a value passes the schema's coordinate: an integer within ±{@link MAX_CASE_COORDINATE}. */
export function isCoordinate(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= -MAX_CASE_COORDINATE &&
    value <= MAX_CASE_COORDINATE
  );
}

// What the schema accepts, checked by hand for the fields parseCase's hand reading (parse.ts) checks
// without converting them: it reads a case the schema accepts without zod, whose issue list and copy
// of every case were most of the command line's own cost per case.

type Check = (value: unknown) => boolean;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
// z.number() takes finite numbers only (JSON's 1e999 reads as Infinity); .int() safe integers only.
export const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === "string";
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const arrayOf =
  (check: Check): Check =>
  (value) => {
    if (!Array.isArray(value)) return false;
    for (let i = 0; i < value.length; i++) if (!check(value[i])) return false;
    return true;
  };

/** {@link DIRECTIONS} as numbers. */
const DIRECTION_PAIRS: readonly (readonly [number, number])[] = JSON.parse(DIRECTIONS) as [number, number][];

/**
 * Whether a value is a hex list that JSON.stringify writes as {@link DIRECTIONS} (the schema's
 * test), for values JSON can hold: the six pairs, compared number by number (-0 === 0, as
 * JSON.stringify writes -0 as 0), without writing the text for every case.
 */
function isDirections(value: unknown): boolean {
  if (!Array.isArray(value) || value.length !== DIRECTION_PAIRS.length) return false;
  for (let i = 0; i < value.length; i++) {
    const h: unknown = value[i];
    const d = DIRECTION_PAIRS[i];
    if (d === undefined || !Array.isArray(h) || h.length !== 2 || h[0] !== d[0] || h[1] !== d[1])
      return false;
  }
  return true;
}

function isGrid(g: unknown): boolean {
  return (
    isObject(g) && g["orientation"] === "flat" && g["coords"] === "axial" && isDirections(g["directions"])
  );
}

const isCount = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;
const isBoardSize: Check = (b) =>
  isObject(b) && isCount(b["columns"]) && isCount(b["rows"]) && b["layout"] === "odd-q";

export const isOptionalBoolean = (value: unknown): boolean =>
  value === undefined || typeof value === "boolean";
export const isOptionalString = (value: unknown): boolean => value === undefined || typeof value === "string";
export const isOptionalNumber = (value: unknown): boolean => value === undefined || isNumber(value);
export const isOptionalNumberList = optional(arrayOf(isNumber));
export const isOptionalStringList = optional(arrayOf(isString));
export const isOptionalGrid = optional(isGrid);
export const isOptionalBoardSize = optional(isBoardSize);
