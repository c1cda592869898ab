/** The five phases of an Arkham Horror game round, in order (rulebook, "Turn sequence"). */
export const ARKHAM_PHASES = [
  "upkeep",
  "movement",
  "arkham-encounters",
  "other-world-encounters",
  "mythos",
] as const;
export type ArkhamPhase = (typeof ARKHAM_PHASES)[number];

/** Where the game stands: the game round (one combat round when a combat exists) and its phase. */
export interface PhaseState {
  readonly round: number;
  readonly phase: ArkhamPhase;
}

/** The payload of the `monster-autopilot.phaseChange` hook. */
export interface PhaseChange {
  readonly previous: PhaseState | null;
  readonly current: PhaseState;
  /** The combat the phases follow, when one exists. */
  readonly combatId: string | null;
}

/** The first state of a game: round 1, Upkeep. */
export const FIRST_PHASE_STATE: PhaseState = { round: 1, phase: "upkeep" };

/** Whether a value names a phase (flags and settings are read back as unknown data). */
export function isArkhamPhase(value: unknown): value is ArkhamPhase {
  return typeof value === "string" && (ARKHAM_PHASES as readonly string[]).includes(value);
}

/** The next phase; after Mythos a new round starts with Upkeep (rulebook, "Turn sequence"). */
export function nextPhaseState(state: PhaseState): PhaseState {
  const index = ARKHAM_PHASES.indexOf(state.phase);
  const next = ARKHAM_PHASES[index + 1];
  return next === undefined
    ? { round: state.round + 1, phase: "upkeep" }
    : { round: state.round, phase: next };
}

/** The previous phase; before Upkeep comes the last round's Mythos (never before round 1). */
export function previousPhaseState(state: PhaseState): PhaseState {
  const index = ARKHAM_PHASES.indexOf(state.phase);
  if (index > 0) return { round: state.round, phase: ARKHAM_PHASES[index - 1]! };
  return state.round > 1 ? { round: state.round - 1, phase: "mythos" } : state;
}

/** Whether two states are the same round and phase. */
export function samePhaseState(a: PhaseState | null, b: PhaseState | null): boolean {
  return a?.round === b?.round && a?.phase === b?.phase;
}
