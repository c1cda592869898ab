import { resolveMythosPhase, type Board, type PhaseOutcome, type PhaseResult } from "../../../core/arkham";
import { MODULE_ID } from "../../constants";
import { readArkhamScene } from "../scene-reading";
import { foundryPhaseScene } from "./foundry-phase-scene";
import { drawMythosCard, pickMythosCard } from "./mythos-deck";
import { coreState, drawsWithPicked, sceneChanges, shuffledDraws, type TokenPieces } from "./phase-input";
import { createdMonsterTokens } from "./created-monsters";
import { acceptPhase, undoLastPhase } from "./phase-scene";
import type { RandomSource } from "../../../view/arkham";
import { readGameStateFlag, type GameStateFlag } from "./state-flag";
import { tokenPieces } from "./token-pieces";

/** Why a phase cannot be prepared: a lang key under MONSTER_AUTOPILOT.Arkham.State and what is wrong. */
export interface FlowProblem {
  readonly kind: "problem";
  readonly key: "NoBoard" | "NoState" | "StateCorrupt" | "NoCards" | "NotInCup";
  readonly detail?: string;
}

/** A prepared Mythos phase: the card, every outcome (MY-14) and what accepting one needs. */
export interface PreparedPhase {
  readonly kind: "prepared";
  readonly card: string;
  readonly result: PhaseResult;
  readonly board: Board;
  /** The flag as read, for Undo. */
  readonly before: GameStateFlag;
  /** The flag after the draw (deck and discard pile), the base of the accepted state. */
  readonly drawn: GameStateFlag;
  readonly pieces: TokenPieces;
}

/**
 * The whole Mythos phase on a Foundry scene: draws the card (Foundry's random source, injected),
 * resolves steps 1–4 with the rules core, writes the chosen outcome at once and undoes it. The
 * moves of step 3 stay with the Mythos movement window (the core's `movement` of each outcome).
 */
export class MythosPhaseFlow {
  constructor(
    private readonly random: RandomSource,
    private readonly sneakPath: () => string,
  ) {}

  /**
   * Reads the scene and resolves a phase with the next card of the deck, or `card` picked by hand;
   * `cup` names the monster types the GM drew from a physical cup, drawn first in that order.
   */
  prepare(
    scene: Scene.Implementation,
    card?: string,
    cup: readonly string[] = [],
  ): PreparedPhase | FlowProblem {
    const reading = readArkhamScene(scene, this.sneakPath());
    const board = reading.board;
    if (board === undefined) return { kind: "problem", key: "NoBoard" };
    const read = readGameStateFlag(scene.getFlag(MODULE_ID, "arkhamState"));
    if (read.kind === "none") return { kind: "problem", key: "NoState" };
    if (read.kind === "corrupt") return { kind: "problem", key: "StateCorrupt", detail: read.detail };
    const before = read.state;
    const next =
      card === undefined
        ? drawMythosCard(before, this.random)
        : { card, state: pickMythosCard(before, card) };
    if (next === undefined) return { kind: "problem", key: "NoCards" };
    const pieces = tokenPieces(reading.pieces);
    const state = coreState(board, next.state, pieces);
    const picked = drawsWithPicked(shuffledDraws(next.state, this.random), cup);
    if (picked.missing.length > 0)
      return { kind: "problem", key: "NotInCup", detail: picked.missing.join(", ") };
    const draws = picked.draws;
    const result = resolveMythosPhase(state, { card: next.card }, draws, { board });
    return { kind: "prepared", card: next.card, result, board, before, drawn: next.state, pieces };
  }

  /** Writes one resolved outcome of a prepared phase to the scene; an awakening writes only the draw. */
  async accept(scene: Scene.Implementation, prepared: PreparedPhase, outcome: PhaseOutcome): Promise<void> {
    const port = foundryPhaseScene(scene);
    const changes =
      outcome.kind === "resolved"
        ? sceneChanges(prepared.board, prepared.drawn, prepared.pieces, outcome)
        : { flag: prepared.drawn, create: [], remove: [] };
    const tokenFor = await createdMonsterTokens(scene, changes, this.sneakPath());
    await acceptPhase(port, prepared.before, changes, tokenFor);
  }

  /** Restores the scene as it was before the last accepted phase; false when there is none. */
  undo(scene: Scene.Implementation): Promise<boolean> {
    return undoLastPhase(foundryPhaseScene(scene));
  }
}
