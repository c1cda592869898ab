import type { MonsterAction, RuleSetId, Scenario } from "../../core/gloomhaven";
import type { TurnOption, TurnResult } from "../../core/gloomhaven";
import type { Hex } from "../../core/hex";
import { abilityKey, toMonsterAction, type AbilityForm } from "../../view/gloomhaven";
import type { Message } from "../../view/gloomhaven";
import { optionsOf } from "../../view/gloomhaven";
import { planHighlight, type HighlightMark } from "./highlight";
import type { HexGridIndex } from "./grid-layout";
import type { SceneReading } from "./read-scene";
import type { MoveHistory } from "./move-history";
import {
  acceptMove,
  hexLabelUnder,
  movementActionFor,
  undoLastMove,
  waypointsFor,
  type AcceptOutcome,
  type MovableToken,
  type UndoOutcome,
} from "./token-mover";

/** What the Monster turn window needs from Foundry; the real one lives in turn-environment.ts, tests pass fakes. */
export interface TurnEnvironment {
  /** Reads the scene with `tokenId` acting (a problem when that scene is not the one on the canvas). */
  readScene(sceneId: string, tokenId: string): SceneReading;
  /** The rules core. */
  decide(scenario: Scenario, action: MonsterAction, ruleSet: RuleSetId): TurnResult;
  ruleSet(): RuleSetId;
  /** Shows marks on the canvas; null clears them. */
  highlight(marks: readonly HighlightMark[] | null, index: HexGridIndex | null): void;
  /** Movement action ids the world defines (CONFIG.Token.movement.actions). */
  movementActions(): ReadonlySet<string>;
  findToken(sceneId: string, tokenId: string): MovableToken | undefined;
  animate(): boolean;
  /** The accepted moves of each scene, kept on the scene (survives a reload and a change of active GM). */
  readonly history: MoveHistory;
}

/** Everything the window shows about the computed turn. */
export interface TurnState {
  readonly result: TurnResult | null;
  readonly sceneProblems: readonly Message[];
  readonly warnings: readonly Message[];
  readonly selected: number;
  readonly busy: boolean;
  readonly moved: boolean;
}

/**
 * The Monster turn window's logic without its DOM: reads the scene, asks the core, keeps the
 * chosen option highlighted, and moves the token only when the GM accepts.
 */
export class TurnController {
  readonly tokenId: string;
  readonly sceneId: string;
  #env: TurnEnvironment;
  #form: AbilityForm;
  #reading: SceneReading | null = null;
  #result: TurnResult | null = null;
  #computedFor = "";
  #selected = 0;
  #hovered: number | null = null;
  #busy = false;
  #moved = false;
  #settling: Promise<AcceptOutcome | null> | null = null;
  #stoppedAt: string | null = null;

  constructor(env: TurnEnvironment, sceneId: string, tokenId: string, form: AbilityForm) {
    this.#env = env;
    this.sceneId = sceneId;
    this.tokenId = tokenId;
    this.#form = form;
  }

  get form(): AbilityForm {
    return this.#form;
  }

  get state(): TurnState {
    const reading = this.#reading;
    return {
      result: this.#result,
      sceneProblems: reading && !reading.ok ? reading.problems : [],
      warnings: reading?.warnings ?? [],
      selected: this.#selected,
      busy: this.#busy,
      moved: this.#moved,
    };
  }

  get canUndo(): boolean {
    return this.#env.history.size(this.sceneId) > 0;
  }

  /** The scene as last read (null before the first reading or when it failed). */
  get scenario(): Scenario | null {
    return this.#reading?.ok ? this.#reading.scenario : null;
  }

  /** The display name of a figure in the last reading. */
  figureName(id: string): string {
    const figure = this.#reading?.ok ? this.#reading.scenario.figures.find((f) => f.id === id) : undefined;
    return figure?.name ?? id;
  }

  /** A GM-readable hex name ("row 4, column 7"). */
  hexLabel(h: Hex): string {
    return this.#reading?.ok ? this.#reading.index.label(h) : `${h.q},${h.r}`;
  }

  /** Changes the ability (the window calls {@link recompute} after its debounce). */
  setForm(form: AbilityForm): void {
    this.#form = form;
  }

