// The Monster turn window's sequence part: what the window shows and does when its drawn card is
// played as a whole sequence (rules reference: docs/rules/gloomhaven-sequences.md).
import type { Localizer } from "../../../view";
import { localizeMessage } from "../../../view/gloomhaven";
import {
  buildSequenceOptions,
  type PlaybackState,
  type SequenceOptionsContext,
} from "../../../view/gloomhaven/sequence";
import type { SequenceNaming } from "../../../view/gloomhaven/sequence";
import { reportRejection } from "../../report-failure";
import { UNDO_OUTCOME_KEYS, type AcceptOutcome } from "../token-mover";
import type { SequenceCard, SequenceTurnController } from "./sequence-controller";

/** The sequence part's context with the footer's buttons as the playback allows them. */
export type SequenceWindowContext = SequenceOptionsContext & {
  readonly canMove: boolean;
  readonly canUndo: boolean;
  readonly busy: boolean;
};

/** Figure names and hex labels of the scene as the sequence controller last read it. */
function namingOf(seq: SequenceTurnController): SequenceNaming {
  const reading = seq.reading;
  return {
    nameOf: (id) => (reading?.ok ? reading.scenario.figures.find((f) => f.id === id)?.name : undefined) ?? id,
    hexLabel: (h) => (reading?.ok ? reading.index.label(h) : `${h.q},${h.r}`),
  };
}

/**
 * Where the playback stands (OUT-S4): choosing before Move, then the next move, a pause or done;
 * a move Foundry paused still counts as the move until it settles.
 */
function playbackState(seq: SequenceTurnController): PlaybackState {
  const step = seq.current();
  if (!step) return { kind: "choosing" };
  if (seq.moving) return { kind: "move" };
  if (step.kind === "pause") return { kind: "pause", step: step.step };
  return { kind: step.kind };
}

/**
 * The sequence part's context (OUT-S1…S4): the options or the playback, the scene's problems when
 * it could not be read; Move while a move comes next (or before the first), Undo once Move was pressed.
 */
export function sequenceWindowContext(i18n: Localizer, seq: SequenceTurnController): SequenceWindowContext {
  const state = playbackState(seq);
  const reading = seq.reading;
  const built =
    reading && !reading.ok
      ? {
          sequence: {
            heading: i18n.localize("MONSTER_AUTOPILOT.Sequence.Invalid"),
            problems: reading.problems.map((p) => localizeMessage(i18n, p)),
            options: [],
            rulings: [],
            assumption: "",
            pause: null,
            done: null,
          },
        }
      : buildSequenceOptions(i18n, seq.result, seq.selected, state, namingOf(seq), (i) => seq.offered(i));
  const hasOptions = seq.result?.kind === "act" && seq.result.options.length > 0;
  const canMove =
    !seq.busy && !seq.moving && hasOptions && (state.kind === "choosing" || state.kind === "move");
  return { ...built, canMove, canUndo: seq.playing, busy: seq.busy };
}

/**
 * Move on a sequence card: carries out the next move of the chosen option and stops at the next
 * step the GM applies; `tell` reports an outcome other than a completed move. A move Foundry
 * paused is told at once and again once it settles (stopped short, say), as the one-turn window does.
 */
export async function sequenceMove(
  seq: SequenceTurnController,
  rerender: () => void,
  tell: (outcome: AcceptOutcome) => void,
): Promise<AcceptOutcome> {
  const moving = seq.accept();
  rerender();
  const outcome = await moving;
  // "refused" with a pause showing is the card's next step being the GM's (an attack first), not a failure.
  if (outcome !== "refused" || seq.current()?.kind !== "pause") tell(outcome);
  rerender();
  const settling = outcome === "paused" ? seq.settling : null;
  if (settling)
    reportRejection(
      settling.then((later) => {
        if (later) tell(later);
        rerender();
      }),
      "MONSTER_AUTOPILOT.Reported.PausedMove",
    );
  return outcome;
}

/**
 * The GM edited the monster's stat line: the card built again on it (`card`) replaces the one
 * solved, and the sequence is solved again unless Move was pressed (the turn under way keeps the
 * card it was accepted with; Undo solves it again with the new one). A stat line that no longer
 * gives a sequence card (null: the type was changed) keeps the card as drawn.
 */
export function reloadSequence(seq: SequenceTurnController, card: SequenceCard | null): void {
  if (card) seq.setCard(card);
  if (!seq.playing && !seq.busy) seq.recompute();
}

/** Undo on a sequence card: takes back every move of the turn, says why when it could not, solves again. */
export async function sequenceUndo(
  seq: SequenceTurnController,
  i18n: Localizer,
  rerender: () => void,
): Promise<void> {
  const undone = await seq.undoTurn();
  if (undone !== "undone") ui.notifications?.warn(i18n.localize(UNDO_OUTCOME_KEYS[undone]));
  rerender();
}
