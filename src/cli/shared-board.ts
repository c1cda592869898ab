// Consecutive cases of a file are mostly on the same board (the public cases: 67 boards for 399
// cases, 315 on the board of the case before). The rules core builds its board indexes (compiled
// board, line-of-sight index) once per Board object, so the command line hands a case the board
// object of the case before when the two boards are equal, instead of a fresh copy.
// The case's board fields are compared with that board as they are read (parseCase), so a case on
// the same board builds no board of its own.
import type { Board } from "../core/gloomhaven";
import { parseCase, type CaseParseResult } from "../core/gloomhaven-cases";

/**
 * Remembers the last board only, so a long file holds one board (and its indexes) at a time, and
 * the raw hex list it was read from: the file reader hands consecutive cases that repeat a board's
 * list that very list (json-array.ts), which the command line never changes.
 */
export class BoardReuse {
  private last: Board | undefined;
  private lastMap: unknown;

  /** Reads a case ({@link parseCase}), on the previous case's board object when its board is the same. */
  parse(raw: unknown): CaseParseResult {
    const parsed = parseCase(raw, this.last, this.lastMap);
    if (parsed.ok) {
      this.last = parsed.value.scenario.board;
      this.lastMap = (raw as Record<string, unknown>)["map"];
    }
    return parsed;
  }
}
