import { MODULE_ID } from "../../constants";
import { foundryTokenMover } from "../foundry-token-mover";
import type { PhaseScenePort, TokenData } from "./phase-scene";

/**
 * The phase's scene operations on a Foundry scene. The state flag is unset before it is set:
 * `setFlag` is a document update, and an update merges nested objects
 * (https://foundryvtt.com/api/classes/foundry.abstract.Document.html#setflag), so a gate or clue
 * key left out of the new state would otherwise survive. Tokens are created and deleted as embedded
 * documents, `keepId` restoring removed ones with their ids
 * (https://foundryvtt.com/api/interfaces/foundry.abstract.types.DatabaseCreateOperation.html). Step 3's
 * walks and their undo go through the Mythos movement's token mover (TokenDocument#move).
 */
export function foundryPhaseScene(scene: Scene.Implementation): PhaseScenePort {
  return {
    writeState: async (state) => {
      await scene.unsetFlag(MODULE_ID, "arkhamState");
      if (state !== null) await scene.setFlag(MODULE_ID, "arkhamState", state);
    },
    readUndo: () => scene.getFlag(MODULE_ID, "arkhamPhaseUndo"),
    writeUndo: async (value) => {
      await scene.setFlag(MODULE_ID, "arkhamPhaseUndo", value);
    },
    tokenData: (id) => {
      const token = scene.tokens.get(id);
      return token === undefined ? undefined : (token.toObject() as TokenData);
    },
    createTokens: async (data, keepId) => {
      const created = await scene.createEmbeddedDocuments(
        "Token",
        data as unknown as TokenDocument.CreateData[],
        { keepId },
      );
      return (created ?? []).flatMap((doc) => (doc.id ? [doc.id] : []));
    },
    deleteTokens: async (ids) => {
      await scene.deleteEmbeddedDocuments("Token", [...ids]);
    },
    mover: foundryTokenMover(scene),
  };
}
