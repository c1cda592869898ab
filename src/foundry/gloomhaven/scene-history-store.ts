import { MODULE_ID } from "../constants";
import type { MoveHistoryStore } from "./move-history";

/** The scene flag holding a hex scene's undo history (typed in src/foundry/gloomhaven/augment.ts). */
const HEX_UNDO_FLAG = "hexUndo";

/**
 * The undo history of hex scenes in each scene's `hexUndo` flag, as the Arkham integration keeps
 * its `arkhamUndo` stack: it survives a reload, and every GM writes it (any GM may accept a move by
 * hand, and a GM may update a scene's flags).
 */
export function sceneHistoryStore(): MoveHistoryStore {
  return {
    read: (sceneId): unknown => game.scenes?.get(sceneId)?.getFlag(MODULE_ID, HEX_UNDO_FLAG),
    write: async (sceneId, flag) => {
      const scene = game.scenes?.get(sceneId);
      if (!scene) throw new Error(`Monster Autopilot: no scene ${sceneId} to keep the undo history on`);
      await scene.setFlag(MODULE_ID, HEX_UNDO_FLAG, flag);
    },
    mayWrite: () => game.user?.isGM ?? false,
  };
}
