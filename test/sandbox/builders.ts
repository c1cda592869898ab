// Builders with defaults for the sandbox's unit tests.
import type { Hex } from "../../src/core/hex";
import { emptyState } from "../../sandbox/gloomhaven/default-state";
import {
  cellHex,
  placeCharacter,
  placeMonster,
  type HexEditorState,
} from "../../sandbox/gloomhaven/editor-state";

/** An empty 16×7 board with an acting monster at column 2, row 3 and a character (initiative 20) at column 8, row 3. */
export function editorState(changes: Partial<HexEditorState> = {}): HexEditorState {
  const withMonster = placeMonster(emptyState(), cellHex(2, 3), true);
  return { ...placeCharacter(withMonster, cellHex(8, 3), 20), ...changes };
}

/** The hex at an odd-q cell (column, row), as drawn by the sandbox. */
export function cell(column: number, row: number): Hex {
  return cellHex(column, row);
}
