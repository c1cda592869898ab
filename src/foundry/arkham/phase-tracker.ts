import {
  FIRST_PHASE_STATE,
  isArkhamPhase,
  nextPhaseState,
  previousPhaseState,
  samePhaseState,
  type ArkhamPhase,
  type PhaseChange,
  type PhaseState,
} from "./phases";

/** Where the phase is stored: the current combat's flags, or a world setting when no combat exists. */
export interface PhaseSource {
  readonly combatId: string | null;
  read(): PhaseState;
  write(next: PhaseState): Promise<void>;
}

/**
 * The phase stored with a combat (one combat round = one game round): the flag's phase
 * counts only for the round it was written in, so a new combat round starts at Upkeep.
 */
export function phaseFromCombat(combatRound: number, stored: unknown): PhaseState {
  const round = Math.max(1, combatRound);
  if (typeof stored === "object" && stored !== null && "round" in stored && "phase" in stored) {
    if (stored.round === round && isArkhamPhase(stored.phase)) return { round, phase: stored.phase };
  }
  return { round, phase: "upkeep" };
}

/** A phase state read back from stored data (the world setting), falling back to round 1, Upkeep. */
export function phaseFromStored(stored: unknown): PhaseState {
  if (typeof stored === "object" && stored !== null && "round" in stored && "phase" in stored) {
    const { round, phase } = stored;
    if (typeof round === "number" && Number.isInteger(round) && round >= 1 && isArkhamPhase(phase))
      return { round, phase };
  }
  return FIRST_PHASE_STATE;
}

/**
 * The Arkham phase tracker: the game's round and phase, announced on each change. Writes go to
 * the current source (only the active GM writes); every client calls {@link PhaseTracker.refresh} when the stored
 * data changes, and each change of round or phase is announced exactly once per client. A change
 * is a change of one source's phase: when the current source becomes another one (the GM views a
 * scene with another combat, a combat starts or ends), its phase is remembered, not announced.
 */
export class PhaseTracker {
  #last: PhaseState | null = null;
  #lastCombatId: string | null = null;
  #primed = false;

  constructor(
    private readonly sourceOf: () => PhaseSource,
    private readonly announce: (change: PhaseChange) => void,
  ) {}

  /** The current round and phase. */
  current(): PhaseState {
    return this.sourceOf().read();
  }

  /** Moves on to the next phase (after Mythos: the next round's Upkeep). */
  async advance(): Promise<void> {
    const source = this.sourceOf();
    await source.write(nextPhaseState(source.read()));
  }

  /** Steps back one phase. */
  async back(): Promise<void> {
    const source = this.sourceOf();
    await source.write(previousPhaseState(source.read()));
  }

  /** Jumps to a phase of the current round. */
  async jumpTo(phase: ArkhamPhase): Promise<void> {
    const source = this.sourceOf();
    await source.write({ round: source.read().round, phase });
  }

  /** Re-reads the stored phase and announces it when it differs from the last one seen (after {@link prime}). */
  refresh(): void {
    if (!this.#primed) return;
    const source = this.sourceOf();
    const current = source.read();
    const sameSource = source.combatId === this.#lastCombatId;
    if (sameSource && samePhaseState(this.#last, current)) return;
    const previous = this.#last;
    this.#last = current;
    this.#lastCombatId = source.combatId;
    if (sameSource) this.announce({ previous, current, combatId: source.combatId });
  }

  /** Remembers the current phase without announcing it (on start-up, so loading is not a change). */
  prime(): void {
    this.#primed = true;
    const source = this.sourceOf();
    this.#last = source.read();
    this.#lastCombatId = source.combatId;
  }
}
