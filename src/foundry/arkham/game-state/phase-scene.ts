import type { PhaseMonster } from "../../../core/arkham";
import { acceptPlacements, type AcceptedSet, type TokenMover, type UndoStore } from "../accept-moves";
import type { SavedPosition } from "../flag-types";
import type { Placement, PlacementFailure } from "../plan-placements";
import type { SceneChanges } from "./phase-input";
import { PHASE_UNDO_LIMIT, readPhaseUndo, type PhaseUndoSet } from "./phase-undo";
import type { GameStateFlag } from "./state-flag";

/** Token data as Foundry stores it (`TokenDocument#toObject()`), `_id` included. */
export type TokenData = Record<string, unknown>;

/** The scene operations an accepted phase needs: flags, embedded tokens and token moves (the Foundry adapter or a test double). */
export interface PhaseScenePort {
  writeState(state: GameStateFlag | null): Promise<void>;
  readUndo(): unknown;
  writeUndo(value: { sets: readonly PhaseUndoSet[] }): Promise<void>;
  /** The whole data of a token on the scene, to create it again on undo. */
  tokenData(id: string): TokenData | undefined;
  /** Creates tokens (`keepId` keeps their `_id`, DatabaseCreateOperation) and resolves their ids. */
  createTokens(data: readonly TokenData[], keepId: boolean): Promise<string[]>;
  deleteTokens(ids: readonly string[]): Promise<void>;
  /** Walks tokens for step 3 and puts them back on undo (TokenDocument#move). */
  readonly mover: TokenMover;
}

/** Step 3's walks once the tokens are on the scene: `tokenOf` names the token of a core monster id. */
export type PlanMoves = (tokenOf: (monsterId: string) => string) => {
  readonly placements: readonly Placement[];
  readonly failures: readonly PlacementFailure[];
};

/** What an accepted phase did: the tokens created, what became of the walks, the moves that could not be placed. */
export interface AcceptedPhase {
  readonly created: readonly string[];
  readonly walked: AcceptedSet;
  readonly failures: readonly PlacementFailure[];
}

const NO_WALKS: AcceptedSet = { moved: [], stopped: [], paused: [] };

function savedPosition(p: SavedPosition): PhaseUndoSet["moved"][number] {
  const { tokenId, x, y, elevation, rotation, movementIds } = p;
  return {
    tokenId,
    x,
    y,
    elevation,
    ...(rotation !== undefined ? { rotation } : {}),
    ...(movementIds !== undefined ? { movementIds: [...movementIds] } : {}),
  };
}

/**
 * The positions of the last accepted phase's walks as the one move set `acceptPlacements` keeps:
 * every write replaces that phase's `moved`, so the phase stays one undo entry.
 */
function phaseMoveStore(port: PhaseScenePort): UndoStore {
  const last = () => readPhaseUndo(port.readUndo()).sets;
  return {
    read: () => {
      const moved = last().at(-1)?.moved ?? [];
      return moved.length === 0 ? [] : [{ positions: moved }];
    },
    write: async (sets) => {
      const history = last();
      const set = history.at(-1);
      if (set === undefined) return;
      const moved = (sets.at(-1)?.positions ?? []).map(savedPosition);
      await port.writeUndo({ sets: [...history.slice(0, -1), { ...set, moved }] });
    },
  };
}

/**
 * Writes an accepted phase to the scene at once: tokens of monsters that left Arkham removed (their
 * data kept), drawn monsters created from `tokenFor`, the game state flag replaced and the undo set
 * recorded; then step 3's walks (`planMoves`, newly created monsters by their new token ids), each
 * token's position saved in the same undo set before it moves. `before` is the flag as read and
 * validated (null when the scene had none).
 */
export async function acceptPhase(
  port: PhaseScenePort,
  before: GameStateFlag | null,
  changes: SceneChanges,
  tokenFor: (monster: PhaseMonster) => TokenData,
  planMoves?: PlanMoves,
): Promise<AcceptedPhase> {
  const history = readPhaseUndo(port.readUndo()).sets;
  const removed = changes.remove.flatMap((id) => {
    const data = port.tokenData(id);
    return data === undefined ? [] : [data];
  });
  if (removed.length > 0) await port.deleteTokens(changes.remove);
  const created =
    changes.create.length > 0 ? await port.createTokens(changes.create.map(tokenFor), false) : [];
  await port.writeState(changes.flag);
  const set: PhaseUndoSet = { state: before, created, removed, moved: [] };
  await port.writeUndo({ sets: [...history, set].slice(-PHASE_UNDO_LIMIT) });
  if (planMoves === undefined) return { created, walked: NO_WALKS, failures: [] };
  // Foundry creates the documents in the order of the data given (Scene#createEmbeddedDocuments).
  const tokens = new Map(changes.create.map((m, i) => [m.id, created[i] ?? m.id]));
  const { placements, failures } = planMoves((id) => tokens.get(id) ?? id);
  const walked = await acceptPlacements(placements, port.mover, phaseMoveStore(port));
  return { created, walked, failures };
}

/** What Undo did: false when there was nothing to undo, else the tokens it could not put back. */
export type PhaseUndone = false | { readonly unplaced: readonly string[] };

/**
 * Restores the last accepted phase: the walked tokens back at their saved positions and rotations,
 * its created tokens removed, the removed tokens back with their ids, the flag as it was.
 */
export async function undoLastPhase(port: PhaseScenePort): Promise<PhaseUndone> {
  const history = readPhaseUndo(port.readUndo()).sets;
  const last = history.at(-1);
  if (last === undefined) return false;
  const created = new Set(last.created);
  const unplaced: string[] = [];
  for (const position of last.moved) {
    if (created.has(position.tokenId) || port.tokenData(position.tokenId) === undefined) continue;
    if (!(await port.mover.place(position))) unplaced.push(position.tokenId);
  }
  const present = last.created.filter((id) => port.tokenData(id) !== undefined);
  if (present.length > 0) await port.deleteTokens(present);
  if (last.removed.length > 0) await port.createTokens(last.removed, true);
  await port.writeState(last.state);
  await port.writeUndo({ sets: history.slice(0, -1) });
  return { unplaced };
}
