import type { MythosResult } from "../mythos";
import { canonicalRecord } from "./record";
import type { PhaseOutcome } from "./types";
import { finishRecord, finishState, type Work } from "./work";

/** A worked-out branch as an outcome: awakened (MY-1.2) or its effects, state and draws after. */
export function toOutcome(w: Work, movement?: MythosResult): PhaseOutcome {
  if (w.awakened !== undefined)
    return { kind: "awakened", reason: w.awakened, record: { awakened: w.awakened }, events: w.events };
  return {
    kind: "resolved",
    record: finishRecord(w),
    state: finishState(w),
    draws: { monsters: w.cup, gateMarkers: w.pile },
    drawn: w.drawn,
    returned: w.returned,
    events: w.events,
    ...(w.choice !== undefined ? { choice: w.choice } : {}),
    ...(movement !== undefined ? { movement } : {}),
  };
}

/** Outcomes that would be identical are one (MY-14.2): the first of each normalised record is kept. */
export function distinctOutcomes(
  outcomes: readonly PhaseOutcome[],
  before: readonly string[],
): PhaseOutcome[] {
  const seen = new Set<string>();
  return outcomes.filter((o) => {
    const text = canonicalRecord(o.record, before);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}
