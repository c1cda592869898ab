import type { MoveMode } from "../../core/gloomhaven";
import { CONDITION_KEYS, totalMove, totalRange, type AbilityForm, type ConditionKey } from "./ability-form";
import { buildAreaEditor, type AreaEditorContext, type HexOrientation } from "./area-editor";
import { ABILITY_FIELDS, conditionField } from "./read-ability-form";

const MODE_LABELS: Readonly<Record<MoveMode, string>> = {
  walk: "MONSTER_AUTOPILOT.Hex.Ability.ModeWalk",
  jump: "MONSTER_AUTOPILOT.Hex.Ability.ModeJump",
  teleport: "MONSTER_AUTOPILOT.Hex.Ability.ModeTeleport",
};

const CONDITION_LABELS: Readonly<Record<ConditionKey, string>> = {
  muddled: "MONSTER_AUTOPILOT.Hex.Condition.Muddled",
  stunned: "MONSTER_AUTOPILOT.Hex.Condition.Stunned",
  immobilized: "MONSTER_AUTOPILOT.Hex.Condition.Immobilized",
  disarmed: "MONSTER_AUTOPILOT.Hex.Condition.Disarmed",
};

/** A saved ability card of a monster type, as the preset picker lists it. */
export interface PresetChoice {
  readonly id: string;
  readonly name: string;
}

/** The context of templates/gloomhaven/ability-editor.hbs: every value and label key it shows (IN-1..IN-4). */
export interface AbilityEditorContext {
  readonly fields: typeof ABILITY_FIELDS;
  readonly move: {
    readonly enabled: boolean;
    readonly base: number;
    readonly modifier: number;
    readonly total: number;
  };
  readonly modes: readonly { readonly value: MoveMode; readonly label: string; readonly selected: boolean }[];
  readonly flying: boolean;
  readonly attack: {
    readonly enabled: boolean;
    readonly baseRange: number;
    readonly rangeModifier: number;
    readonly range: number;
    readonly melee: boolean;
    readonly targets: number;
    readonly targetAll: boolean;
  };
  readonly area: AreaEditorContext & { readonly enabled: boolean };
  readonly conditions: readonly {
    readonly key: ConditionKey;
    readonly name: string;
    readonly label: string;
    readonly checked: boolean;
  }[];
  readonly presets: readonly (PresetChoice & { readonly selected: boolean })[];
  readonly presetId: string;
  /** Presets can be saved only where there is somewhere to save them (Foundry, not the sandbox). */
  readonly canSavePresets: boolean;
  /** Prefix of element ids, unique per window. */
  readonly idPrefix: string;
}

/** Builds the ability editor's context from its state (the pure half of the Monster turn window). */
export function buildAbilityEditor(
  form: AbilityForm,
  options: {
    readonly orientation: HexOrientation;
    readonly presets?: readonly PresetChoice[];
    readonly presetId?: string;
    readonly canSavePresets?: boolean;
    readonly idPrefix?: string;
  },
): AbilityEditorContext {
  const range = totalRange(form);
  const presetId = options.presetId ?? "";
  return {
    fields: ABILITY_FIELDS,
    move: { enabled: form.hasMove, base: form.baseMove, modifier: form.moveModifier, total: totalMove(form) },
    modes: (Object.keys(MODE_LABELS) as MoveMode[]).map((value) => ({
      value,
      label: MODE_LABELS[value],
      selected: value === form.mode,
    })),
    flying: form.flying,
    attack: {
      enabled: form.hasAttack,
      baseRange: form.baseRange,
      rangeModifier: form.rangeModifier,
      range,
      melee: range === 0,
      targets: form.targets,
      targetAll: form.targetAll,
    },
    area: { ...buildAreaEditor(form.area, range === 0, options.orientation), enabled: form.areaEnabled },
    conditions: CONDITION_KEYS.map((key) => ({
      key,
      name: conditionField(key),
      label: CONDITION_LABELS[key],
      checked: form.conditions[key],
    })),
    presets: (options.presets ?? []).map((p) => ({ ...p, selected: p.id === presetId })),
    presetId,
    canSavePresets: options.canSavePresets ?? false,
    idPrefix: options.idPrefix ?? "ma-ability",
  };
}
