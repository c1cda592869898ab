// Public API of the Arkham Mythos-phase engine (docs/rules/arkham-mythos.md): pure and deterministic.
export * from "./types";
export * from "./events";
export * from "./record";
export * from "./tables";
export { resolveMythosPhase } from "./resolve-mythos-phase";
export { closeGate, raiseTerror } from "./gm-actions";
export * from "./read-case";
export { outskirtsIds, runPhaseCase } from "./run-case";
export { cupMarkers, newGameSetup, presetCup, presetSets, type NewGameOptions } from "./new-game";
