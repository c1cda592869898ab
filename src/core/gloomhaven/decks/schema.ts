import { z } from "zod";

const EDITION = z.enum(["gloomhaven", "jotl", "frosthaven"]);
/** A stat that may be a formula ("8xC", "C+1"): kept as the printed string. */
const NUMBER_OR_FORMULA = z.union([z.number().int(), z.string().min(1)]);

const TRAIT = z.looseObject({
  type: z.string().min(1),
  value: z.union([z.number(), z.string()]).optional(),
  range: z.number().int().optional(),
});

const STATS = z.object({
  health: NUMBER_OR_FORMULA,
  move: z.number().int().min(0),
  attack: NUMBER_OR_FORMULA,
  range: z.number().int().min(0),
  flying: z.boolean(),
  traits: z.array(TRAIT),
});

const LEVEL = z.object({
  level: z.number().int().min(0).max(7),
  normal: STATS.optional(),
  elite: STATS.optional(),
  boss: STATS.optional(),
});

const MONSTER = z.object({
  id: z.string().min(1),
  edition: EDITION,
  name: z.string().min(1),
  deck: z.string().min(1),
  boss: z.boolean(),
  scenarioSpecific: z.boolean(),
  standees: z.number().int().min(0),
  levels: z.array(LEVEL).length(8),
});

/** presets/monsters.json (`gloomhaven-monsters/1`, see presets/README.md). */
export const MONSTERS_FILE = z.object({
  schema: z.literal("gloomhaven-monsters/1"),
  sources: z.array(z.string()),
  monsters: z.array(MONSTER),
});

const MODIFIER_OR_FIXED = z.union([
  z.object({ modifier: z.number().int() }),
  z.object({ fixed: z.union([z.number().int(), z.string().min(1)]) }),
]);

const CARD = z.object({
  card: z.number().int().min(0),
  initiative: z.number().int().min(1).max(99),
  shuffle: z.boolean(),
  move: z
    .intersection(MODIFIER_OR_FIXED, z.object({ mode: z.enum(["walk", "jump", "teleport"]) }))
    .nullable(),
  attack: z
    .intersection(
      MODIFIER_OR_FIXED,
      z.object({
        range: MODIFIER_OR_FIXED.nullable(),
        targets: z.union([
          z.number().int().min(1),
          z.literal("all"),
          z.object({ modifier: z.number().int() }),
        ]),
        area: z.string().nullable(),
      }),
    )
    .nullable(),
  order: z.enum(["move-attack", "attack-move", "attack-only", "move-only", "none"]),
  elementBonus: z.boolean(),
  complex: z.boolean(),
  other: z.array(z.looseObject({ type: z.string().min(1) })),
});

const DECK = z.object({
  id: z.string().min(1),
  edition: EDITION,
  name: z.string().min(1),
  scenarioSpecific: z.boolean(),
  cards: z.array(CARD).min(1),
});

const AREA = z.object({
  origin: z.enum(["attacker", "free"]),
  hexes: z.array(z.tuple([z.number().int(), z.number().int()])).min(1),
});

/** presets/decks.json (`gloomhaven-ability-decks/1`, see presets/README.md). */
export const DECKS_FILE = z.object({
  schema: z.literal("gloomhaven-ability-decks/1"),
  sources: z.array(z.string()),
  areas: z.record(z.string(), AREA),
  decks: z.array(DECK),
});

/** A monster type: its stats per level and rank, and the ability deck it draws from. */
export type MonsterTypeData = z.infer<typeof MONSTER>;
/** A monster's stat line at one level and rank. */
export type MonsterStats = z.infer<typeof STATS>;
/** One ability card (facts only: numbers and flags). */
export type AbilityCard = z.infer<typeof CARD>;
/** One ability deck. */
export type AbilityDeck = z.infer<typeof DECK>;
/** A card value: a modifier to the monster's stat, or a fixed value. */
export type ModifierOrFixed = z.infer<typeof MODIFIER_OR_FIXED>;
