import {
  doomTrackPresets,
  monsterTypes,
  presetSets,
  type Board,
  type PhaseEvent,
  type SealWith,
} from "../../core/arkham";
import type { Localizer } from "../../view";
import {
  buildStateContext,
  describeGmEvents,
  describeProblem,
  type StateWindowContext,
} from "../../view/arkham";
import { MODULE_ID } from "../constants";
import { foundryPhaseScene } from "./game-state/foundry-phase-scene";
import { newGameState } from "./game-state/new-game";
import type { SceneChanges, TokenPieces } from "./game-state/phase-input";
import { acceptPhase, undoLastPhase } from "./game-state/phase-scene";
import { readPhaseUndo } from "./game-state/phase-undo";
import {
  closeGateChanges,
  correctedState,
  raiseTerrorChanges,
  type GmActionResult,
} from "./game-state/state-edits";
import { readGameStateFlag, type GameStateFlag } from "./game-state/state-flag";
import { tokenPieces } from "./game-state/token-pieces";
import { readArkhamScene } from "./scene-reading";

/** A correction: the fields it changes, from the stored state. */
export type StatePatch = (flag: GameStateFlag) => Partial<GameStateFlag>;

/** The scene as the state window works on it: board, tokens and the validated flag. */
interface StateScene {
  readonly scene: Scene.Implementation;
  readonly board: Board | undefined;
  readonly pieces: TokenPieces;
  readonly flag: GameStateFlag | undefined;
  readonly corrupt: string | undefined;
}

/**
 * The Arkham state window's reads and writes. Every write replaces the validated `arkhamState`
 * flag through the accepted-phase path (phase-scene.ts), so it joins the scene's undo history and
 * *Undo last change* restores flag and tokens as they were.
 */
export class StateController {
  #lastChange: readonly string[] = [];

  constructor(
    private readonly i18n: Localizer,
    private readonly sneakPath: () => string,
    private readonly notify: (text: string) => void,
  ) {}

