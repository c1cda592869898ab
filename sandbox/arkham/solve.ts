// Runs the Arkham core for the tab's state on the base board.
import { baseBoard, resolveMythosMovement, type MythosResult } from "../../src/core/arkham";
import { monsterInput, type ArkhamSandboxState } from "./arkham-state";

/** Resolves the Mythos movement (spec §2–5) for the pieces, card and modifiers of the Arkham tab. */
export function solveArkham(state: ArkhamSandboxState): MythosResult {
  return resolveMythosMovement({
    board: baseBoard(),
    monsters: state.monsters.map(monsterInput),
    investigators: state.investigators,
    mythos: state.card !== null ? { card: state.card } : { white: state.white, black: state.black },
    modifiers: state.modifiers,
  });
}
