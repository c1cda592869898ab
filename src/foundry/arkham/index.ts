// Public API of the Arkham Foundry adapter, for the other adapters (scene reading, Mythos session,
// settings): other folders import from here, never from its files.
export { EMPTY_CHOICE } from "./mythos-choice";
export { computeMythosPlan } from "./mythos-session";
export { readArkhamScene } from "./scene-reading";
export { sneakPath } from "./settings";
export { readGameStateFlag } from "./game-state/state-flag";
export { stateDoubts } from "./game-state/state-checks";
export { newGameState } from "./game-state/new-game";
