import type { Board } from "../model";
import type { BoardJson } from "./load-board";

/** Writes a board in the case-file format (spec §6) that {@link loadBoard} reads back unchanged; flags only when set. */
export function serializeBoard(board: Board): BoardJson {
  return {
    areas: board.areas.map((area) => ({
      id: area.id,
      kind: area.kind,
      ...(area.name !== undefined ? { name: area.name } : {}),
      ...(area.unstable ? { unstable: true } : {}),
      ...(area.aquatic ? { aquatic: true } : {}),
      ...(area.refuge ? { refuge: true } : {}),
    })),
    adjacent: board.adjacent.map(([a, b]) => [a, b] as const),
    arrows: board.arrows.map((arrow) => ({ from: arrow.from, to: arrow.to, colour: arrow.colour })),
  };
}
