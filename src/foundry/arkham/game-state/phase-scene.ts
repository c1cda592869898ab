import type { PhaseMonster } from "../../../core/arkham";
import type { SceneChanges } from "./phase-input";
import { PHASE_UNDO_LIMIT, readPhaseUndo, type PhaseUndoSet } from "./phase-undo";
import type { GameStateFlag } from "./state-flag";

/** Token data as Foundry stores it (`TokenDocument#toObject()`), `_id` included. */
export type TokenData = Record<string, unknown>;

/** The scene operations an accepted phase needs: flags and embedded tokens (the Foundry adapter or a test double). */
export interface PhaseScenePort {
  writeState(state: GameStateFlag | null): Promise<void>;
  readUndo(): unknown;
  writeUndo(value: { sets: readonly PhaseUndoSet[] }): Promise<void>;
  /** The whole data of a token on the scene, to create it again on undo. */
  tokenData(id: string): TokenData | undefined;
  /** Creates tokens (`keepId` keeps their `_id`, DatabaseCreateOperation) and resolves their ids. */
  createTokens(data: readonly TokenData[], keepId: boolean): Promise<string[]>;
  deleteTokens(ids: readonly string[]): Promise<void>;
}

/**
 * Writes an accepted phase to the scene at once: tokens of monsters that left Arkham removed (their
 * data kept), drawn monsters created from `tokenFor`, the game state flag replaced, and the undo set
 * recorded last so that Undo restores tokens and flag exactly. `before` is the flag as read
 * and validated (null when the scene had none). Resolves the created token ids.
 */
export async function acceptPhase(
  port: PhaseScenePort,
  before: GameStateFlag | null,
  changes: SceneChanges,
  tokenFor: (monster: PhaseMonster) => TokenData,
): Promise<string[]> {
  const history = readPhaseUndo(port.readUndo()).sets;
  const removed = changes.remove.flatMap((id) => {
    const data = port.tokenData(id);
    return data === undefined ? [] : [data];
  });
  if (removed.length > 0) await port.deleteTokens(changes.remove);
  const created =
    changes.create.length > 0 ? await port.createTokens(changes.create.map(tokenFor), false) : [];
  await port.writeState(changes.flag);
  const set: PhaseUndoSet = { state: before, created, removed };
  await port.writeUndo({ sets: [...history, set].slice(-PHASE_UNDO_LIMIT) });
  return created;
}

/** Restores the last accepted phase: its tokens removed, the removed tokens back with their ids, the flag as it was. False when there is none. */
export async function undoLastPhase(port: PhaseScenePort): Promise<boolean> {
  const history = readPhaseUndo(port.readUndo()).sets;
  const last = history.at(-1);
  if (last === undefined) return false;
  const present = last.created.filter((id) => port.tokenData(id) !== undefined);
  if (present.length > 0) await port.deleteTokens(present);
  if (last.removed.length > 0) await port.createTokens(last.removed, true);
  await port.writeState(last.state);
  await port.writeUndo({ sets: history.slice(0, -1) });
  return true;
}
