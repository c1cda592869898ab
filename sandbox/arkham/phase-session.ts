// The sandbox's Mythos phase, step by step as the Foundry flow runs it: draw a card (seeded, or
// picked by hand), resolve steps 1, 2 and 4 with the rules core into every outcome (MY-14), accept
// one onto the game and the pieces (step 3 then moves in the movement panel), undo. Close gate and
// Raise terror are the GM's bookkeeping between phases (MY-13, MY-9), undone the same way.
import {
  baseBoard,
  closeGate,
  findModifierId,
  findMythosCard,
  raiseTerror,
  resolveMythosPhase,
  type AwakeningReason,
  type PhaseResult,
  type SealWith,
} from "../../src/core/arkham";
import type { ArkhamSandboxState } from "./arkham-state";
import {
  applyOutcome,
  coreGameState,
  discardCard,
  drawCard,
  newPhaseGame,
  phaseDraws,
  returnFromOtherWorlds,
  type PhaseGame,
} from "./phase-game";
import { seededRandom } from "./seeded-random";

/** A drawn card and the core's answer for it, waiting for the GM's Accept. */
export interface PendingPhase {
  readonly card: string;
  readonly result: PhaseResult;
}

interface Snapshot {
  readonly seed: string;
  readonly game: PhaseGame;
  readonly pieces: ArkhamSandboxState;
  readonly draws: number;
}

export interface PhaseSession {
  readonly seed: string;
  /** Cards drawn and kept so far under the seed: the next draw's random numbers are the seed's `draws`-th. */
  readonly draws: number;
  readonly game: PhaseGame;
  readonly pending?: PendingPhase;
  /** Why the Ancient One awoke, once it has (MY-1.2, MY-10): no further phase is drawn. */
  readonly awakened?: AwakeningReason;
  readonly undo: readonly Snapshot[];
}

/** What the GM picked by hand (a physical deck and cup): the card, and cup markers to come out first, in order. */
export interface HandPick {
  readonly card?: string;
  readonly cup?: readonly string[];
}

const OPTIONS = { board: baseBoard(), moveMonsters: false } as const;

/** A session on a game, nothing drawn. */
export function startPhaseSession(game: PhaseGame, seed: string, draws = 0): PhaseSession {
  return { seed, draws, game, undo: [] };
}

/** What the GM sets a new game up with (mythos §S): players, Ancient One, the sets in play, the seed of the draws. */
export interface NewGameChoice {
  readonly players: number;
  readonly ancientOne: string | null;
  readonly sets: readonly string[];
  readonly seed: string;
}

/**
 * Sets up a new game with an undo step: the cup and deck of the sets in play, no monster in Arkham
 * (the board's monsters leave it), the investigators stay and those in Other Worlds come back.
 */
export function newGame(
  session: PhaseSession,
  pieces: ArkhamSandboxState,
  choice: NewGameChoice,
): { session: PhaseSession; pieces: ArkhamSandboxState } {
  const back = returnFromOtherWorlds(
    session.game,
    pieces,
    session.game.otherWorlds.map((i) => i.id),
  ).pieces;
  return {
    session: {
      seed: choice.seed,
      draws: 0,
      game: newPhaseGame(choice.players, choice.ancientOne, choice.sets),
      undo: [...session.undo, snapshot(session, pieces)],
    },
    pieces: { ...back, monsters: [] },
  };
}

/** Brings investigators back from their Other Worlds to the locations they left by, with an undo step. */
export function returnInvestigators(
  session: PhaseSession,
  pieces: ArkhamSandboxState,
  ids: readonly string[],
): { session: PhaseSession; pieces: ArkhamSandboxState } {
  if (!session.game.otherWorlds.some((i) => ids.includes(i.id))) return { session, pieces };
  const undo = [...session.undo, snapshot(session, pieces)];
  const back = returnFromOtherWorlds(session.game, pieces, ids);
  return { session: { ...discardPending(session), undo, game: back.game }, pieces: back.pieces };
}

/** Draws the next phase (MY-1): the seeded card and cup order, or the GM's picks; resolves every outcome. */
export function drawPhase(
  session: PhaseSession,
  pieces: ArkhamSandboxState,
  pick: HandPick = {},
): PhaseSession {
  const random = seededRandom(session.seed, session.draws);
  const card = pick.card ?? drawCard(session.game, random);
  if (card === undefined) return session;
  const draws = phaseDraws(session.game, random, pick.cup);
  const result = resolveMythosPhase(coreGameState(session.game, pieces), { card }, draws, OPTIONS);
  return { ...session, pending: { card, result } };
}

