import {
  baseBoard,
  loadBoard,
  serializeBoard,
  type ArkhamProblem,
  type Board,
  type BoardJson,
} from "../../core/arkham";
import { MODULE_ID } from "../constants";

/** A scene's board definition as read from its flag (issue 7): which source, its JSON, the board or its problems. */
export interface SceneBoard {
  readonly source: "preset" | "custom" | "none";
  readonly json: BoardJson | undefined;
  readonly board: Board | undefined;
  readonly problems: readonly ArkhamProblem[];
  /** Doubtful but accepted data (the core loads the board anyway). */
  readonly warnings: readonly ArkhamProblem[];
}

/** Reads the scene's board: the base-game preset, or its custom board validated by the core (every problem listed). */
export function readSceneBoard(scene: Scene.Implementation): SceneBoard {
  const flag = scene.getFlag(MODULE_ID, "arkhamBoard");
  if (flag === undefined)
    return { source: "none", json: undefined, board: undefined, problems: [], warnings: [] };
  if (flag.source === "preset") {
    const board = baseBoard();
    return { source: "preset", json: serializeBoard(board), board, problems: [], warnings: [] };
  }
  const result = loadBoard(flag.board);
  return result.ok
    ? { source: "custom", json: flag.board, board: result.board, problems: [], warnings: result.warnings }
    : {
        source: "custom",
        json: flag.board,
        board: undefined,
        problems: result.problems,
        warnings: result.warnings,
      };
}
