import type { Localizer } from "../i18n";
import { PHASE_LABEL_KEYS, type PhaseId } from "./labels";

/** The phases in turn order (rulebook, "Turn sequence"). */
const ORDER: readonly PhaseId[] = [
  "upkeep",
  "movement",
  "arkham-encounters",
  "other-world-encounters",
  "mythos",
];

/** What the phase tracker window shows. */
export interface PhaseTrackerContext {
  readonly round: number;
  readonly phaseLabel: string;
  readonly phases: readonly {
    readonly id: PhaseId;
    readonly label: string;
    readonly current: boolean;
    readonly done: boolean;
  }[];
  /** True when the rounds follow the combat tracker. */
  readonly followsCombat: boolean;
}

/** Builds the phase tracker window's context from the current round and phase. */
export function buildPhaseTrackerContext(
  state: { readonly round: number; readonly phase: PhaseId },
  followsCombat: boolean,
  i18n: Localizer,
): PhaseTrackerContext {
  const currentIndex = ORDER.indexOf(state.phase);
  return {
    round: state.round,
    phaseLabel: i18n.localize(PHASE_LABEL_KEYS[state.phase]),
    phases: ORDER.map((id, index) => ({
      id,
      label: i18n.localize(PHASE_LABEL_KEYS[id]),
      current: index === currentIndex,
      done: index < currentIndex,
    })),
    followsCombat,
  };
}
