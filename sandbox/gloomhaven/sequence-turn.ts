// A whole card's list on the editor's board: the turn the sequence engine plays, and the list a
// one-move-one-attack ability becomes.
import { sequenceOfAction, type SequenceTurn } from "../../src/core/gloomhaven/sequence";
import { toMonsterAction } from "../../src/view/gloomhaven";
import type { HexEditorState } from "./editor-state";
import type { SequenceForm } from "./sequence-form";

/** The list a one-move-one-attack ability becomes (CF-2's conversion, {@link sequenceOfAction}). */
export function sequenceFormOf(state: HexEditorState): SequenceForm {
  const turn = sequenceOfAction(state.scenario, toMonsterAction(state.ability));
  return { mover: turn.mover, focus: turn.focus, abilities: turn.abilities };
}

/** The turn the sequence engine plays for a list on the editor's board, with the board's links (LH-*). */
export function sequenceTurnOf(state: HexEditorState, form: SequenceForm): SequenceTurn {
  return {
    scenario: state.scenario,
    links: state.links,
    mover: form.mover,
    focus: form.focus,
    abilities: form.abilities,
  };
}

/**
 * The list the sequence engine plays for the editor: the whole card's list, or, on a board with
 * linked hexes, the one move and one attack as a list (only the sequence engine follows links,
 * IMP-S3); undefined when the single-turn solver answers.
 */
export function playedList(state: HexEditorState): SequenceForm | undefined {
  return state.sequence ?? (state.links.length > 0 ? sequenceFormOf(state) : undefined);
}
