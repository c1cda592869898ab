import type { SavedPosition, UndoSet } from "./flag-types";
import type { Point } from "./geometry";
import type { Placement } from "./plan-placements";

/** How many accepted sets Undo remembers per scene. */
const UNDO_DEPTH = 20;

/** What became of one token's walk: done, stopped part-way by Foundry, paused (still under way), or refused. */
export type WalkOutcome = "moved" | "stopped" | "paused" | "refused";

/** The token moves the Foundry side performs (TokenDocument#move), behind a small port for tests. */
export interface TokenMover {
  position(tokenId: string): SavedPosition | undefined;
  /** Walks the token through the waypoints (top-left corners); a paused walk returns at once. */
  walk(tokenId: string, waypoints: readonly Point[]): Promise<WalkOutcome>;
  /** The ids of the token's last movement and those it continues, when Foundry recorded it. */
  recorded(tokenId: string): readonly string[] | undefined;
  /** Puts the token back at a saved position (and rotation), stopping a walk still under way. */
  place(position: SavedPosition): Promise<boolean>;
}

/** The tokens of an accepted set by what became of their walks (refused ones are left out). */
export interface AcceptedSet {
  readonly moved: string[];
  readonly stopped: string[];
  readonly paused: string[];
}

/** Where the accepted sets are kept (the scene's `arkhamUndo` flag). */
export interface UndoStore {
  read(): readonly UndoSet[];
  write(sets: readonly UndoSet[]): Promise<void>;
}

/**
 * Accepts a set of planned moves (Accept all or one monster): saves every token's position as one
 * undo set before anything moves, then walks each token to its spot. A walk Foundry stops part-way
 * or pauses (v14) still belongs to the set, so Undo puts that token back; once the walks are under
 * way the set learns Foundry's ids of the recorded movements, so Undo can revert them there.
 */
export async function acceptPlacements(
  placements: readonly Placement[],
  mover: TokenMover,
  undo: UndoStore,
): Promise<AcceptedSet> {
  const positions = placements.flatMap((p) => mover.position(p.tokenId) ?? []);
  const accepted: AcceptedSet = { moved: [], stopped: [], paused: [] };
  if (positions.length === 0) return accepted;
  await undo.write([...undo.read(), { positions }].slice(-UNDO_DEPTH));
  for (const placement of placements) {
    const outcome = await mover.walk(placement.tokenId, placement.waypoints);
    if (outcome !== "refused") accepted[outcome].push(placement.tokenId);
  }
  const recorded = positions.map((p) => {
    const movementIds = mover.recorded(p.tokenId);
    return movementIds ? { ...p, movementIds } : p;
  });
  const sets = undo.read();
  const last = sets.at(-1);
  if (last && sameTokens(last.positions, positions))
    await undo.write([...sets.slice(0, -1), { positions: recorded }]);
  return accepted;
}

function sameTokens(a: readonly SavedPosition[], b: readonly SavedPosition[]): boolean {
  return (
    a.length === b.length &&
    a.every((p, i) => p.tokenId === b[i]?.tokenId && p.x === b[i]?.x && p.y === b[i]?.y)
  );
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
