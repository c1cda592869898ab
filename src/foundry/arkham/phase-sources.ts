import { combatIsOnScene, type CombatPlace } from "../combat-scene";
import { MODULE_ID } from "../constants";
import { phaseFromCombat, phaseFromStored, type PhaseSource } from "./phase-tracker";
import type { PhaseState } from "./phases";

/** The part of a Combat the phase tracker uses (a Combat document fits it). */
export interface PhaseCombat {
  readonly id: string | null;
  readonly round: number;
  /** `Combat#started`: whether the encounter has begun (round above 0). */
  readonly started: boolean;
  /** `Combat#startCombat`: begins the encounter at round 1 (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#startcombat). */
  startCombat(): Promise<unknown>;
  getFlag(scope: typeof MODULE_ID, key: "arkhamPhase"): unknown;
  update(data: {
    round?: number;
    turn?: number;
    flags: { [MODULE_ID]: { arkhamPhase: PhaseState } };
  }): Promise<unknown>;
}

/**
 * The phase kept with a combat (one combat round = one game round): the combat's round and a flag
 * for the phase, written together in one update so every client sees one change. A combat that
 * has not begun counts as round 1 and keeps its round while the phase stays in round 1; moving
 * on to round 2 begins it through `startCombat()` first (Foundry's way to begin an encounter,
 * with its `combatStart` hook), never by writing a round into it.
 */
export function combatPhaseSource(combat: PhaseCombat): PhaseSource {
  return {
    combatId: combat.id,
    read: () => phaseFromCombat(combat.round, combat.getFlag(MODULE_ID, "arkhamPhase")),
    write: async (next) => {
      if (!combat.started && next.round > 1) await combat.startCombat();
      const newRound = combat.started && next.round !== combat.round;
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

/** A combat as {@link activeCombatOf} reads it. */
export interface ActiveCombatCandidate extends CombatPlace {
  readonly active: boolean;
}

/**
 * The active combat of the board's scene. Not `game.combat`: that is the combat this client is
 * *viewing* in the tracker (https://foundryvtt.com/api/classes/foundry.Game.html#combat), which may
 * be another one. An active combat linked to the scene or holding a combatant of it comes first;
 * else an active combat linked to no scene and holding no one (a phase-only combat).
 */
export function activeCombatOf<C extends ActiveCombatCandidate>(
  combats: readonly C[],
  sceneId: string | null,
): C | undefined {
  const active = combats.filter((c) => c.active);
  const onScene = sceneId === null ? [] : active.filter((c) => combatIsOnScene(c, sceneId));
  return onScene[0] ?? active.find((c) => !c.scene && c.combatants.contents.length === 0);
}

/**
 * The active combat of the viewed scene when the GM has bound it as an Arkham board (its
 * `arkhamBoard` flag); any other scene's combats are not the module's: the phase is then the
 * world's, which changes only when the GM moves it.
 */
export function boardCombat(): Combat.Implementation | undefined {
  const scene = canvas?.scene;
  if (!scene || scene.getFlag(MODULE_ID, "arkhamBoard") == null) return undefined;
  return activeCombatOf(game.combats?.contents ?? [], scene.id ?? null);
}

/** Where the phase lives now: the active combat of the board's scene when one exists, else the world setting. */
export function currentPhaseSource(): PhaseSource {
  const combat = boardCombat();
  return combat ? combatPhaseSource(combat) : settingPhaseSource();
}
