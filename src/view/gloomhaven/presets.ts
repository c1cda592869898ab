import { z } from "zod";
import type { AbilityForm } from "./ability-form";

const ModifierSchema = z.number().int().min(-20).max(20);

/** A saved ability card (IN-1): the card's modifiers, never the monster's base stats or conditions. */
export const AbilityPresetSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(80),
  hasMove: z.boolean(),
  moveModifier: ModifierSchema,
  mode: z.enum(["walk", "jump", "teleport"]),
  hasAttack: z.boolean(),
  rangeModifier: ModifierSchema,
  targets: z.number().int().min(1).max(20),
  targetAll: z.boolean(),
  areaEnabled: z.boolean(),
  area: z.array(z.tuple([z.number().int(), z.number().int()])).max(37),
});
export type AbilityPreset = z.infer<typeof AbilityPresetSchema>;

/** Saved presets of every monster type: monster type → its cards. */
export const PresetLibrarySchema = z.record(z.string(), z.array(AbilityPresetSchema));
export type PresetLibrary = z.infer<typeof PresetLibrarySchema>;

/** Saves the card part of the editor's state under a name. */
export function presetFromForm(form: AbilityForm, id: string, name: string): AbilityPreset {
  return {
    id,
    name: name.trim().slice(0, 80) || id,
    hasMove: form.hasMove,
    moveModifier: form.moveModifier,
    mode: form.mode,
    hasAttack: form.hasAttack,
    rangeModifier: form.rangeModifier,
    targets: form.targets,
    targetAll: form.targetAll,
    areaEnabled: form.areaEnabled,
    area: form.area.map((h) => [h.q, h.r] as [number, number]),
  };
}

/** Fills the editor from a preset, keeping the monster's base stats, flying and its conditions. */
export function applyPreset(form: AbilityForm, preset: AbilityPreset): AbilityForm {
  return {
    ...form,
    hasMove: preset.hasMove,
    moveModifier: preset.moveModifier,
    mode: preset.mode,
    hasAttack: preset.hasAttack,
    rangeModifier: preset.rangeModifier,
    targets: preset.targets,
    targetAll: preset.targetAll,
    areaEnabled: preset.areaEnabled,
    area: preset.area.map(([q, r]) => ({ q, r })),
  };
}

/** Reads a stored preset library; entries that do not parse are dropped and counted (a corrupt setting never breaks the window). */
export function readPresetLibrary(raw: unknown): { library: PresetLibrary; dropped: number } {
  if (typeof raw !== "object" || raw === null) return { library: {}, dropped: raw == null ? 0 : 1 };
  const library: PresetLibrary = {};
  let dropped = 0;
  for (const [type, list] of Object.entries(raw)) {
    if (!Array.isArray(list)) {
      dropped++;
      continue;
    }
    const parsed = list.map((p) => AbilityPresetSchema.safeParse(p));
    library[type] = parsed.flatMap((p) => (p.success ? [p.data] : []));
    dropped += parsed.filter((p) => !p.success).length;
  }
  return { library, dropped };
}
