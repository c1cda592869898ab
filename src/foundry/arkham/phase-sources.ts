import { MODULE_ID } from "../constants";
import { phaseFromCombat, phaseFromStored, type PhaseSource } from "./phase-tracker";
import type { PhaseState } from "./phases";

/** The part of a Combat the phase tracker uses (a Combat document fits it). */
export interface PhaseCombat {
  readonly id: string | null;
  readonly round: number;
  getFlag(scope: typeof MODULE_ID, key: "arkhamPhase"): unknown;
  update(data: {
    round?: number;
    turn?: number;
    flags: { [MODULE_ID]: { arkhamPhase: PhaseState } };
  }): Promise<unknown>;
}

/**
 * The phase kept with a combat (issue 7: one combat round = one game round): the combat's round
 * and a flag for the phase, written together in one update so every client sees one change.
 */
export function combatPhaseSource(combat: PhaseCombat): PhaseSource {
  return {
    combatId: combat.id,
    read: () => phaseFromCombat(combat.round, combat.getFlag(MODULE_ID, "arkhamPhase")),
    write: async (next) => {
      const newRound = next.round !== combat.round;
      await combat.update({
        ...(newRound ? { round: next.round, turn: 0 } : {}),
        flags: { [MODULE_ID]: { arkhamPhase: next } },
      });
    },
  };
}

/** The phase kept in a world setting while no combat exists. */
function settingPhaseSource(): PhaseSource {
  return {
    combatId: null,
    read: () => phaseFromStored(game.settings.get(MODULE_ID, "arkhamPhase")),
    write: async (next) => {
      await game.settings.set(MODULE_ID, "arkhamPhase", { round: next.round, phase: next.phase });
    },
  };
}

/** Where the phase lives now: the active combat when one exists, else the world setting. */
export function currentPhaseSource(): PhaseSource {
  const combat = game.combat;
  return combat ? combatPhaseSource(combat) : settingPhaseSource();
}
