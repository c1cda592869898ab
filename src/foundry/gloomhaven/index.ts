// Public API of the Gloomhaven-family Foundry adapter, for the other adapters (scene reading,
// settings): other folders import from here, never from its files.
export { monsterTurnWindowId } from "./monster-turn-input";
export { readScene } from "./read-scene";
export { recognitionSetting } from "./settings";
export { snapshotFromCanvas } from "./snapshot-from-canvas";
export { offsetLabel } from "./turn-environment";
export type { SceneSnapshot } from "./scene-snapshot";
