// Runs the Gloomhaven-family core for the editor's state, and the line-of-sight witness for hovering.
import { decideMonsterTurn, type TurnOption, type TurnResult } from "../../src/core/gloomhaven";
import { caseAnswers, type CaseAnswer } from "../../src/core/gloomhaven-cases";
import { findSightLine, type SightLine } from "../../src/core/gloomhaven";
import { sameHex, type Hex } from "../../src/core/hex";
import { toMonsterAction } from "../../src/view/gloomhaven";
import {
  decideSequence,
  sequenceAnswers,
  type SequenceAnswer,
  type SequenceResult,
  type SequenceTurn,
} from "../../src/core/gloomhaven/sequence";
import { rulesOf } from "./case-io";
import type { HexEditorState } from "./editor-state";
import type { SequenceForm } from "./sequence-form";
import { sequenceTurnOf } from "./sequence-turn";

/** The sequence engine's answer for a whole card on the editor's board, with its links (SQ-1, IMP-S3). */
export interface SolvedSequence {
  readonly turn: SequenceTurn;
  readonly result: SequenceResult | null;
  readonly error: string | null;
}

/** Plays the editor's ability list with the sequence engine; a programming error in the core is reported, not thrown. */
export function solveSequence(state: HexEditorState, form: SequenceForm): SolvedSequence {
  const turn = sequenceTurnOf(state, form);
  try {
    return { turn, result: decideSequence(turn, rulesOf(state)), error: null };
  } catch (error) {
    console.error(error);
    return { turn, result: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The answers of a sequence result as a version-2 case stores them (CF-3), or null for invalid input. */
export function sequenceAnswersOf(solved: SolvedSequence | null): SequenceAnswer[] | null {
  return solved?.result ? sequenceAnswers(solved.turn, solved.result) : null;
}

/** The core's answer for the editor's state (IMP-7); a programming error in the core is reported, not thrown. */
export function solveHex(state: HexEditorState): { result: TurnResult | null; error: string | null } {
  try {
    return {
      result: decideMonsterTurn(state.scenario, toMonsterAction(state.ability), rulesOf(state)),
      error: null,
    };
  } catch (error) {
    console.error(error);
    return { result: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The answers in the case format (destination, attacked hexes), or null for invalid input. */
export function answersOf(state: HexEditorState, result: TurnResult | null): CaseAnswer[] | null {
  return result ? caseAnswers(result, state.scenario) : null;
}

/** Where line of sight is measured from: the chosen option's end hex, else the acting monster's hex. */
export function viewpoint(state: HexEditorState, result: TurnResult | null, chosen: number): Hex | undefined {
  if (result?.kind === "act") return (result.options[chosen] ?? result.options[0])?.endHex;
  return state.scenario.figures.find((f) => f.id === state.scenario.activeId)?.at;
}

/** The sight line from the viewpoint to a hovered hex under the rule set's LOS rule (LOS-2 / LOS-3); undefined when nothing to draw. */
export function sightTo(
  state: HexEditorState,
  from: Hex | undefined,
  to: Hex | null,
): { line: SightLine | null } | undefined {
  if (!from || !to || sameHex(from, to)) return undefined;
  const rule = rulesOf(state).vertexLineOfSight ? "vertex" : "any-point";
  return { line: findSightLine(state.scenario.board, from, to, rule) };
}

/**
 * The sight line from an option's end hex to its focus when the option attacks it (the line a
 * ranged monster moved to get, LOS-2 / LOS-3); undefined when the option attacks no focus.
 */
export function focusSight(
  state: HexEditorState,
  option: TurnOption | undefined,
): { from: Hex; to: Hex; line: SightLine | null } | undefined {
  const focus = option?.focus.find((id) => option.targets.includes(id));
  const to = state.scenario.figures.find((f) => f.id === focus)?.at;
  if (!option || !to) return undefined;
  const sight = sightTo(state, option.endHex, to);
  return sight ? { from: option.endHex, to, line: sight.line } : undefined;
}
