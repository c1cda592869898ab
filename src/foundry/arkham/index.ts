// Public API of src/foundry/arkham: other folders import from here, never from the files inside.
export { EMPTY_CHOICE } from "./mythos-choice";
export { computeMythosPlan } from "./mythos-session";
export { readArkhamScene } from "./scene-reading";
export { sneakPath } from "./settings";
