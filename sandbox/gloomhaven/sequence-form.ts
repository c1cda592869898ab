// The whole-card ability list of the Hex tab (SQ-1): the card's abilities top to bottom, its focus
// instruction (SQ-9) and the mover's traits, with the pure edits the list editor makes.
import type { FocusInstruction, SequenceAbility, SequenceMover } from "../../src/core/gloomhaven/sequence";

/** The card a list was filled from (CF-2 `card`, informative). */
export interface CardRef {
  readonly deck: string;
  readonly card: number;
}

/** A whole card as the list editor holds it: a sequence turn without the board (SQ-1, CF-2). */
export interface SequenceForm {
  readonly mover: SequenceMover;
  readonly focus: FocusInstruction;
  readonly abilities: readonly SequenceAbility[];
  readonly card?: CardRef;
}

/** The kinds of ability the list editor can add, in the order its menu lists them. */
export const ABILITY_KINDS = [
  "move",
  "attack",
  "path-attack",
  "push",
  "pull",
  "control",
  "narrated",
] as const;
export type AbilityKind = (typeof ABILITY_KINDS)[number];

/** A new ability of a kind, with the values a GM most often types: Move 2, a melee attack, Push 1 on adjacent enemies. */
function newAbility(kind: AbilityKind): SequenceAbility {
  switch (kind) {
    case "move":
      return { kind, move: 2, mode: "walk" };
    case "attack":
      return { kind, range: 0, targets: 1 };
    case "path-attack":
      return { kind };
    case "push":
    case "pull":
      return { kind, value: 1, range: 1 };
    case "control":
      return { kind, attackRange: 0 };
    case "narrated":
      return { kind, what: "heal" };
  }
}

/** Adds an ability at the end of the list. */
export function addAbility(form: SequenceForm, kind: AbilityKind): SequenceForm {
  return { ...form, abilities: [...form.abilities, newAbility(kind)] };
}

/** Removes the ability at `index`; the last one stays (a card has at least one ability, CF-2). */
export function removeAbility(form: SequenceForm, index: number): SequenceForm {
  if (form.abilities.length <= 1) return form;
  return { ...form, abilities: form.abilities.filter((_, i) => i !== index) };
}

/** Moves the ability at `index` one place up (-1) or down (+1); at an end nothing changes. */
export function moveAbility(form: SequenceForm, index: number, by: -1 | 1): SequenceForm {
  const to = index + by;
  const moving = form.abilities[index];
  const other = form.abilities[to];
  if (moving === undefined || other === undefined) return form;
  const abilities = [...form.abilities];
  abilities[to] = moving;
  abilities[index] = other;
  return { ...form, abilities };
}
