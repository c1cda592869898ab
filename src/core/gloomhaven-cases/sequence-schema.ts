import { z } from "zod";

/** The schema tag of a version-2 case (CF-1). */
export const SEQUENCE_CASE_SCHEMA = "gloomhaven-sequence-case/2";

const MAX_COORDINATE = 500;

/** The zod schema of a version-2 case's own fields (CF-2, CF-3); the board and figures are read as in version 1. */
function buildSequenceSchema() {
  const Coordinate = z.number().int().min(-MAX_COORDINATE).max(MAX_COORDINATE);
  const HexSchema = z.tuple([Coordinate, Coordinate]);
  const Count = z.number().int().min(0).max(1000);
  const Ability = z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("move"),
      move: Count,
      jumping: z.boolean().optional(),
      teleport: z.boolean().optional(),
    }),
    z.object({
      kind: z.literal("attack"),
      range: Count,
      targets: Count,
      targets_all: z.boolean().optional(),
      aoe: z.array(HexSchema).nullable().optional(),
      aoe_origin: z.enum(["attacker", "free"]).nullable().optional(),
      same_target: z.boolean().optional(),
      melee: z.boolean().optional(),
      // Extension: a push or pull on each target after the attack (S7r, FM-4).
      forced: z.object({ kind: z.enum(["push", "pull"]), value: Count.min(1) }).optional(),
    }),
    z.object({ kind: z.literal("path_attack") }),
    z.object({ kind: z.enum(["push", "pull"]), value: Count, range: Count }),
    z.object({ kind: z.literal("control"), attack_range: Count }),
  ]);
  const Step = z.union([
    z.strictObject({ destination: HexSchema }),
    z.strictObject({ attacks: z.array(HexSchema) }),
    z.strictObject({ moved: z.array(z.object({ from: HexSchema, to: HexSchema })) }),
    z.strictObject({
      controlled: z.array(z.object({ by: HexSchema, attacks: z.array(HexSchema) })),
    }),
  ]);
  return z.object({
    schema: z.literal(SEQUENCE_CASE_SCHEMA),
    links: z.array(z.tuple([HexSchema, HexSchema])).optional(),
    mover: z.object({
      flying: z.boolean(),
      muddled: z.boolean().optional(),
      // Extensions: the other conditions of IN-2 (SQ-12).
      stunned: z.boolean().optional(),
      immobilized: z.boolean().optional(),
      disarmed: z.boolean().optional(),
    }),
    focus: z.object({
      rule: z.enum(["closest", "farthest"]),
      within: Count.nullable().optional(),
    }),
    abilities: z.array(Ability).min(1).max(12),
    answers: z.array(z.object({ focus: HexSchema.nullable().optional(), steps: z.array(Step) })).optional(),
    shape: z.string().optional(),
    card: z.object({ deck: z.string(), card: z.number() }).nullable().optional(),
    note: z.string().optional(),
  });
}

type SequenceSchema = ReturnType<typeof buildSequenceSchema>;
let built: SequenceSchema | undefined;

/** The version-2 fields' schema, built on first use (only a file with version-2 cases needs it). */
export function sequenceSchema(): SequenceSchema {
  return (built ??= buildSequenceSchema());
}

/** The stored JSON of a version-2 case's own fields. */
export type SequenceCaseJson = z.output<SequenceSchema>;
