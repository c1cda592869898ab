// The interactive Arkham schematic: click an area (or focus it and press Enter) to apply the
// current tool; arrow keys move focus to the area drawn in that direction (roving tabindex: one
// tab stop for the board).
import type { AreaId, Board } from "../../src/core/arkham";
import { svg } from "../ui";
import { nextInDirection } from "../ui";
import { t } from "../ui";
import type { ArkhamSandboxState } from "./arkham-state";
import { drawArkhamBoard } from "./board-svg";
import { layoutBoard, VIEW } from "./layout";
import { drawMoves } from "./moves-svg";
import { drawPieces } from "./pieces-svg";
import type { MythosSession } from "./session";
import { drawTokenSymbols } from "./symbol-svg";

export interface ArkhamBoardView {
  readonly element: SVGSVGElement;
  readonly render: (state: ArkhamSandboxState, session: MythosSession) => void;
}

/** Creates the board; `onArea` runs for a click or Enter on an area, `onPiece` for a click on a token. */
export function createArkhamBoard(
  board: Board,
  onArea: (area: AreaId) => void,
  onPiece: (id: string, area: AreaId) => void,
): ArkhamBoardView {
  const layout = layoutBoard(board);
  const element = svg("svg", {
    class: "ak-svg",
    viewBox: `0 0 ${VIEW.width} ${VIEW.height}`,
    role: "group",
    "aria-label": t("Arkham.Board.Label"),
  });
  const moves = svg("g");
  const pieces = svg("g");
  element.append(drawArkhamBoard(board, layout), moves, pieces);
  const areas = [...element.querySelectorAll<SVGGElement>("[data-area]")];
  let focusIndex = 0;
  const setFocusable = (index: number): void => {
    areas.forEach((area, i) => area.setAttribute("tabindex", i === index ? "0" : "-1"));
    focusIndex = index;
  };
  setFocusable(0);

  element.addEventListener("click", (event) => {
    const target = event.target as Element;
    const piece = target.closest("[data-piece]");
    const area = target.closest("[data-area]");
    if (piece) {
      const id = piece.getAttribute("data-piece") ?? "";
      const at = areaUnder(event) ?? "";
      onPiece(id, at);
      return;
    }
    if (area) {
      setFocusable(areas.indexOf(area as SVGGElement));
      onArea(area.getAttribute("data-area") ?? "");
    }
  });

  const areaUnder = (event: MouseEvent): AreaId | undefined => {
    for (const el of document.elementsFromPoint(event.clientX, event.clientY)) {
      const id = el.closest("[data-area]")?.getAttribute("data-area");
      if (id) return id;
    }
    return undefined;
  };

  element.addEventListener("keydown", (event) => {
    const from = areas[focusIndex];
    const next = from && nextInDirection(areas, from, event.key);
    if (event.key.startsWith("Arrow")) {
      event.preventDefault();
      if (!next) return;
      setFocusable(areas.indexOf(next));
      next.focus();
    } else if (event.key === "Enter" || event.key === " ") {
      const area = (event.target as Element).closest("[data-area]");
      if (!area) return;
      event.preventDefault();
      onArea(area.getAttribute("data-area") ?? "");
    }
  });

  return {
    element,
    render(state, session) {
      moves.replaceChildren(drawMoves(layout, state, session));
      pieces.replaceChildren(drawPieces(layout, state));
      drawTokenSymbols(pieces);
    },
  };
}
