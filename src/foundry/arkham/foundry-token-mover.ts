import { MODULE_ID } from "../constants";
import type { TokenMover, UndoStore } from "./accept-moves";
import type { SavedPosition } from "./flag-types";
import { readUndoFlag } from "./undo-flag";

/** The movement action for putting a token straight back (v13 "displace": a teleport, no animation), when configured. */
function displaceAction(): string | undefined {
  return "displace" in CONFIG.Token.movement.actions ? "displace" : undefined;
}

/** Token moves on a scene with `TokenDocument#move` (v13): a walk through waypoints on accept, a displacement on undo. */
export function foundryTokenMover(scene: Scene.Implementation): TokenMover {
  const token = (id: string) => scene.tokens.get(id);
  return {
    position: (tokenId) => {
      const doc = token(tokenId);
      return doc === undefined ? undefined : { tokenId, x: doc.x, y: doc.y, elevation: doc.elevation };
    },
    walk: async (tokenId, waypoints) => {
      const doc = token(tokenId);
      if (doc === undefined) return false;
      return doc.move(
        waypoints.map((p) => ({ x: p.x, y: p.y, elevation: doc.elevation })),
        {
          method: "api",
          autoRotate: false,
          showRuler: false,
          constrainOptions: { ignoreWalls: true, ignoreCost: true },
        },
      );
    },
    place: async (position: SavedPosition) => {
      const doc = token(position.tokenId);
      if (doc === undefined) return false;
      const action = displaceAction();
      return doc.move(
        { x: position.x, y: position.y, elevation: position.elevation, ...(action ? { action } : {}) },
        {
          method: "api",
          autoRotate: false,
          showRuler: false,
          constrainOptions: { ignoreWalls: true, ignoreCost: true },
        },
      );
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
