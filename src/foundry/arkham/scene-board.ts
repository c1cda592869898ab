import {
  baseBoard,
  loadBoard,
  serializeBoard,
  type ArkhamProblem,
  type Board,
  type BoardJson,
} from "../../core/arkham";
import { MODULE_ID } from "../constants";

/** A scene's board definition as read from its flag: which source, its JSON, the board or its problems. */
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
  // A damaged flag (not an object, or a custom board without one) goes to the core's validation,
  // which lists what is wrong; it never throws here.
  const flag: unknown = scene.getFlag(MODULE_ID, "arkhamBoard");
  if (flag === undefined || flag === null)
    return { source: "none", json: undefined, board: undefined, problems: [], warnings: [] };
  const { source, board: custom } = flag as { source?: unknown; board?: unknown };
  if (source === "preset") {
    const board = baseBoard();
    return { source: "preset", json: serializeBoard(board), board, problems: [], warnings: [] };
  }
  const result = loadBoard(custom);
  return result.ok
    ? {
        source: "custom",
        json: custom as BoardJson,
        board: result.board,
        problems: [],
        warnings: result.warnings,
      }
    : {
        source: "custom",
        // Kept for the editor when it is at least an object; the problems say what is wrong with it.
        json: typeof custom === "object" && custom !== null ? (custom as BoardJson) : undefined,
        board: undefined,
        problems: result.problems,
        warnings: result.warnings,
      };
}
