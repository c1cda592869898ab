import type { AreaKind, DimensionSymbol, MovementRule, MovementType } from "../../core/arkham";
import type { Localizer } from "../i18n";

/** Key prefix of the Arkham section of lang/en.json. */
const K = "MONSTER_AUTOPILOT.Arkham";

/** The five phases of a game round (rulebook, "Turn sequence"), as the phase tracker names them. */
export type PhaseId = "upkeep" | "movement" | "arkham-encounters" | "other-world-encounters" | "mythos";

/** Label keys of the phases. */
export const PHASE_LABEL_KEYS: Readonly<Record<PhaseId, string>> = {
  upkeep: `${K}.Phase.Upkeep`,
  movement: `${K}.Phase.Movement`,
  "arkham-encounters": `${K}.Phase.ArkhamEncounters`,
  "other-world-encounters": `${K}.Phase.OtherWorldEncounters`,
  mythos: `${K}.Phase.Mythos`,
};

/** Label keys of the nine dimension symbols (rules §2). */
export const SYMBOL_LABEL_KEYS: Readonly<Record<DimensionSymbol, string>> = {
  circle: `${K}.Symbol.circle`,
  crescent: `${K}.Symbol.crescent`,
  diamond: `${K}.Symbol.diamond`,
  hexagon: `${K}.Symbol.hexagon`,
  plus: `${K}.Symbol.plus`,
  slash: `${K}.Symbol.slash`,
  square: `${K}.Symbol.square`,
  star: `${K}.Symbol.star`,
  triangle: `${K}.Symbol.triangle`,
};

/** A glyph drawn for each dimension symbol in the windows (not localized: shapes, not words). */
export const SYMBOL_GLYPHS: Readonly<Record<DimensionSymbol, string>> = {
  circle: "●",
  crescent: "☾",
  diamond: "◆",
  hexagon: "⬢",
  plus: "✚",
  slash: "⧸",
  square: "■",
  star: "★",
  triangle: "▲",
};

/** Label keys of the movement types, by border colour (rules §3). */
export const MOVEMENT_LABEL_KEYS: Readonly<Record<MovementType, string>> = {
  normal: `${K}.Movement.normal`,
  stationary: `${K}.Movement.stationary`,
  fast: `${K}.Movement.fast`,
  special: `${K}.Movement.special`,
  flying: `${K}.Movement.flying`,
  aquatic: `${K}.Movement.aquatic`,
  stalker: `${K}.Movement.stalker`,
  none: `${K}.Movement.none`,
};

/** Label keys of the area kinds (rules §1). */
export const AREA_KIND_LABEL_KEYS: Readonly<Record<AreaKind, string>> = {
  street: `${K}.AreaKind.street`,
  location: `${K}.AreaKind.location`,
  sky: `${K}.AreaKind.sky`,
  outskirts: `${K}.AreaKind.outskirts`,
};

/** Sentence keys explaining each movement rule the core reports (rules §2–5); `{colour}` and `{target}` are filled in. */
export const RULE_KEYS: Readonly<Record<MovementRule, string>> = {
  "selection.not-selected": `${K}.Rule.NotSelected`,
  "selection.outskirts": `${K}.Rule.Outskirts`,
  "selection.shares-area": `${K}.Rule.SharesArea`,
  "stationary.never-moves": `${K}.Rule.Stationary`,
  "none.no-movement": `${K}.Rule.NoMovement`,
  "normal.arrow": `${K}.Rule.NormalArrow`,
  "normal.no-arrow": `${K}.Rule.NormalNoArrow`,
  "fast.two-steps": `${K}.Rule.FastTwoSteps`,
  "fast.stopped-at-investigator": `${K}.Rule.FastStopped`,
  "fast.no-second-arrow": `${K}.Rule.FastNoSecondArrow`,
  "flying.adjacent-street": `${K}.Rule.FlyingAdjacentStreet`,
  "flying.to-sky": `${K}.Rule.FlyingToSky`,
  "flying.swoop": `${K}.Rule.FlyingSwoop`,
  "flying.stays-in-sky": `${K}.Rule.FlyingStaysInSky`,
  "flying.grounded": `${K}.Rule.FlyingGrounded`,
  "aquatic.to-aquatic": `${K}.Rule.AquaticToAquatic`,
  "stalker.to-investigator": `${K}.Rule.StalkerToInvestigator`,
  "hound.nearest-location": `${K}.Rule.HoundNearest`,
  "hound.no-eligible-investigator": `${K}.Rule.HoundNoTarget`,
  "chthonian.roll": `${K}.Rule.ChthonianRoll`,
  "lloigor.drain": `${K}.Rule.LloigorDrain`,
  "special.by-hand": `${K}.Rule.ByHand`,
};

/** Keys of the box colours as words inside a sentence ("the white arrow"). */
export const COLOUR_WORD_KEYS: Readonly<Record<"white" | "black", string>> = {
  white: `${K}.ColourWord.white`,
  black: `${K}.ColourWord.black`,
};

/** The message key of a core problem code (the core names them under MONSTER_AUTOPILOT.Problems). */
export function problemKey(code: string): string {
  return `MONSTER_AUTOPILOT.Problems.${code}`;
}

/** A game box's name for a set slug (presets' `set`: "base", "dunwich-horror", …); an unknown slug shows as written. */
export function setLabel(set: string, i18n: Localizer): string {
  const key = `${K}.Set.${set}`;
  return i18n.has(key) ? i18n.localize(key) : set;
}

/** The message key of the core's ruling on one environment modifier (rules §5.4; lang/en.json `ArkhamRulings`). */
export function modifierRulingKey(id: string): string {
  return `MONSTER_AUTOPILOT.ArkhamRulings.${id}`;
}
