import type { RuleSet, Scenario } from "../../../core/gloomhaven";
import {
  continueSequence,
  type SequenceAbility,
  type SequenceMover,
  type SequenceOption,
  type SequenceResult,
  type SequenceStep,
  type SequenceTurn,
} from "../../../core/gloomhaven/sequence";
import type { Hex } from "../../../core/hex";

/** What the window does next for the chosen option: move the token, pause for the GM, or nothing left. */
export type PlaybackStep =
  | { readonly kind: "move"; readonly index: number; readonly path: readonly Hex[] }
  | { readonly kind: "pause"; readonly index: number; readonly step: SequenceStep }
  | { readonly kind: "done" };

/** Whether a step other than a move gives the GM something to apply (SQ-1: an ability without targets is skipped). */
function hasEffect(step: Exclude<SequenceStep, { kind: "move" }>): boolean {
  switch (step.kind) {
    case "attack":
    case "path-attack":
      return step.targets.length > 0;
    case "push":
    case "pull":
      return step.moved.some((m) => m.from.q !== m.to.q || m.from.r !== m.to.r);
    case "control":
      return step.controlled.some((c) => c.targets.length > 0);
    case "narrated":
      return true;
  }
}

/**
 * Plays one whole-sequence option step by step (SQ-1, SQ-17): a move is carried out by the window
 * (the GM accepted the option), every other step pauses until the GM applies it and continues.
 * At a pause the GM may say the board changed (a target died or was moved): the rest is then
 * recomputed with `continueSequence` on the board as it is now, keeping the focus while it lives.
 * Counts the moves made so that Undo can take back the whole turn.
 */
export class SequencePlayback {
  readonly #turn: SequenceTurn;
  #option: SequenceOption;
  /** Index into the original card's abilities of `#option.steps[0]`. */
  #offset = 0;
  #at = 0;
  #moves = 0;

  constructor(turn: SequenceTurn, option: SequenceOption) {
    this.#turn = turn;
    this.#option = option;
  }

  /** The option as it stands (recomputed after a change of the board). */
  get option(): SequenceOption {
    return this.#option;
  }

  /** The index, within the option's steps, of the step to do next. */
  get position(): number {
    return this.#at;
  }

  /** How many moves of this turn have been carried out (what Undo takes back). */
  get movesMade(): number {
    return this.#moves;
  }

  /** The card's ability (as the turn was solved) that a step of the option as it stands plays. */
  abilityOf(stepIndex: number): SequenceAbility | undefined {
    return this.#turn.abilities[this.#offset + stepIndex];
  }

  /** The mover's traits the turn was solved with. */
  get mover(): SequenceMover {
    return this.#turn.mover;
  }

  /** The next thing to do; a move of zero hexes and a step that does nothing (no target) are skipped. */
  current(): PlaybackStep {
    while (this.#at < this.#option.steps.length) {
      const step = this.#option.steps[this.#at];
      if (step === undefined) break;
      if (step.kind === "move" && step.path.length > 1)
        return { kind: "move", index: this.#at, path: step.path };
      if (step.kind !== "move" && hasEffect(step)) return { kind: "pause", index: this.#at, step };
      this.#at++;
    }
    return { kind: "done" };
  }

  /** The window carried out the current move (`moved`: the token went, false when it did not). */
  moveDone(moved: boolean): void {
    if (moved) this.#moves++;
    this.#at++;
  }

  /** A move counted as made turned out not to have left its hex (Foundry refused it after a pause). */
  moveWithdrawn(): void {
    this.#moves = Math.max(0, this.#moves - 1);
  }

  /** The GM applied the paused step and continues. */
  continue(): void {
    this.#at++;
  }

  /**
   * SQ-17: the board changed at the pause (a target died or was moved). The rest of the card, from
   * the paused step on, is decided again on `scenario` with the option's focus kept while it is on
   * the board. Returns the engine's answer; on "act" the playback goes on with its first option
   * (the window lists them all for the GM to pick with {@link choose}).
   */
  recompute(scenario: Scenario, rules: RuleSet): SequenceResult {
    const [focus] = this.#option.focus;
    const from = this.#offset + this.#at;
    const result = continueSequence({ ...this.#turn, scenario }, from, scenario, rules, focus);
    const [first] = result.kind === "act" ? result.options : [];
    if (first) this.#restart(first, from);
    return result;
  }

  /**
   * Whether `option` (of the answer the playback's option belongs to) agrees with every step
   * played so far, so that the playback may go on with it (OUT-S2: the players still choose).
   */
  agrees(option: SequenceOption): boolean {
    const played = (o: SequenceOption): string => JSON.stringify(o.steps.slice(0, this.#at));
    return played(option) === played(this.#option);
  }

  /**
   * Goes on with another option of the same answer (the first answer, or a recomputed rest) from
   * where the playback stands; refused (false) when it disagrees with a step already played.
   */
  choose(option: SequenceOption): boolean {
    if (!this.agrees(option)) return false;
    this.#option = option;
    return true;
  }

  #restart(option: SequenceOption, from: number): void {
    this.#option = option;
    this.#offset = from;
    this.#at = 0;
  }
}
