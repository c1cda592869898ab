import { MODULE_ID } from "../constants";
import { reportRejection } from "../report-failure";
import {
  movementOf,
  onMovementPaused,
  recordedIds,
  recordedWaypoints,
  revertibleMovement,
} from "../token-movement";
import type { TokenMover, UndoStore, WalkOutcome } from "./accept-moves";
import type { SavedPosition } from "./flag-types";
import { readUndoFlag } from "./undo-flag";

/** The movement action for putting a token straight back (v13 "displace": a teleport, no animation), when configured. */
function displaceAction(): string | undefined {
  return "displace" in CONFIG.Token.movement.actions ? "displace" : undefined;
}

const OPTIONS = {
  method: "api",
  autoRotate: false,
  showRuler: false,
  constrainOptions: { ignoreWalls: true, ignoreCost: true },
} as const;

const at = (doc: TokenDocument.Implementation, p: { x: number; y: number; elevation: number }) =>
  doc.x === p.x && doc.y === p.y && doc.elevation === p.elevation;

/**
 * Walks a token (TokenDocument#move, v13/v14). v14 resolves false when the movement is stopped and
 * not at all while it is paused: a pause (the pauseToken hook) returns "paused" at once; the
 * movement's state and the token's position tell a stopped walk from a refused one.
 */
async function walk(
  doc: TokenDocument.Implementation,
  waypoints: readonly { x: number; y: number }[],
): Promise<WalkOutcome> {
  const start = { x: doc.x, y: doc.y, elevation: doc.elevation };
  let paused: () => void = () => undefined;
  const pause = new Promise<"paused">((resolve) => (paused = () => resolve("paused")));
  const unsubscribe = onMovementPaused(doc, paused);
  const moving = doc
    .move(
      waypoints.map((p) => ({ x: p.x, y: p.y, elevation: doc.elevation })),
      OPTIONS,
    )
    .finally(unsubscribe);
  const moved = await Promise.race([moving, pause]);
  if (moved === "paused") {
    // Nobody waits for the rest of a paused walk: a later failure is still reported.
    reportRejection(moving, "MONSTER_AUTOPILOT.Reported.PausedMove");
    return "paused";
  }
  const stopped = !moved || movementOf(doc)?.state === "stopped";
  if (!stopped) return "moved";
  return at(doc, start) ? "refused" : "stopped";
}

/**
 * Puts a token back: a walk still under way is stopped; where Foundry's movement history still ends
 * with the accepted walk it is reverted there (TokenDocument#revertRecordedMovement, so the history
 * does not grow an undo movement), else the token is displaced back; its rotation is turned back.
 */
async function place(doc: TokenDocument.Implementation, position: SavedPosition): Promise<boolean> {
  const state = movementOf(doc)?.state;
  if (state === "paused" || state === "pending") doc.stopMovement();
  const recorded = revertibleMovement(recordedWaypoints(doc), position.movementIds);
  const reverted =
    recorded !== undefined && (await doc.revertRecordedMovement(recorded)) && at(doc, position);
  if (!reverted && !at(doc, position)) {
    const action = displaceAction();
    const back = {
      x: position.x,
      y: position.y,
      elevation: position.elevation,
      ...(action ? { action } : {}),
    };
    if (!(await doc.move(back, OPTIONS))) return false;
  }
  if (position.rotation !== undefined && doc.rotation !== position.rotation)
    await doc.update({ rotation: position.rotation });
  return true;
}

/** Token moves on a scene with `TokenDocument#move`: a walk through waypoints on accept, a revert or displacement on undo. */
export function foundryTokenMover(scene: Scene.Implementation): TokenMover {
  const token = (id: string) => scene.tokens.get(id);
  return {
    position: (tokenId) => {
      const doc = token(tokenId);
      return doc === undefined
        ? undefined
        : { tokenId, x: doc.x, y: doc.y, elevation: doc.elevation, rotation: doc.rotation };
    },
    walk: async (tokenId, waypoints) => {
      const doc = token(tokenId);
      return doc === undefined ? "refused" : walk(doc, waypoints);
    },
    recorded: (tokenId) => {
      const doc = token(tokenId);
      return doc && recordedIds(movementOf(doc));
    },
    place: async (position) => {
      const doc = token(position.tokenId);
      return doc === undefined ? false : place(doc, position);
    },
  };
}

/** The undo sets kept in the scene's `arkhamUndo` flag; a corrupt flag reads as empty and `onCorrupt` is told. */
export function sceneUndoStore(
  scene: Scene.Implementation,
  onCorrupt: () => void = () => undefined,
): UndoStore {
  return {
    read: () => {
      const { sets, corrupt } = readUndoFlag(scene.getFlag(MODULE_ID, "arkhamUndo"));
      if (corrupt) onCorrupt();
      return sets;
    },
    write: async (sets) => {
      await scene.setFlag(MODULE_ID, "arkhamUndo", { sets });
    },
  };
}
