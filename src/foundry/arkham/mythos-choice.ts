import { z } from "zod";
import { normaliseDimension, type DimensionSymbol } from "../../core/arkham";
import type { MythosChoiceFlag } from "./flag-types";

/** No card chosen, no symbols, no modifiers. */
export const EMPTY_CHOICE: MythosChoiceFlag = { card: null, white: [], black: [], modifiers: [] };

const STRINGS = z.array(z.string()).catch([]);
const CHOICE_FLAG = z.object({
  card: z.string().nullable().catch(null),
  white: STRINGS,
  black: STRINGS,
  modifiers: STRINGS,
});

/**
 * Reads the scene's `arkhamMythos` flag tolerantly: a missing or damaged flag (or field) falls back
 * to "nothing chosen" for that part, never a crash; the core then reports unknown names as problems.
 */
export function readChoiceFlag(value: unknown): MythosChoiceFlag {
  const parsed = CHOICE_FLAG.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_CHOICE;
}

/** Chooses a preset Mythos card (its boxes come from the preset). */
export function chooseCard(choice: MythosChoiceFlag, card: string): MythosChoiceFlag {
  return { ...choice, card };
}

/**
 * Toggles a symbol in a hand-set box. Starting from a chosen
 * card copies its boxes first, so the GM edits what they see.
 */
export function toggleSymbol(
  choice: MythosChoiceFlag,
  box: "white" | "black",
  symbol: DimensionSymbol,
  cardBoxes: { readonly white: readonly string[]; readonly black: readonly string[] } | undefined,
): MythosChoiceFlag {
  const start = choice.card !== null && cardBoxes !== undefined ? cardBoxes : choice;
  const flip = (list: readonly string[]) =>
    list.some((s) => normaliseDimension(s) === symbol)
      ? list.filter((s) => normaliseDimension(s) !== symbol)
      : [...list, symbol];
  return {
    card: null,
    modifiers: choice.modifiers,
    white: box === "white" ? flip(start.white) : [...start.white],
    black: box === "black" ? flip(start.black) : [...start.black],
  };
}

/** Switches an environment modifier on or off (rules §5: environment cards change movement while in play). */
export function toggleModifier(choice: MythosChoiceFlag, modifier: string): MythosChoiceFlag {
  const on = choice.modifiers.includes(modifier);
  return {
    ...choice,
    modifiers: on ? choice.modifiers.filter((m) => m !== modifier) : [...choice.modifiers, modifier],
  };
}
