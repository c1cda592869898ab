import type { AreaId, Board } from "../model";
import { closeGate, raiseTerror } from "./gm-actions";
import type { PhaseCase } from "./read-case";
import { resolveMythosPhase } from "./resolve-mythos-phase";
import type { ArkhamGameState, PhaseResult } from "./types";

/** The ids in the Outskirts of a state: the default of an outcome record's `outskirts` (mythos §C). */
export function outskirtsIds(board: Board, state: ArkhamGameState): AreaId[] {
  const id = board.areas.find((a) => a.kind === "outskirts")?.id;
  return state.monsters.filter((m) => m.at === id).map((m) => m.id);
}

/** Runs a case's action (mythos §C `action`): a Mythos phase, a gate closing or a terror rise. */
export function runPhaseCase(c: PhaseCase, moveMonsters = false): PhaseResult {
  const options = { board: c.board, moveMonsters };
  switch (c.action.kind) {
    case "close-gate":
      return closeGate(c.state, c.action.close, c.draws, options);
    case "raise-terror":
      return raiseTerror(c.state, c.action.steps, c.draws, options);
    default:
      return resolveMythosPhase(c.state, c.action.card, c.draws, options);
  }
}
