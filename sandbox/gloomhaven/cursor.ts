// Keyboard cursor on the hex board: arrow keys move along odd-q columns and rows of the frame.
import type { Hex } from "../../src/core/hex";
import type { Frame } from "./board-layout";
import { cellHex, hexRow } from "./editor-state";

/** The cursor after an arrow key (rows grow downwards on screen), clamped to the frame; null for other keys. */
export function moveCursor(cursor: Hex, key: string, frame: Frame): Hex | null {
  const column = cursor.q;
  const row = hexRow(cursor);
  const delta: Readonly<Record<string, readonly [number, number]>> = {
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
  };
  const step = delta[key];
  if (!step) return null;
  const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
  return cellHex(
    clamp(column + step[0], frame.minColumn, frame.maxColumn),
    clamp(row + step[1], frame.minRow, frame.maxRow),
  );
}
