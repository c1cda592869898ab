import { resolveMythosPhase, type Board, type PhaseOutcome, type PhaseResult } from "../../../core/arkham";
import { chosenOption, type SetupWarning } from "../../../view/arkham";
import { MODULE_ID } from "../../constants";
import { movesToAccept, namesFor } from "../mythos-session";
import { planPlacements } from "../plan-placements";
import { toMythosPieces } from "../read-pieces";
import { readArkhamScene } from "../scene-reading";
import { foundryPhaseScene } from "./foundry-phase-scene";
import { drawMythosCard, pickMythosCard } from "./mythos-deck";
import { coreState, drawsWithPicked, sceneChanges, shuffledDraws, type TokenPieces } from "./phase-input";
import { createdMonsterTokens } from "./created-monsters";
import { acceptPhase, undoLastPhase, type AcceptedPhase, type PhaseUndone } from "./phase-scene";
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
  /** The GM named the card (a physical deck): a set-aside card is followed by the GM's next pick, not a draw. */
  readonly picked: boolean;
  readonly result: PhaseResult;
  readonly board: Board;
  /** The flag as read, for Undo. */
  readonly before: GameStateFlag;
  /** The flag after the draw (deck and discard pile), the base of the accepted state. */
  readonly drawn: GameStateFlag;
  readonly pieces: TokenPieces;
  /** What keeps the scene from being read cleanly for step 3 (tokens in no area, unknown Sneak, …). */
  readonly warnings: readonly SetupWarning[];
  /** An investigator's Sneak is unknown: step 3's targets cannot be trusted, so the phase cannot be accepted. */
  readonly blocked: boolean;
}

/** Why an outcome cannot be accepted as it stands: step 3 is blocked, or ties still wait for the first player. */
export function acceptRefusal(
  prepared: PreparedPhase,
  outcome: PhaseOutcome,
  picks: ReadonlyMap<string, number>,
): "blocked" | "waiting" | undefined {
  if (outcome.kind !== "resolved") return undefined;
  if (prepared.blocked) return "blocked";
  const movement = outcome.movement;
  if (movement?.kind !== "resolved") return undefined;
  const open = movement.decisions.some(
    (d) => (d.kind === "move" || d.kind === "choose") && chosenOption(d, picks) === undefined,
  );
  return open ? "waiting" : undefined;
}

/**
 * The whole Mythos phase on a Foundry scene: draws the card (Foundry's random source, injected),
 * resolves steps 1–4 with the rules core (step 3 by the movement core on each outcome's board,
 * MY-11), and writes the chosen outcome at once, its moves included; Undo restores all of it.
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
    const movementPieces = toMythosPieces(reading.pieces, namesFor(reading).area);
    const warnings = [...reading.boardWarnings, ...movementPieces.warnings];
    const state = coreState(board, next.state, pieces);
    const picked = drawsWithPicked(shuffledDraws(next.state, this.random), cup);
    if (picked.missing.length > 0)
      return { kind: "problem", key: "NotInCup", detail: picked.missing.join(", ") };
    const draws = picked.draws;
    const result = resolveMythosPhase(state, { card: next.card }, draws, { board });
    return {
      kind: "prepared",
      card: next.card,
      picked: card !== undefined,
      result,
      board,
      before,
      drawn: next.state,
      pieces,
      warnings,
      blocked: movementPieces.blocked,
    };
  }

  /**
   * Writes one outcome of a prepared phase to the scene: steps 1, 2 and 4 (tokens created and
   * removed, the state flag), then step 3's walks with the first player's `picks` among tied moves,
   * created monsters by their new tokens; an awakening writes only the draw. Refuses an outcome
   * that {@link acceptRefusal} refuses (the window offers no Accept for it).
   */
  async accept(
    scene: Scene.Implementation,
    prepared: PreparedPhase,
    outcome: PhaseOutcome,
    picks: ReadonlyMap<string, number> = new Map(),
  ): Promise<AcceptedPhase> {
    const refusal = acceptRefusal(prepared, outcome, picks);
    if (refusal !== undefined) throw new Error(`The Mythos phase cannot be accepted: ${refusal}.`);
    const port = foundryPhaseScene(scene);
    const changes =
      outcome.kind === "resolved"
        ? sceneChanges(prepared.board, prepared.drawn, prepared.pieces, outcome)
        : { flag: prepared.drawn, create: [], remove: [] };
    const tokenFor = await createdMonsterTokens(scene, changes, this.sneakPath());
    const movement = outcome.kind === "resolved" ? outcome.movement : undefined;
    const decisions = movement?.kind === "resolved" ? movement.decisions : [];
    return acceptPhase(port, prepared.before, changes, tokenFor, (tokenOf) => {
      const requests = movesToAccept(decisions, { picks, accepted: new Set() }).map((r) => ({
        ...r,
        tokenId: tokenOf(r.tokenId),
      }));
      const fresh = readArkhamScene(scene, this.sneakPath());
      return planPlacements(requests, {
        tokens: fresh.tokenRects,
        elevations: fresh.tokenElevations,
        regionsOf: fresh.regionsOf,
        step: fresh.step,
      });
    });
  }

  /**
   * Sets the prepared card aside: only its draw is written (the card on the discard pile, out of
   * the deck), as one undo entry like an accepted phase, so Undo last phase puts it back on the deck.
   */
  async setAside(scene: Scene.Implementation, prepared: PreparedPhase): Promise<void> {
    await acceptPhase(
      foundryPhaseScene(scene),
      prepared.before,
      { flag: prepared.drawn, create: [], remove: [] },
      () => ({}),
    );
  }

  /** Restores the scene as it was before the last accepted phase; false when there is none. */
  undo(scene: Scene.Implementation): Promise<PhaseUndone> {
    return undoLastPhase(foundryPhaseScene(scene));
  }
}
