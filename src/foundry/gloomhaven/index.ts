// Public API of src/foundry/gloomhaven: other folders import from here, never from the files inside.
export { readScene } from "./read-scene";
export { recognitionSetting } from "./settings";
export { snapshotFromCanvas } from "./snapshot-from-canvas";
export { offsetLabel } from "./turn-environment";
