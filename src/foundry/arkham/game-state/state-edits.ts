import {
  closeGate,
  cupMarkers,
  raiseTerror,
  type Board,
  type PhaseEvent,
  type PhaseResult,
  type SealWith,
} from "../../../core/arkham";
import { coreState, sceneChanges, type SceneChanges, type TokenPieces } from "./phase-input";
import { readGameStateFlag, type GameStateFlag } from "./state-flag";

/** A GM action between phases, resolved: the scene changes and what happened, or the core's problems. */
export type GmActionResult =
  | { readonly kind: "changes"; readonly changes: SceneChanges; readonly events: readonly PhaseEvent[] }
  | { readonly kind: "invalid"; readonly result: Extract<PhaseResult, { kind: "invalid" }> };

/** The cup and gate pile in stored order: a closing or a terror rise draws nothing, so nothing is shuffled. */
function storedDraws(flag: GameStateFlag) {
  const taken = new Set(flag.outskirts.map((m) => m.id));
  return { monsters: cupMarkers(flag.cup, taken), gateMarkers: flag.gatePile };
}

/**
 * The scene changes of a core result: a resolved outcome as the Mythos phase writes it; an awakening
 * (MY-10.1, a terror rise filling the doom track) writes the track full and the terror reached.
 */
function changesOf(
  board: Board,
  flag: GameStateFlag,
  pieces: TokenPieces,
  result: PhaseResult,
): GmActionResult {
  if (result.kind === "invalid") return { kind: "invalid", result };
  const [outcome] = result.outcomes;
  if (outcome === undefined)
    return { kind: "changes", changes: { flag, create: [], remove: [] }, events: [] };
  if (outcome.kind === "resolved")
    return { kind: "changes", changes: sceneChanges(board, flag, pieces, outcome), events: outcome.events };
  const terror = outcome.events.reduce((t, e) => (e.kind === "terror-raised" ? e.terror : t), flag.terror);
  const awakened = { ...flag, terror, doom: flag.doomTrack };
  return { kind: "changes", changes: { flag: awakened, create: [], remove: [] }, events: outcome.events };
}

/** Closing or sealing the gate at `at` by hand (MY-13) through the core's `closeGate`. */
export function closeGateChanges(
  board: Board,
  flag: GameStateFlag,
  pieces: TokenPieces,
  at: string,
  seal: SealWith,
): GmActionResult {
  const result = closeGate(coreState(board, flag, pieces), { at, seal }, storedDraws(flag), { board });
  return changesOf(board, flag, pieces, result);
}

/** Raising terror by hand `steps` times (MY-9) through the core's `raiseTerror`. */
export function raiseTerrorChanges(
  board: Board,
  flag: GameStateFlag,
  pieces: TokenPieces,
  steps: number,
): GmActionResult {
  const result = raiseTerror(coreState(board, flag, pieces), steps, storedDraws(flag), { board });
  return changesOf(board, flag, pieces, result);
}

/** A correction of the stored state, validated as the flag is on read (mythos §S); the zod problems when it does not fit. */
export function correctedState(
  flag: GameStateFlag,
  patch: Partial<GameStateFlag>,
): { ok: true; flag: GameStateFlag } | { ok: false; detail: string } {
  const read = readGameStateFlag({ ...flag, ...patch, version: 1 });
  if (read.kind === "ok") return { ok: true, flag: read.state };
  return { ok: false, detail: read.kind === "corrupt" ? read.detail : "$" };
}
