import {
  findMonsterType,
  findMonsterTypeById,
  MOVEMENT_TYPES,
  normaliseDimension,
  type DimensionSymbol,
  type MonsterType,
  type MovementType,
} from "../../core/arkham";
import type { MonsterFlag } from "./flag-types";

/** What the core needs to know about a monster token: its type's name, dimension and movement (rules §2–3, §5). */
export interface MonsterIdentity {
  readonly name: string;
  /** The preset type's game box ("base", "dunwich-horror"); absent for a custom type. */
  readonly set?: string;
  readonly dimension: DimensionSymbol;
  readonly movement: MovementType;
  /** Special-mover kind for green-border monsters ("hound-of-tindalos", "chthonian"). */
  readonly special?: string;
  /** Where the identity came from, shown to the GM. */
  readonly source: "flag" | "custom" | "detected";
}

function isMovementType(value: string): value is MovementType {
  return (MOVEMENT_TYPES as readonly string[]).includes(value);
}

function fromPreset(
  type: MonsterType | undefined,
  source: MonsterIdentity["source"],
): MonsterIdentity | undefined {
  if (type === undefined) return undefined;
  return {
    name: type.name,
    set: type.set,
    dimension: type.dimension,
    movement: type.movement,
    ...(type.special !== undefined ? { special: type.special } : {}),
    source,
  };
}

/**
 * A monster token's identity: the token flag (a preset monster by id, or a
 * custom dimension and movement type) when set, else the preset monster named like the actor or
 * the token (case and punctuation ignored; the base game's type when sets share the name).
 * `undefined` when nothing matches or the flag's id is unknown: listed, never guessed.
 */
export function identifyMonster(
  flag: MonsterFlag | undefined,
  names: readonly (string | null | undefined)[],
): MonsterIdentity | undefined {
  if (flag !== undefined && "presetId" in flag) return fromPreset(findMonsterTypeById(flag.presetId), "flag");
  if (flag !== undefined) {
    const dimension = normaliseDimension(flag.dimension);
    if (dimension === undefined || !isMovementType(flag.movement)) return undefined;
    const name = flag.name?.trim() || names.find((n) => n) || "";
    return { name, dimension, movement: flag.movement, source: "custom" };
  }
  for (const name of names) {
    const found = name ? fromPreset(findMonsterType(name), "detected") : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}