/**
 * Sets the drawn card aside and draws the next one: the card goes to the discard pile with an undo
 * step. For a card the rules core leaves to the table (spec "Out of scope": the shuffle card, a
 * location of an expansion board not on this board), whose draw the caller makes again.
 */
export function redrawPhase(session: PhaseSession, pieces: ArkhamSandboxState): PhaseSession {
  const pending = session.pending;
  if (pending === undefined) return session;
  const undo = [...session.undo, snapshot(discardPending(session), pieces)];
  const game = discardCard(session.game, pending.card);
  return drawPhase({ seed: session.seed, draws: session.draws + 1, game, undo }, pieces);
}

/** Drops the drawn card without applying it. */
export function discardPending(session: PhaseSession): PhaseSession {
  const { pending: _pending, ...rest } = session;
  return rest;
}

function snapshot(session: PhaseSession, pieces: ArkhamSandboxState): Snapshot {
  return { seed: session.seed, game: session.game, pieces, draws: session.draws };
}

/**
 * Accepts outcome `index` of the pending phase: the game and pieces after it; the card's boxes and
 * the environment in play before it (its movement modifier, none else) move the monsters next.
 */
export function acceptOutcome(
  session: PhaseSession,
  pieces: ArkhamSandboxState,
  index: number,
): { session: PhaseSession; pieces: ArkhamSandboxState } {
  const pending = session.pending;
  const outcome = pending?.result.kind === "outcomes" ? pending.result.outcomes[index] : undefined;
  if (pending === undefined || outcome === undefined) return { session, pieces };
  const undo = [...session.undo, snapshot(session, pieces)];
  const game = discardCard(session.game, pending.card);
  const base = { seed: session.seed, draws: session.draws + 1, undo };
  if (outcome.kind === "awakened") return { session: { ...base, game, awakened: outcome.reason }, pieces };
  const applied = applyOutcome(game, pieces, outcome);
  const card = findMythosCard(pending.card) === undefined ? applied.pieces.card : pending.card;
  // Step 3 moves under the environment in play before this card (MY-11.2), as the core's step 3 does.
  const environment =
    session.game.environment === null ? undefined : findModifierId(session.game.environment);
  const modifiers = environment === undefined ? [] : [environment];
  return { session: { ...base, game: applied.game }, pieces: { ...applied.pieces, card, modifiers } };
}

/** Applies a one-outcome GM action (close a gate, raise terror) with an undo step; problems leave all as it was. */
function applyAction(
  session: PhaseSession,
  pieces: ArkhamSandboxState,
  result: PhaseResult,
): { session: PhaseSession; pieces: ArkhamSandboxState } {
  const outcome = result.kind === "outcomes" ? result.outcomes[0] : undefined;
  if (outcome === undefined) return { session, pieces };
  const undo = [...session.undo, snapshot(session, pieces)];
  const rest = discardPending({ ...session, undo });
  if (outcome.kind === "awakened") return { session: { ...rest, awakened: outcome.reason }, pieces };
  const applied = applyOutcome(session.game, pieces, outcome);
  return { session: { ...rest, game: applied.game }, pieces: applied.pieces };
}

/** Closes (and seals) the gate at `at` (MY-13). */
export function closeGateNow(
  session: PhaseSession,
  pieces: ArkhamSandboxState,
  at: string,
  seal: SealWith,
): { session: PhaseSession; pieces: ArkhamSandboxState } {
  const draws = { monsters: session.game.cup, gateMarkers: session.game.gatePile };
  const result = closeGate(coreGameState(session.game, pieces), { at, seal }, draws, OPTIONS);
  return applyAction(session, pieces, result);
}

/** Raises terror one step (MY-9). */
export function raiseTerrorNow(
  session: PhaseSession,
  pieces: ArkhamSandboxState,
): { session: PhaseSession; pieces: ArkhamSandboxState } {
  const draws = { monsters: session.game.cup, gateMarkers: session.game.gatePile };
  return applyAction(session, pieces, raiseTerror(coreGameState(session.game, pieces), 1, draws, OPTIONS));
}

/** Puts the game and pieces back as they were before the last accepted change. */
export function undoPhase(
  session: PhaseSession,
  pieces: ArkhamSandboxState,
): { session: PhaseSession; pieces: ArkhamSandboxState } {
  const last = session.undo.at(-1);
  if (last === undefined) return { session, pieces };
  return {
    session: { seed: last.seed, draws: last.draws, game: last.game, undo: session.undo.slice(0, -1) },
    pieces: last.pieces,
  };
}
