// Reading a token's Foundry movement for Undo, shared by the hex and the Arkham movers. Pages:
// TokenDocument#movement, #movementHistory, #revertRecordedMovement
// (https://foundryvtt.com/api/classes/foundry.documents.TokenDocument.html, v13;
// https://foundryvtt.com/api/v14/classes/foundry.documents.TokenDocument.html, v14),
// TokenMovementData (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenMovementData.html),
// the pauseToken hook (https://foundryvtt.com/api/v14/functions/hookEvents.pauseToken.html).

/** A token's current or last movement as far as Undo reads it (TokenMovementData: id, state, recorded, chain). */
export interface MovementInfo {
  readonly id: string;
  /** TokenMovementState: "completed", "paused", "pending", "planned" or "stopped". */
  readonly state: string;
  /** Whether the movement was recorded in the token's movement history. */
  readonly recorded: boolean;
  /** The movements this one continues. */
  readonly chain: readonly string[];
}

/** A recorded waypoint as far as Undo reads it: the movement that reached it. */
export interface RecordedWaypoint {
  readonly movementId: string;
}

/** TokenDocument#movement, or null before the token has moved. */
export function movementOf(token: TokenDocument.Implementation): MovementInfo | null {
  const movement = token.movement;
  if (typeof movement?.id !== "string") return null;
  return { id: movement.id, state: movement.state, recorded: movement.recorded, chain: movement.chain };
}

/** TokenDocument#movementHistory: the recorded waypoints, oldest first (an array, whatever the types say). */
export function recordedWaypoints(token: TokenDocument.Implementation): RecordedWaypoint[] {
  const history: unknown = token.movementHistory;
  if (!Array.isArray(history)) return [];
  return history.flatMap((w: unknown) => {
    const id: unknown = w && typeof w === "object" ? Reflect.get(w, "movementId") : undefined;
    return typeof id === "string" ? [{ movementId: id }] : [];
  });
}

/** Calls `listener` whenever the token's movement pauses (the pauseToken hook); returns the unsubscribe. */
export function onMovementPaused(token: TokenDocument.Implementation, listener: () => void): () => void {
  const id = Hooks.on("pauseToken", (document) => {
    if (document === token || (document.id !== null && document.id === token.id)) listener();
  });
  return () => Hooks.off("pauseToken", id);
}

/** The ids of a movement and those it continues, when Foundry recorded it (what Undo may revert later). */
export function recordedIds(movement: MovementInfo | null | undefined): string[] | undefined {
  return movement?.recorded ? [...movement.chain, movement.id] : undefined;
}

/**
 * The movement to revert (TokenDocument#revertRecordedMovement undoes it and every later one) when
 * the token's history ends with exactly the accepted movement `ids`; undefined when it is not
 * recorded any more or later movement followed it (reverting would undo that too).
 */
export function revertibleMovement(
  history: readonly RecordedWaypoint[],
  ids: readonly string[] | undefined,
): string | undefined {
  if (!ids || ids.length === 0) return undefined;
  const first = history.findIndex((w) => ids.includes(w.movementId));
  if (first < 0 || !history.slice(first).every((w) => ids.includes(w.movementId))) return undefined;
  return history[first]?.movementId;
}