  /** Reads the scene again and asks the core (after an edit, a wall or token change, or an undo). */
  recompute(force = false): void {
    const key = abilityKey(this.#form);
    if (!force && key === this.#computedFor && this.#reading) return;
    this.#computedFor = key;
    this.#moved = false;
    const reading = this.#env.readScene(this.sceneId, this.tokenId);
    this.#reading = reading;
    this.#result = reading.ok
      ? this.#env.decide(reading.scenario, toMonsterAction(this.#form), this.#env.ruleSet())
      : null;
    const count = optionsOf(this.#result).length;
    if (this.#selected >= count) this.#selected = 0;
    this.#hovered = null;
    this.#redraw();
  }

  /** Chooses an option (click or keyboard in the list). */
  select(index: number): void {
    if (index < 0 || index >= optionsOf(this.#result).length) return;
    this.#selected = index;
    this.#redraw();
  }

  /** Highlights an option while the pointer rests on it; null returns to the chosen one. */
  hover(index: number | null): void {
    if (index === this.#hovered) return;
    this.#hovered = index;
    this.#redraw();
  }

  /** The option that is chosen now. */
  selectedOption(): TurnOption | undefined {
    return optionsOf(this.#result)[this.#selected];
  }

  /**
   * Moves the token along the chosen option's path (only on the GM's click); nothing to move is
   * "refused". A move Foundry stops part-way is "stopped" ({@link stoppedAt} names the hex); a
   * paused one is "paused" at once, the window stays usable (Undo included) and {@link settling}
   * tells what became of it.
   */
  async accept(): Promise<AcceptOutcome> {
    const option = this.selectedOption();
    const reading = this.#reading;
    const token = this.#env.findToken(this.sceneId, this.tokenId);
    if (!option || !reading?.ok || !token || this.#busy || option.path.length < 2) return "refused";
    const action = movementActionFor(this.#form.mode, this.#form.flying, this.#env.movementActions());
    const waypoints = waypointsFor(option, reading.index, token, this.#form.mode, action);
    this.#busy = true;
    this.#stoppedAt = null;
    try {
      const result = await acceptMove(token, this.sceneId, waypoints, this.#env.history, {
        animate: this.#env.animate(),
      });
      this.#took(result.outcome, token);
      const settled = result.settled;
      this.#settling = settled
        ? settled.then((outcome) => {
            if (outcome) this.#took(outcome, token);
            return outcome;
          })
        : null;
      return result.outcome;
    } finally {
      this.#busy = false;
    }
  }

  /** While an accepted move is paused: what became of it once resumed or stopped (null: undone meanwhile). */
  get settling(): Promise<AcceptOutcome | null> | null {
    return this.#settling;
  }

  /** The hex where Foundry stopped the last accepted move short of its end, if it did. */
  get stoppedAt(): string | null {
    return this.#stoppedAt;
  }

  /** The window after an accepted move's outcome: a move made (in full, in part, or under way) clears the path. */
  #took(outcome: AcceptOutcome, token: MovableToken): void {
    if (outcome === "stopped")
      this.#stoppedAt = this.#reading?.ok ? hexLabelUnder(this.#reading.index, token) : null;
    if (outcome === "moved" || outcome === "stopped" || outcome === "paused") {
      this.#moved = true;
      this.#env.highlight(null, null);
    }
  }

  /** Puts the last token moved on this window's scene back (the window then computes again). */
  async undo(): Promise<UndoOutcome> {
    if (this.#busy) return "nothing";
    this.#busy = true;
    try {
      return await undoLastMove(
        this.#env.history,
        this.sceneId,
        (sceneId, tokenId) => this.#env.findToken(sceneId, tokenId),
        this.#env.movementActions(),
      );
    } finally {
      this.#busy = false;
    }
  }

  /** Clears the canvas (Skip, or the window closing). */
  dispose(): void {
    this.#env.highlight(null, null);
  }

  #redraw(): void {
    const reading = this.#reading;
    const options = optionsOf(this.#result);
    const option = options[this.#hovered ?? this.#selected];
    if (!reading?.ok || !option || this.#moved) {
      this.#env.highlight(null, null);
      return;
    }
    const figures = new Map(reading.scenario.figures.map((f) => [f.id, f.at]));
    this.#env.highlight(
      planHighlight(option, (id) => figures.get(id)),
      reading.index,
    );
  }
}
