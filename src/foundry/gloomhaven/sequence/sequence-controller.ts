import { RULE_SETS } from "../../../core/gloomhaven";
import {
  decideSequence,
  type FocusInstruction,
  type SequenceAbility,
  type SequenceMover,
  type SequenceOption,
  type SequenceResult,
  type SequenceTurn,
} from "../../../core/gloomhaven/sequence";
import type { SceneReading } from "../read-scene";
import {
  acceptMove,
  hexLabelUnder,
  movementActionFor,
  undoLastMove,
  waypointsFor,
  type AcceptOutcome,
  type MovableToken,
} from "../token-mover";
import type { UndoOutcome } from "../token-mover";
import type { TurnEnvironment } from "../turn-controller";
import { planSequenceHighlight } from "./sequence-highlight";
import { sequenceTurnInput } from "./sequence-input";
import { SequencePlayback, type PlaybackStep } from "./sequence-playback";

/** The card a sequence turn plays: its abilities top to bottom, its focus instruction, the mover's traits. */
export interface SequenceCard {
  readonly abilities: readonly SequenceAbility[];
  readonly focus: FocusInstruction;
  readonly mover: SequenceMover;
}

/**
 * The Monster turn window's logic for a whole card (SQ-1…SQ-18, OUT-S1…S4) without its DOM: reads
 * the scene, solves the card with the sequence engine, highlights the chosen (or hovered) option,
 * and on the GM's Move plays it step by step: a move moves the token, an attack (or any step the
 * GM applies) pauses until Continue; Target died / was moved recomputes the rest on the board as
 * it is (SQ-17); Undo takes back every move of the turn.
 */
export class SequenceTurnController {
  readonly #env: TurnEnvironment;
  readonly #sceneId: string;
  readonly #tokenId: string;
  #card: SequenceCard;
  #reading: SceneReading | null = null;
  #turn: SequenceTurn | null = null;
  #result: SequenceResult | null = null;
  #selected = 0;
  #hovered: number | null = null;
  #playback: SequencePlayback | null = null;
  #busy = false;
  /** While a move Foundry paused is under way: what became of it once resumed or stopped. */
  #settling: Promise<AcceptOutcome | null> | null = null;
  #stoppedAt: string | null = null;

  constructor(env: TurnEnvironment, sceneId: string, tokenId: string, card: SequenceCard) {
    this.#env = env;
    this.#sceneId = sceneId;
    this.#tokenId = tokenId;
    this.#card = card;
  }

  /** The engine's answer as last computed (the first for the turn, or the rest after a change of the board). */
  get result(): SequenceResult | null {
    return this.#result;
  }

  /** The scene as last read (problems to show when it failed). */
  get reading(): SceneReading | null {
    return this.#reading;
  }

  get selected(): number {
    return this.#selected;
  }

  /** True once Move was pressed: the options are then the chosen one's playback. */
  get playing(): boolean {
    return this.#playback !== null;
  }

  get busy(): boolean {
    return this.#busy;
  }

  /** True while an accepted move that Foundry paused is under way: the next step waits for it. */
  get moving(): boolean {
    return this.#settling !== null;
  }

  /** While a move is paused: what became of it once resumed or stopped (null: undone meanwhile). */
  get settling(): Promise<AcceptOutcome | null> | null {
    return this.#settling;
  }

  /** The hex where Foundry stopped the last move short of its end, if it did. */
  get stoppedAt(): string | null {
    return this.#stoppedAt;
  }

  /** What the playback does next (null before Move). */
  current(): PlaybackStep | null {
    return this.#playback?.current() ?? null;
  }

  /** Replaces the card (the GM edited the stat line); the next {@link recompute} solves it. */
  setCard(card: SequenceCard): void {
    this.#card = card;
  }

