import { problem } from "../problems";
import { checkState } from "./check-state";
import { toOutcome } from "./outcome";
import { terrorStep } from "./terror";
import type { ArkhamGameState, CloseGateInput, MythosDraws, PhaseOptions, PhaseResult } from "./types";
import { returnToCup, startWork } from "./work";

/**
 * Closes the gate at `close.at` (MY-13), GM bookkeeping between phases: its marker leaves the
 * board (MY-13.1), every monster of its dimension in Arkham and in the Outskirts returns to the
 * back of the cup (MY-13.2), and a seal places an elder sign, the Elder Sign item taking a doom
 * token off the track (MY-13.3). One outcome.
 */
export function closeGate(
  state: ArkhamGameState,
  close: CloseGateInput,
  draws: MythosDraws,
  options: PhaseOptions,
): PhaseResult {
  const checked = checkState(options.board, state, draws);
  const marker = state.gates[close.at];
  const noGate = marker === undefined ? [problem("ArkhamNoGateAt", "$.close.at", { id: close.at })] : [];
  if (!checked.ok || marker === undefined)
    return { kind: "invalid", problems: [...(checked.ok ? [] : checked.problems), ...noGate] };
  const { row, outskirtsId } = checked.value;
  const w = startWork(options.board, row, outskirtsId, state, draws);
  w.gates.delete(close.at);
  w.rec.gateClosed = { at: close.at, marker: marker.id };
  w.events.push({ kind: "gate-closed", rule: "MY-13.1", at: close.at, marker });
  const leaving = w.monsters.filter((m) => m.dimension === marker.dimension);
  w.monsters = w.monsters.filter((m) => m.dimension !== marker.dimension);
  for (const m of leaving) {
    returnToCup(w, m);
    w.events.push({ kind: "monster-returned", rule: "MY-13.2", monster: m.id, name: m.name, from: m.at });
  }
  if (close.seal !== null) {
    w.elderSigns.push(close.at);
    w.rec.elderSign = close.at;
    w.events.push({ kind: "elder-sign-placed", rule: "MY-13.3", at: close.at, seal: close.seal });
    if (close.seal === "elder-sign" && w.doom > 0) {
      w.doom -= 1;
      w.rec.doom -= 1;
      w.events.push({ kind: "doom-removed", rule: "MY-13.3", doom: w.doom });
    }
  }
  return { kind: "outcomes", outcomes: [toOutcome(w)] };
}

/**
 * Raises the terror level by `steps` single steps (MY-9), as the GM does when a card or an
 * encounter says so: allies to the box, stores closed, overrun at 10, doom tokens beyond 10; a
 * full doom track awakens the Ancient One (MY-10.1) and ends the rise. One outcome.
 */
export function raiseTerror(
  state: ArkhamGameState,
  steps: number,
  draws: MythosDraws,
  options: PhaseOptions,
): PhaseResult {
  const checked = checkState(options.board, state, draws);
  const badSteps = !Number.isInteger(steps) || steps < 0 || steps > 99;
  const stepProblems = badSteps
    ? [problem("ArkhamOutOfRange", "$.raiseTerror", { value: steps, min: 0, max: 99 })]
    : [];
  if (!checked.ok || badSteps)
    return { kind: "invalid", problems: [...(checked.ok ? [] : checked.problems), ...stepProblems] };
  const { row, outskirtsId } = checked.value;
  const w = startWork(options.board, row, outskirtsId, state, draws);
  for (let i = 0; i < steps && w.awakened === undefined; i++) terrorStep(w);
  return { kind: "outcomes", outcomes: [toOutcome(w)] };
}
