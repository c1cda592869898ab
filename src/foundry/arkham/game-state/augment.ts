// Type augmentation for the game state flag (a module file, so the merge takes effect).
import type { PhaseUndoSet } from "./phase-undo";
import type { GameStateFlag } from "./state-flag";

declare global {
  interface MonsterAutopilotSceneFlags {
    /** The Arkham game state of the Mythos phase (validated on read: readGameStateFlag). */
    arkhamState?: GameStateFlag;
    /** The accepted Mythos phases, for Undo (validated on read: readPhaseUndo). */
    arkhamPhaseUndo?: { sets: readonly PhaseUndoSet[] };
  }
}

export {};
