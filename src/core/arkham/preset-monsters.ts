import { z } from "zod";
import { slugify } from "./dimensions";
import { DIMENSION_SYMBOLS, MOVEMENT_TYPES, type DimensionSymbol, type MovementType } from "./model";
import monstersJson from "./presets/monsters.json";

const MONSTER = z.object({
  name: z.string().min(1),
  set: z.string(),
  count: z.number().int().positive(),
  dimension: z.enum(DIMENSION_SYMBOLS),
  movement: z.enum(MOVEMENT_TYPES),
  border: z.string().nullable(),
  mask: z.boolean(),
  spawn: z.boolean(),
  specialMovement: z
    .object({ summary: z.string().nullable(), sources: z.array(z.string()), open: z.string().optional() })
    .optional(),
  confidence: z.string(),
});
const MONSTERS_FILE = z.object({ schemaVersion: z.literal(1), monsters: z.array(MONSTER) });

/** One monster type of presets/monsters.json: dimension, movement type and, for special movers, a summary of the rule. */
export interface MonsterType {
  /** Stable id, unique across sets: `<set>/<slug of the name>` ("base/cultist", "dunwich-horror/cultist"). */
  readonly id: string;
  readonly name: string;
  /** Game box: "base" or an expansion slug. */
  readonly set: string;
  readonly count: number;
  readonly dimension: DimensionSymbol;
  readonly movement: MovementType;
  readonly border: string | null;
  readonly mask: boolean;
  readonly spawn: boolean;
  /** Slug of the name, used as the special-mover kind ("hound-of-tindalos"). */
  readonly special?: string;
  readonly specialSummary?: string;
  /** What the sources leave open about a special rule. */
  readonly specialOpen?: string;
  readonly confidence: string;
}

interface MonsterPreset {
  readonly all: readonly MonsterType[];
  readonly byId: ReadonlyMap<string, MonsterType>;
  readonly bySlug: ReadonlyMap<string, MonsterType[]>;
}

let cached: MonsterPreset | undefined;

/** The stable id of a preset monster type: its set and the slug of its name (`dunwich-horror/cultist`). */
export function monsterTypeId(set: string, name: string): string {
  return `${set}/${slugify(name)}`;
}

function monsterPreset(): MonsterPreset {
  if (cached !== undefined) return cached;
  const file = MONSTERS_FILE.parse(monstersJson);
  const all: MonsterType[] = file.monsters.map(({ specialMovement, ...m }) => ({
    id: monsterTypeId(m.set, m.name),
    ...m,
    ...(m.movement === "special" ? { special: slugify(m.name) } : {}),
    ...(specialMovement?.summary ? { specialSummary: specialMovement.summary } : {}),
    ...(specialMovement?.open !== undefined ? { specialOpen: specialMovement.open } : {}),
  }));
  const byId = new Map<string, MonsterType>();
  const bySlug = new Map<string, MonsterType[]>();
  for (const m of all) {
    // A programmer error: the shipped file names one monster twice in a set.
    if (byId.has(m.id)) throw new Error(`monsters.json: duplicate monster type id ${m.id}`);
    byId.set(m.id, m);
    bySlug.set(slugify(m.name), [...(bySlug.get(slugify(m.name)) ?? []), m]);
  }
  cached = { all, byId, bySlug };
  return cached;
}

/** Every monster type of the preset (base game first, then expansions), validated on first use. */
export function monsterTypes(): readonly MonsterType[] {
  return monsterPreset().all;
}

/** Finds a preset monster type by its stable id (`base/cultist`); how a chosen type is stored (token flag, sandbox link). */
export function findMonsterTypeById(id: string): MonsterType | undefined {
  return monsterPreset().byId.get(id);
}

/**
 * Finds a monster type by name (case and punctuation ignored), preferring `set` when given, else
 * the base game, else the first set listing it. For auto-detection from actor names; a type the
 * GM chose is stored and found by id ({@link findMonsterTypeById}), since names repeat across sets.
 */
export function findMonsterType(name: string, set?: string): MonsterType | undefined {
  const matches = monsterPreset().bySlug.get(slugify(name)) ?? [];
  return matches.find((m) => m.set === (set ?? "base")) ?? matches[0];
}
