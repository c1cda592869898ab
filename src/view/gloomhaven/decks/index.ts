// Public API of the monster deck view layer (deck window, drawn cards, preset data): other folders
// import from here, never from its files.
export { buildDeckCard, buildDrawnLine, type DeckCardContext, type DrawnDeckLine } from "./card-context";
export { formFromCard } from "./card-form";
export { summarizeCard } from "./card-summary";
export { buildDeckWindow, type DeckWindowContext, type DeckWindowInput } from "./deck-window";
export {
  buildPresetTypeContext,
  monsterTypeGroups,
  type PresetLine,
  type PresetTypeContext,
  presetTypeOf,
  readPresetTypeFields,
  withPresetStats,
} from "./preset-data";