  #read(): StateScene | undefined {
    const scene = canvas?.scene ?? game.scenes?.viewed;
    if (scene === undefined || scene === null) return undefined;
    const reading = readArkhamScene(scene, this.sneakPath());
    const read = readGameStateFlag(scene.getFlag(MODULE_ID, "arkhamState"));
    return {
      scene,
      board: reading.board,
      pieces: tokenPieces(reading.pieces),
      flag: read.kind === "ok" ? read.state : undefined,
      corrupt: read.kind === "corrupt" ? read.detail : undefined,
    };
  }

  #areaName(board: Board | undefined): (id: string) => string {
    const names = new Map((board?.areas ?? []).map((a) => [a.id, a.name ?? a.id]));
    return (id) => names.get(id) ?? id;
  }

  /** The window's context for the viewed scene. */
  context(): StateWindowContext {
    const s = this.#read();
    const board = s?.board;
    const flag = s?.flag;
    const preview =
      board !== undefined && flag !== undefined
        ? raiseTerrorChanges(board, flag, s?.pieces ?? none, 1)
        : undefined;
    return buildStateContext(
      {
        hasBoard: board !== undefined,
        read:
          flag !== undefined
            ? { kind: "ok", state: flag }
            : s?.corrupt !== undefined
              ? { kind: "corrupt", detail: s.corrupt }
              : { kind: "none" },
        locations: (board?.areas ?? [])
          .filter((a) => a.kind === "location")
          .map((a) => ({ id: a.id, name: a.name ?? a.id, unstable: a.unstable })),
        ancientOnes: doomTrackPresets().map((p) => ({ name: p.ancientOne, doomTrack: p.doomTrack })),
        sets: presetSets(),
        monsterTypes: monsterTypes().map(({ id, name, set }) => ({ id, name, set })),
        terrorPreview: preview?.kind === "changes" ? this.#words(board, preview.events) : [],
        lastChange: this.#lastChange,
        canUndo:
          s !== undefined && readPhaseUndo(s.scene.getFlag(MODULE_ID, "arkhamPhaseUndo")).sets.length > 0,
      },
      this.i18n,
    );
  }

  #words(board: Board | undefined, events: readonly PhaseEvent[]): string[] {
    return describeGmEvents(events, this.#areaName(board), this.i18n);
  }

  async #write(s: StateScene, changes: SceneChanges, words: readonly string[]): Promise<void> {
    await acceptPhase(foundryPhaseScene(s.scene), s.flag ?? null, changes, () => ({}));
    this.#lastChange = words;
  }

  /** The scene with a board and a valid state, or a warning to the GM naming what is missing. */
  #ready(): (StateScene & { board: Board; flag: GameStateFlag }) | undefined {
    const s = this.#read();
    if (s?.board === undefined) this.notify(this.i18n.localize("MONSTER_AUTOPILOT.Arkham.State.NoBoard"));
    else if (s.flag === undefined)
      this.notify(
        s.corrupt === undefined
          ? this.i18n.localize("MONSTER_AUTOPILOT.Arkham.State.NoState")
          : this.i18n.format("MONSTER_AUTOPILOT.Arkham.State.StateCorrupt", { detail: s.corrupt }),
      );
    else return { ...s, board: s.board, flag: s.flag };
    return undefined;
  }

  /** Sets up a new game (mythos §S): players, Ancient One and its doom track, the cup of the sets in play. */
  async newGame(players: number, ancientOne: string, sets: readonly string[]): Promise<void> {
    const s = this.#read();
    if (s?.board === undefined) {
      this.notify(this.i18n.localize("MONSTER_AUTOPILOT.Arkham.State.NoBoard"));
      return;
    }
    const flag = newGameState({ players, ancientOne, sets: sets.length > 0 ? sets : ["base"] });
    await this.#write(s, { flag, create: [], remove: [] }, [
      this.i18n.localize("MONSTER_AUTOPILOT.Arkham.State.SetUpDone"),
    ]);
  }

  /** A correction of any stored field, validated before it is written. */
  async correct(patch: StatePatch): Promise<void> {
    const s = this.#ready();
    if (s === undefined) return;
    const next = correctedState(s.flag, patch(s.flag));
    if (!next.ok) {
      this.notify(this.i18n.format("MONSTER_AUTOPILOT.Arkham.State.BadCorrection", { detail: next.detail }));
      return;
    }
    await this.#write(s, { flag: next.flag, create: [], remove: [] }, [
      this.i18n.localize("MONSTER_AUTOPILOT.Arkham.State.Corrected"),
    ]);
  }

  async #action(s: StateScene & { board: Board }, result: GmActionResult): Promise<void> {
    if (result.kind === "invalid") {
      const words = result.result.problems.map((p) => describeProblem(p, this.i18n));
      this.notify(
        this.i18n.format("MONSTER_AUTOPILOT.Arkham.State.ActionRefused", { detail: words.join(" ") }),
      );
      return;
    }
    await this.#write(s, result.changes, this.#words(s.board, result.events));
  }

  /** Closes (seal null) or seals the gate at `at` (MY-13). */
  async closeGate(at: string, seal: SealWith): Promise<void> {
    const s = this.#ready();
    if (s !== undefined) await this.#action(s, closeGateChanges(s.board, s.flag, s.pieces, at, seal));
  }

  /** Raises the terror level one step (MY-9). */
  async raiseTerror(): Promise<void> {
    const s = this.#ready();
    if (s !== undefined) await this.#action(s, raiseTerrorChanges(s.board, s.flag, s.pieces, 1));
  }

  /** Undoes the last change (a set-up, correction, closing, terror rise or accepted phase). */
  async undo(): Promise<void> {
    const s = this.#read();
    if (s === undefined) return;
    const done = await undoLastPhase(foundryPhaseScene(s.scene));
    for (const id of done === false ? [] : done.unplaced)
      this.notify(
        this.i18n.format("MONSTER_AUTOPILOT.ArkhamPhase.NotPutBack", {
          token: s.scene.tokens.get(id)?.name ?? id,
        }),
      );
    this.#lastChange = [
      this.i18n.localize(
        done ? "MONSTER_AUTOPILOT.Arkham.State.Undone" : "MONSTER_AUTOPILOT.Arkham.State.NothingToUndo",
      ),
    ];
  }
}

const none: TokenPieces = { monsters: [], investigators: [] };
