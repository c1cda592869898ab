import type { SavedPosition, UndoSet } from "./flag-types";
import type { Point } from "./geometry";
import type { Placement } from "./plan-placements";

/** How many accepted sets Undo remembers per scene. */
const UNDO_DEPTH = 20;

/** The token moves the Foundry side performs (TokenDocument#move), behind a small port for tests. */
export interface TokenMover {
  position(tokenId: string): SavedPosition | undefined;
  /** Walks the token through the waypoints (top-left corners). */
  walk(tokenId: string, waypoints: readonly Point[]): Promise<boolean>;
  /** Puts the token straight back at a saved position. */
  place(position: SavedPosition): Promise<boolean>;
}

/** Where the accepted sets are kept (the scene's `arkhamUndo` flag). */
export interface UndoStore {
  read(): readonly UndoSet[];
  write(sets: readonly UndoSet[]): Promise<void>;
}

/**
 * Accepts a set of planned moves (Accept all or one monster): saves every token's
 * position as one undo set before anything moves, then walks each token to its spot.
 * Returns the tokens that moved.
 */
export async function acceptPlacements(
  placements: readonly Placement[],
  mover: TokenMover,
  undo: UndoStore,
): Promise<string[]> {
  const positions = placements.flatMap((p) => mover.position(p.tokenId) ?? []);
  if (positions.length === 0) return [];
  await undo.write([...undo.read(), { positions }].slice(-UNDO_DEPTH));
  const moved: string[] = [];
  for (const placement of placements) {
    if (await mover.walk(placement.tokenId, placement.waypoints)) moved.push(placement.tokenId);
  }
  return moved;
}

/** Undo: restores every position of the last accepted set and forgets it. Returns the restored tokens. */
export async function undoLastSet(mover: TokenMover, undo: UndoStore): Promise<string[]> {
  const sets = undo.read();
  const last = sets.at(-1);
  if (last === undefined) return [];
  await undo.write(sets.slice(0, -1));
  const restored: string[] = [];
  for (const position of last.positions) {
    if (await mover.place(position)) restored.push(position.tokenId);
  }
  return restored;
}
