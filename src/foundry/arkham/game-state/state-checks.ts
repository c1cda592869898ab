import type { Board } from "../../../core/arkham";
import type { GameStateFlag } from "./state-flag";

/** A doubt about a stored game state, for the self-check: a code (lang key) and what it names. */
export interface StateDoubt {
  readonly code: "CupEmpty" | "GateNotUnstable" | "GateMarkerTwice" | "UnknownArea" | "DoomFull";
  readonly at?: string;
}

/**
 * What the self-check reports about a scene's game state (mythos §S): an empty cup (MY-10.4 awakens
 * at the next draw), gates off unstable locations (RB p. 24), a gate marker both open and in the
 * pile (MY-3.2), areas the board does not have, a full doom track (MY-10.1).
 */
export function stateDoubts(board: Board, state: GameStateFlag): StateDoubt[] {
  const doubts: StateDoubt[] = [];
  if (state.cup.every((e) => e.count === 0)) doubts.push({ code: "CupEmpty" });
  const pile = new Set(state.gatePile.map((m) => m.id));
  for (const [at, marker] of Object.entries(state.gates)) {
    const area = board.areaById.get(at);
    if (area === undefined) doubts.push({ code: "UnknownArea", at });
    else if (!area.unstable) doubts.push({ code: "GateNotUnstable", at });
    if (pile.has(marker.id)) doubts.push({ code: "GateMarkerTwice", at: marker.id });
  }
  const named = [...state.elderSigns, ...state.closed, ...Object.keys(state.clues)];
  for (const at of new Set(named)) if (!board.areaById.has(at)) doubts.push({ code: "UnknownArea", at });
  if (state.doom >= state.doomTrack) doubts.push({ code: "DoomFull" });
  return doubts;
}
