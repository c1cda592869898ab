// The interactive hex board: pointer and keyboard input over the SVG drawing. Clicks (or Enter on
// the keyboard cursor) apply the current tool; figures can be dragged, or carried with the keyboard.
import { sameHex, type Direction, type Hex, type Point } from "../../src/core/hex";
import type { CaseAnswer, TurnResult } from "../../src/core/gloomhaven";
import { fixed, svg } from "../shared/dom";
import { t } from "../shared/i18n";
import { drawAnswer, drawExpected } from "./answer-svg";
import { drawBoard, drawFigures } from "./board-svg";
import {
  edgeAtPoint,
  frameOf,
  frameViewBox,
  fromScreen,
  hexAtPoint,
  hexPoints,
  screenCenter,
  screenCorner,
  toScreen,
  type Frame,
} from "./board-layout";
import { moveCursor } from "./cursor";
import { figureAt, type HexEditorState } from "./editor-state";
import type { HexTool, ToolTarget } from "./tools";

export interface HexBoardCallbacks {
  readonly tool: () => HexTool;
  readonly apply: (target: ToolTarget) => void;
  readonly move: (figureId: string, to: Hex) => void;
  readonly select: (figureId: string | null) => void;
  readonly hover: (at: Hex | null) => void;
}

export interface HexBoard {
  readonly element: SVGSVGElement;
  readonly render: (
    state: HexEditorState,
    result: TurnResult | null,
    chosen: number,
    expected: readonly CaseAnswer[] | null,
  ) => void;
  /** Draws a line-of-sight witness (unit-layout points) or a blocked marker between two hexes. */
  readonly showSight: (from: Hex, to: Hex, line: { from: Point; to: Point } | null) => void;
  readonly clearSight: () => void;
}

interface Drag {
  readonly figureId: string;
  readonly start: Point;
  moved: boolean;
}

/** Creates the board element and wires its input to the callbacks. */
export function createHexBoard(callbacks: HexBoardCallbacks): HexBoard {
  const element = svg("svg", {
    class: "hb-svg",
    tabindex: 0,
    role: "application",
    "aria-label": t("Hex.Board.Label"),
    "aria-describedby": "hex-board-help",
  });
  const layers = {
    board: svg("g"),
    answer: svg("g"),
    figures: svg("g"),
    sight: svg("g", { class: "hb-sight" }),
    cursor: svg("g", { class: "hb-cursor-layer" }),
  };
  element.append(layers.board, layers.answer, layers.figures, layers.sight, layers.cursor);

  let state: HexEditorState | undefined;
  let frame: Frame | undefined;
  let cursor: Hex | undefined;
  let edge: Direction = 0;
  let carrying: string | null = null;
  let drag: Drag | null = null;
  let hovered: Hex | null = null;

  const unitPoint = (event: PointerEvent): Point => {
    const matrix = element.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return fromScreen({ x: p.x, y: p.y });
  };

  const drawCursor = (): void => {
    layers.cursor.replaceChildren();
    if (!cursor || document.activeElement !== element) return;
    const tool = callbacks.tool();
    layers.cursor.append(
      svg("polygon", { class: `hb-cursor${carrying ? " hb-carrying" : ""}`, points: hexPoints(cursor, 2) }),
    );
    if (tool === "thin-wall") {
      const a = screenCorner(cursor, edge);
      const b = screenCorner(cursor, edge + 1);
      layers.cursor.append(
        svg("line", {
          class: "hb-cursor-edge",
          x1: fixed(a.x),
          y1: fixed(a.y),
          x2: fixed(b.x),
          y2: fixed(b.y),
        }),
      );
    }
  };

  const setHover = (at: Hex | null): void => {
    if (at === hovered || (at && hovered && sameHex(at, hovered))) return;
    hovered = at;
    callbacks.hover(at);
  };

  element.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || !state) return;
    const p = unitPoint(event);
    const figure = figureAt(state, hexAtPoint(p));
    if (figure) {
      drag = { figureId: figure.id, start: p, moved: false };
      element.setPointerCapture(event.pointerId);
    }
  });

  element.addEventListener("pointermove", (event) => {
    const p = unitPoint(event);
    if (drag) {
      if (!drag.moved && Math.hypot(p.x - drag.start.x, p.y - drag.start.y) < 0.2) return;
      drag.moved = true;
      const node = layers.figures.querySelector(`[data-figure="${drag.figureId}"]`);
      const s = toScreen(p);
      node?.setAttribute("transform", `translate(${fixed(s.x)} ${fixed(s.y)})`);
      node?.classList.add("hb-dragging");
    }
    setHover(hexAtPoint(p));
  });

  element.addEventListener("pointerleave", () => {
    if (!drag) setHover(null);
  });

  element.addEventListener("pointerup", (event) => {
    if (event.button !== 0) return;
    const p = unitPoint(event);
    const at = hexAtPoint(p);
    const current = drag;
    drag = null;
    if (current?.moved) {
      callbacks.move(current.figureId, at);
      return;
    }
    if (callbacks.tool() === "move") {
      callbacks.select(current?.figureId ?? null);
      return;
    }
    callbacks.apply({ hex: at, edge: edgeAtPoint(at, p) });
  });

  element.addEventListener("focus", () => {
    if (!cursor && state) cursor = state.scenario.figures.find((f) => f.id === state?.scenario.activeId)?.at;
    cursor ??= { q: 0, r: 0 };
    drawCursor();
  });
  element.addEventListener("blur", () => layers.cursor.replaceChildren());

  element.addEventListener("keydown", (event) => {
    if (!state || !frame || !cursor) return;
    const next = moveCursor(cursor, event.key, frame);
    if (next) {
      event.preventDefault();
      cursor = next;
      setHover(cursor);
      drawCursor();
      return;
    }
    const tool = callbacks.tool();
    if (event.key === "r" || event.key === "R") {
      edge = ((edge + (event.shiftKey ? 5 : 1)) % 6) as Direction;
      drawCursor();
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (tool !== "move") callbacks.apply({ hex: cursor, edge });
      else if (carrying) {
        callbacks.move(carrying, cursor);
        carrying = null;
      } else {
        carrying = figureAt(state, cursor)?.id ?? null;
        callbacks.select(carrying);
      }
      drawCursor();
    } else if (event.key === "Escape" && carrying) {
      carrying = null;
      drawCursor();
    }
  });

  return {
    element,
    render(next, result, chosen, expected) {
      state = next;
      frame = frameOf(next);
      element.setAttribute("viewBox", frameViewBox(frame));
      layers.board.replaceChildren(drawBoard(next, frame));
      layers.answer.replaceChildren(drawAnswer(next.scenario, result, chosen), drawExpected(expected));
      layers.figures.replaceChildren(drawFigures(next));
      drawCursor();
    },
    showSight(from, to, line) {
      layers.sight.replaceChildren();
      if (line) {
        const a = toScreen(line.from);
        const b = toScreen(line.to);
        layers.sight.append(
          svg("line", { class: "hb-los", x1: fixed(a.x), y1: fixed(a.y), x2: fixed(b.x), y2: fixed(b.y) }),
        );
      } else {
        const a = screenCenter(from);
        const b = screenCenter(to);
        layers.sight.append(
          svg("line", { class: "hb-no-los", x1: fixed(a.x), y1: fixed(a.y), x2: fixed(b.x), y2: fixed(b.y) }),
        );
      }
    },
    clearSight() {
      layers.sight.replaceChildren();
    },
  };
}