  /** Reads the scene and solves the whole card (before Move, or after an undo). */
  recompute(): void {
    this.#playback = null;
    this.#settling = null;
    const reading = this.#env.readScene(this.#sceneId, this.#tokenId);
    this.#reading = reading;
    this.#turn = reading.ok
      ? sequenceTurnInput(
          reading.scenario,
          reading.links,
          this.#card.mover,
          this.#card.focus,
          this.#card.abilities,
        )
      : null;
    this.#result = this.#turn ? decideSequence(this.#turn, RULE_SETS[this.#env.ruleSet()]) : null;
    if (this.#selected >= this.#options().length) this.#selected = 0;
    this.#hovered = null;
    this.#redraw();
  }

  /**
   * Chooses an option (OUT-S2). Once Move was pressed only an option that agrees with the steps
   * already played can be chosen ({@link offered}); another one is ignored.
   */
  select(index: number): void {
    const option = this.#options()[index];
    if (!option || !this.offered(index)) return;
    this.#selected = index;
    this.#playback?.choose(option);
    this.#redraw();
  }

  /** Whether the option can still be chosen: before Move every one, then those that agree with the steps played. */
  offered(index: number): boolean {
    const option = this.#options()[index];
    return option !== undefined && (this.#playback?.agrees(option) ?? true);
  }

  hover(index: number | null): void {
    if (index === this.#hovered) return;
    this.#hovered = index;
    this.#redraw();
  }

  /**
   * Move (the GM's click): starts the chosen option's playback, or goes on with it, and carries out
   * the next move; then stops at the next step the GM applies. Returns the token move's outcome, or
   * "refused" when the next step is not a move. A move Foundry pauses (v14) is "paused" at once:
   * the playback is past it, the next step waits until it settles ({@link settling}), Undo works
   * meanwhile; stopped short, at once or after the pause, the rest is played from where it stands.
   */
  async accept(): Promise<AcceptOutcome> {
    const turn = this.#turn;
    const chosen = this.#options()[this.#selected];
    if (this.#busy || this.moving || !turn || !chosen) return "refused";
    const playback = (this.#playback ??= new SequencePlayback(turn, chosen));
    const step = playback.current();
    const reading = this.#reading;
    const token = this.#env.findToken(this.#sceneId, this.#tokenId);
    if (step.kind !== "move" || !reading?.ok || !token) return "refused";
    // The playback's own turn: the card may have been replaced since Move (setCard).
    const ability = playback.abilityOf(step.index);
    const mode = ability?.kind === "move" ? ability.mode : "walk";
    const action = movementActionFor(mode, playback.mover.flying, this.#env.movementActions());
    this.#busy = true;
    this.#stoppedAt = null;
    try {
      const waypoints = waypointsFor({ path: step.path }, reading.index, token, mode, action);
      const { outcome, settled } = await acceptMove(token, this.#sceneId, waypoints, this.#env.history, {
        animate: this.#env.animate(),
      });
      const made = outcome === "moved" || outcome === "stopped" || outcome === "paused";
      if (made) playback.moveDone(true);
      if (outcome === "stopped") this.#stopped(token);
      if (outcome === "paused" && settled) this.#settling = this.#whenSettled(settled, playback, token);
      this.#redraw();
      return outcome;
    } finally {
      this.#busy = false;
    }
  }

  /**
   * A paused move settling: resumed to its end, stopped short (the rest is played from where the
   * monster stands), refused (it never left its hex: not a move of the turn, its undo entry is
   * gone), or undone meanwhile (null; the window has solved the card again).
   */
  #whenSettled(
    settled: Promise<AcceptOutcome | null>,
    playback: SequencePlayback,
    token: MovableToken,
  ): Promise<AcceptOutcome | null> {
    return settled.then((later) => {
      if (this.#playback !== playback) return later;
      this.#settling = null;
      if (later === "refused") playback.moveWithdrawn();
      if (later === "stopped" || later === "refused") this.#stopped(token);
      this.#redraw();
      return later;
    });
  }

  /** A move Foundry stopped short leaves the monster elsewhere: names the hex, plays the rest from there. */
  #stopped(token: MovableToken): void {
    if (this.#reading?.ok) this.#stoppedAt = hexLabelUnder(this.#reading.index, token);
    this.#recomputeRest();
  }

  /** Continue: the GM applied the paused step (an attack, a push, a by-hand ability). */
  continue(): void {
    if (this.moving) return;
    const step = this.#playback?.current();
    if (step?.kind !== "pause") return;
    this.#playback?.continue();
    this.#redraw();
  }

  /** Target died / was moved (SQ-17): the rest, from the paused step on, on the board as it is now. */
  targetChanged(): void {
    if (this.moving || this.#playback?.current().kind !== "pause") return;
    this.#playback.continue();
    this.#recomputeRest();
    this.#redraw();
  }

  /** Undo: every move of this turn, newest first, through the scene's move history; then solves again. */
  async undoTurn(): Promise<UndoOutcome> {
    if (this.#busy) return "nothing";
    const moves = this.#playback?.movesMade ?? 0;
    let outcome: UndoOutcome = "nothing";
    this.#busy = true;
    try {
      for (let i = 0; i < moves; i++) {
        outcome = await undoLastMove(
          this.#env.history,
          this.#sceneId,
          (sceneId, tokenId) => this.#env.findToken(sceneId, tokenId),
          this.#env.movementActions(),
        );
        if (outcome !== "undone") break;
      }
    } finally {
      this.#busy = false;
    }
    this.recompute();
    return outcome;
  }

  /** Clears the canvas (Skip, or the window closing). */
  dispose(): void {
    this.#env.highlight(null, null);
  }

  #recomputeRest(): void {
    const playback = this.#playback;
    const reading = this.#env.readScene(this.#sceneId, this.#tokenId);
    this.#reading = reading;
    if (!playback || !reading.ok) return;
    this.#result = playback.recompute(reading.scenario, RULE_SETS[this.#env.ruleSet()]);
    this.#selected = 0;
  }

  #options(): readonly SequenceOption[] {
    return this.#result?.kind === "act" ? this.#result.options : [];
  }

  #redraw(): void {
    const reading = this.#reading;
    const playback = this.#playback;
    const option =
      playback && this.#hovered === null ? playback.option : this.#options()[this.#hovered ?? this.#selected];
    const step = playback?.current();
    if (!reading?.ok || !option || step?.kind === "done") {
      this.#env.highlight(null, null);
      return;
    }
    this.#env.highlight(planSequenceHighlight(option, playback ? playback.position : 0), reading.index);
  }
}
