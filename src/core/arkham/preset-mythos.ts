import { z } from "zod";
import { slugify } from "./dimensions";
import { DIMENSION_SYMBOLS, type DimensionSymbol } from "./model";
import mythosJson from "./presets/mythos_movement.json";

const CARD = z.object({
  name: z.string().min(1),
  set: z.string(),
  type: z.string(),
  gate: z.array(z.string()),
  clue: z.array(z.string()),
  white: z.array(z.enum(DIMENSION_SYMBOLS)),
  black: z.array(z.enum(DIMENSION_SYMBOLS)),
  noMovement: z.boolean().optional(),
  gateBurst: z.boolean().optional(),
  note: z.string().optional(),
});
const MODIFIER = z.object({ card: z.string(), set: z.string(), effect: z.string() });
const MYTHOS_FILE = z.object({
  schemaVersion: z.literal(1),
  notes: z.array(z.string()),
  cards: z.array(CARD),
  movementModifiers: z.array(MODIFIER),
});

/** One Mythos card of presets/mythos_movement.json: its white and black movement boxes (spec §2). */
export interface MythosCard {
  readonly name: string;
  readonly set: string;
  /** "Headline", "Environment (Weather)", "Rumor", ... */
  readonly type: string;
  readonly white: readonly DimensionSymbol[];
  readonly black: readonly DimensionSymbol[];
  /** True for the few cards that move no monster. */
  readonly noMovement: boolean;
  readonly gate: readonly string[];
  readonly clue: readonly string[];
}

/** One movement modifier entry of the preset (an environment card changing movement while in play). */
export interface PresetModifier {
  readonly card: string;
  readonly set: string;
  /** Paraphrased effect from the data. */
  readonly effect: string;
}

interface MythosPreset {
  readonly cards: readonly MythosCard[];
  readonly bySlug: ReadonlyMap<string, MythosCard>;
  readonly modifiers: readonly PresetModifier[];
  readonly notes: readonly string[];
}

let cached: MythosPreset | undefined;

function mythosPreset(): MythosPreset {
  if (cached !== undefined) return cached;
  const file = MYTHOS_FILE.parse(mythosJson);
  const cards = file.cards.map(({ noMovement, gateBurst: _burst, note: _note, ...card }) => ({
    ...card,
    noMovement: noMovement ?? false,
  }));
  cached = {
    cards,
    bySlug: new Map(cards.map((card) => [slugify(card.name), card])),
    modifiers: file.movementModifiers,
    notes: file.notes,
  };
  return cached;
}

/** Every Mythos card of the preset (287, base game and expansions), validated on first use. */
export function mythosCards(): readonly MythosCard[] {
  return mythosPreset().cards;
}

/** Finds a Mythos card by name, ignoring case and punctuation ("all quiet in arkham" finds "All Quiet in Arkham!"). */
export function findMythosCard(name: string): MythosCard | undefined {
  return mythosPreset().bySlug.get(slugify(name));
}

/** The preset's `movementModifiers` entries, in file order. */
export function presetModifiers(): readonly PresetModifier[] {
  return mythosPreset().modifiers;
}
