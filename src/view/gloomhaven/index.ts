// Public API of the Gloomhaven-family view layer (turn window, ability editor, monster data,
// messages): other folders import from here, never from its files.
export { type AbilityEditorContext, buildAbilityEditor } from "./ability-editor";
export {
  type AbilityForm,
  abilityKey,
  CONDITION_KEYS,
  type ConditionKey,
  defaultAbilityForm,
  MOVE_MODES,
  toggleAreaHex,
  toMonsterAction,
} from "./ability-form";
export type { HexOrientation } from "./area-editor";
export { listNames } from "./explain-turn";
export { stepAwayText } from "./step-away";
export { localizeMessage, message, type Message, problemMessage } from "./messages";
export {
  diffMonsterData,
  mergeMonsterData,
  type MonsterData,
  type MonsterDataContext,
  type MonsterDataPatch,
  readMonsterDataForm,
  readMonsterDataPatch,
  readSummonerField,
  sideChoices,
  type SummonerChoice,
  summonerChoices,
} from "./monster-data";
export { groupOptions } from "./option-groups";
export { targetWords } from "./option-words";
export { readAbilityForm } from "./read-ability-form";
export { buildTurnHeader, type TurnHeaderContext } from "./turn-header";
export { buildTurnOptions, optionsOf, type TurnOptionsContext } from "./turn-options";
