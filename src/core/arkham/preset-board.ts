import { loadPresetBoard } from "./board/load-preset-board";
import type { Board } from "./model";
import boardJson from "./presets/board.json";

let cached: Board | undefined;

/** The base-game Arkham board (presets/board.json), validated on first use; a broken preset is a programmer error. */
export function baseBoard(): Board {
  if (cached !== undefined) return cached;
  const result = loadPresetBoard(boardJson);
  if (!result.ok) throw new Error(`presets/board.json is invalid: ${JSON.stringify(result.problems)}`);
  cached = result.board;
  return cached;
}
