import type { MoveMode } from "../../core/gloomhaven";
import { CONDITION_KEYS, MOVE_MODES, type AbilityForm, type ConditionKey } from "./ability-form";

/** Field names of the ability editor's inputs (templates/gloomhaven/ability-editor.hbs). */
export const ABILITY_FIELDS = {
  moveModifier: "moveModifier",
  hasMove: "hasMove",
  mode: "mode",
  flying: "flying",
  hasAttack: "hasAttack",
  rangeModifier: "rangeModifier",
  targets: "targets",
  targetAll: "targetAll",
  areaEnabled: "areaEnabled",
} as const;

/** The input name of a condition checkbox. */
export function conditionField(key: ConditionKey): string {
  return `condition.${key}`;
}

const MODIFIER_LIMIT = 20;

function readInteger(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : NaN;
  if (!Number.isFinite(n) || (typeof value === "string" && value.trim() === "")) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/** Checkbox values: FormDataExtended gives booleans, raw FormData gives "on" or nothing. */
function readCheckbox(value: unknown): boolean {
  return value === true || value === "on" || value === "true";
}

function readMode(value: unknown, fallback: MoveMode): MoveMode {
  return MOVE_MODES.find((m) => m === value) ?? fallback;
}

/**
 * Reads the editor's submitted fields (a flat name → value record, as FormDataExtended#object or
 * Object.fromEntries(FormData) give) over the previous state. Out-of-range numbers are clamped;
 * unreadable ones keep the previous value; a checkbox that is absent is unchecked.
 */
export function readAbilityForm(
  fields: Readonly<Record<string, unknown>>,
  previous: AbilityForm,
): AbilityForm {
  const conditions = Object.fromEntries(
    CONDITION_KEYS.map((key) => [key, readCheckbox(fields[conditionField(key)])]),
  ) as Record<ConditionKey, boolean>;
  const f = ABILITY_FIELDS;
  return {
    ...previous,
    moveModifier: readInteger(fields[f.moveModifier], previous.moveModifier, -MODIFIER_LIMIT, MODIFIER_LIMIT),
    hasMove: readCheckbox(fields[f.hasMove]),
    mode: readMode(fields[f.mode], previous.mode),
    flying: readCheckbox(fields[f.flying]),
    hasAttack: readCheckbox(fields[f.hasAttack]),
    rangeModifier: readInteger(
      fields[f.rangeModifier],
      previous.rangeModifier,
      -MODIFIER_LIMIT,
      MODIFIER_LIMIT,
    ),
    targets: readInteger(fields[f.targets], previous.targets, 1, MODIFIER_LIMIT),
    targetAll: readCheckbox(fields[f.targetAll]),
    areaEnabled: readCheckbox(fields[f.areaEnabled]),
    conditions,
  };
}
