// Public API of the Arkham Horror 2e movement core. Pure and deterministic.
export * from "./model";
export * from "./problems";
export { normaliseDimension, slugify } from "./dimensions";
export { loadBoard, type BoardJson } from "./board/load-board";
export { loadPresetBoard } from "./board/load-preset-board";
export { serializeBoard } from "./board/serialize-board";
export { baseBoard } from "./preset-board";
export {
  monsterTypes,
  findMonsterType,
  findMonsterTypeById,
  monsterTypeId,
  type MonsterType,
} from "./preset-monsters";
export { mythosCards, findMythosCard, presetModifiers, type MythosCard } from "./preset-mythos";
export * from "./mythos/types";
export * from "./mythos/modifier-ids";
export { MODIFIER_RULINGS, findModifierId } from "./mythos/modifiers";
export { resolveMythosMovement } from "./mythos/resolve-mythos-movement";
export { canonicalOutcomes, outcomeSet, outcomesOf } from "./mythos/outcomes";
export { BASE_BOARD_PRESET, readMythosCase } from "./mythos/read-case";
// The rest of the Mythos phase around the moves: gates, surges, the monster limit, terror, clues (docs/rules/arkham-mythos.md).
export * from "./phase";
