import { loadBoard, problem, serializeBoard, type ArkhamProblem, type BoardJson } from "../../core/arkham";

/** The outcome of importing board JSON: the board to store, or every problem found. */
export type BoardImport =
  | { readonly ok: true; readonly board: BoardJson; readonly warnings: readonly ArkhamProblem[] }
  | { readonly ok: false; readonly problems: readonly ArkhamProblem[] };

/**
 * Reads board JSON text for import (imports are validated by the core, every problem
 * listed): text that is not JSON is one shape problem; otherwise the core's `loadBoard` decides,
 * and an accepted board is stored in its canonical form.
 */
export function parseBoardImport(text: string): BoardImport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [problem("ArkhamInvalidShape", "$", { detail: String(error) })] };
  }
  const result = loadBoard(json);
  return result.ok
    ? { ok: true, board: serializeBoard(result.board), warnings: result.warnings }
    : { ok: false, problems: result.problems };
}
