import type { AreaPattern, Conditions, MonsterAction, MoveMode } from "../../core/gloomhaven";
import { compareHex, hexKey, sameHex, type Hex } from "../../core/hex";

/** The four conditions the ability editor shows (IN-2); all read from the token's status effects. */
export const CONDITION_KEYS = ["muddled", "stunned", "immobilized", "disarmed"] as const;
export type ConditionKey = (typeof CONDITION_KEYS)[number];

/** The movement modes a Move ability can have (IN-1). */
export const MOVE_MODES: readonly MoveMode[] = ["walk", "jump", "teleport"];

/**
 * The state of the ability editor: the monster's base values plus the card's modifiers (IN-1).
 * Move and range are written as on the card: base stat ± X. The area pattern is a set of axial
 * offsets; with range 0 it is relative to the attacker, otherwise it is a free (ranged) pattern.
 */
export interface AbilityForm {
  readonly baseMove: number;
  readonly moveModifier: number;
  readonly hasMove: boolean;
  readonly mode: MoveMode;
  readonly flying: boolean;
  readonly hasAttack: boolean;
  readonly baseRange: number;
  readonly rangeModifier: number;
  /** "Target N" on the card: the focus plus N-1 more. */
  readonly targets: number;
  readonly targetAll: boolean;
  readonly areaEnabled: boolean;
  readonly area: readonly Hex[];
  readonly conditions: Readonly<Record<ConditionKey, boolean>>;
}

/** A neutral ability for a monster with the given base stats: Move +0, Attack +0 (IN-1). */
export function defaultAbilityForm(base: { move: number; range: number; flying: boolean }): AbilityForm {
  return {
    baseMove: base.move,
    moveModifier: 0,
    hasMove: true,
    mode: "walk",
    flying: base.flying,
    hasAttack: true,
    baseRange: base.range,
    rangeModifier: 0,
    targets: 1,
    targetAll: false,
    areaEnabled: false,
    area: [],
    conditions: { muddled: false, stunned: false, immobilized: false, disarmed: false },
  };
}

/** Movement points this turn: base move ± the card's modifier, never below 0 (IN-1). */
export function totalMove(form: AbilityForm): number {
  return form.hasMove ? Math.max(0, form.baseMove + form.moveModifier) : 0;
}

/** The attack's range this turn: base range ± the card's modifier, 0 = melee (IN-1). */
export function totalRange(form: AbilityForm): number {
  return Math.max(0, form.baseRange + form.rangeModifier);
}

/** Converts the editor state into the core's input for one monster turn (IN-1..IN-4). */
export function toMonsterAction(form: AbilityForm): MonsterAction {
  const range = totalRange(form);
  const conditions: Conditions = { ...form.conditions };
  const area = form.areaEnabled ? areaPattern(form.area, range) : undefined;
  const attack = form.hasAttack
    ? {
        range,
        targets: form.targetAll ? ("all" as const) : Math.max(1, form.targets),
        ...(area && area.hexes.length > 0 ? { area } : {}),
      }
    : null;
  return { move: totalMove(form), mode: form.mode, flying: form.flying, attack, conditions };
}

/** The pattern as the core reads it: relative to the attacker for melee (its own hex excluded), free when ranged (IN-3). */
function areaPattern(hexes: readonly Hex[], range: number): AreaPattern {
  return range === 0
    ? { hexes: hexes.filter((h) => h.q !== 0 || h.r !== 0), origin: "attacker" }
    : { hexes: [...hexes], origin: "free" };
}

/** Adds or removes one hex of the area pattern (the editor's click); the attacker's own hex is never part of a melee pattern (IN-3). */
export function toggleAreaHex(form: AbilityForm, h: Hex): AbilityForm {
  if (totalRange(form) === 0 && h.q === 0 && h.r === 0) return form;
  const present = form.area.some((a) => sameHex(a, h));
  const area = present ? form.area.filter((a) => !sameHex(a, h)) : [...form.area, h].sort(compareHex);
  return { ...form, area, areaEnabled: area.length > 0 ? true : form.areaEnabled };
}

/** A short key identifying the ability (used to skip recomputing an unchanged turn). */
export function abilityKey(form: AbilityForm): string {
  return JSON.stringify({ ...form, area: form.area.map(hexKey) });
}
