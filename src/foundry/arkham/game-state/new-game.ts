import { newGameSetup, type NewGameOptions } from "../../../core/arkham";
import type { GameStateFlag } from "./state-flag";

/** A new game's state flag (mythos §S at the start of the game): the core's set-up of the sets in play. */
export function newGameState(options: NewGameOptions): GameStateFlag {
  return { version: 1, ...newGameSetup(options) };
}
