import { findMonsterType, findMonsterTypeById } from "../../core/arkham";
import type { MonsterFlag } from "./flag-types";

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A preset type given by id, or by name in an older flag (base game preferred); unknown values are kept to be reported. */
function presetIdOf(value: string): string {
  return findMonsterTypeById(value)?.id ?? findMonsterType(value)?.id ?? value;
}

/**
 * Reads a token's `arkhamMonster` flag tolerantly: `{presetId}` as saved now,
 * `{preset: name}` as saved before types had ids (migrated to the id of the base game's type of
 * that name, else the first set's), or a custom dimension and movement. Anything unreadable counts
 * as no flag (the type is then detected from the name); this never throws.
 */
export function readMonsterFlag(raw: unknown): MonsterFlag | undefined {
  if (!isRecord(raw)) return undefined;
  const { presetId, preset, dimension, movement, name } = raw;
  if (typeof presetId === "string" && presetId !== "") return { presetId: presetIdOf(presetId) };
  if (typeof preset === "string" && preset !== "") return { presetId: presetIdOf(preset) };
  if (typeof dimension === "string" && typeof movement === "string")
    return { dimension, movement, ...(typeof name === "string" ? { name } : {}) };
  return undefined;
}

/** The flag for a choice in the Pieces window's type select: "" = detect from the name, "custom", or a preset type id. */
export function monsterFlagForChoice(choice: string): MonsterFlag | undefined {
  if (choice === "") return undefined;
  return choice === "custom" ? { dimension: "circle", movement: "normal" } : { presetId: choice };
}

/** Where a token's monster type flag lives: `getFlag` / `setFlag` (which merges objects) / `unsetFlag`. */
export interface MonsterFlagStore {
  read(): unknown;
  set(flag: MonsterFlag): Promise<unknown>;
  unset(): Promise<unknown>;
}

/**
 * Stores a token's monster type, or clears it. Foundry's `setFlag` merges into
 * an object already there, so the old flag is cleared first: no key of another kind of type (or
 * the name a flag saved before type ids held) is left behind to be read instead.
 */
export async function writeMonsterFlag(
  store: MonsterFlagStore,
  flag: MonsterFlag | undefined,
): Promise<void> {
  if (store.read() !== undefined) await store.unset();
  if (flag !== undefined) await store.set(flag);
}
