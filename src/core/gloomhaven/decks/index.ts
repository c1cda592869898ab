// Public API of the Gloomhaven-family monster presets and ability decks (presets/README.md).
export * from "./catalogue";
export * from "./card-ability";
export * from "./card-sequence";
export * from "./deck-state";
export { MAX_SCENARIO_LEVEL } from "./scenario-level";
export type * from "./schema";
