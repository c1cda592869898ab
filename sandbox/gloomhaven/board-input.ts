// Pointer and keyboard input on the hex board. Clicks (or Enter on the keyboard cursor) apply the
// current tool; figures are dragged with the pointer, or picked up and dropped with the keyboard.
import { sameHex, type Direction, type Hex, type Point } from "../../src/core/hex";
import { fixed } from "../ui/dom";
import { edgeAtPoint, fromScreen, hexAtPoint, toScreen, type Frame } from "./board-layout";
import { moveCursor } from "./cursor";
import { figureAt, type HexEditorState } from "./editor-state";
import type { HexTool, ToolTarget } from "./tools";

/** What the board reports to the tab. */
export interface HexBoardCallbacks {
  readonly tool: () => HexTool;
  readonly apply: (target: ToolTarget) => void;
  readonly move: (figureId: string, to: Hex) => void;
  readonly select: (figureId: string | null) => void;
  readonly hover: (at: Hex | null) => void;
}

/** The board's input state, shared by the pointer and keyboard handlers and the cursor drawing. */
export interface BoardInput {
  state: HexEditorState | undefined;
  frame: Frame | undefined;
  cursor: Hex | undefined;
  edge: Direction;
  /** The figure picked up with the keyboard (Move tool), until it is dropped. */
  carrying: string | null;
  hovered: Hex | null;
}

/** A fresh input state. */
export function createBoardInput(): BoardInput {
  return { state: undefined, frame: undefined, cursor: undefined, edge: 0, carrying: null, hovered: null };
}

function setHover(input: BoardInput, callbacks: HexBoardCallbacks, at: Hex | null): void {
  if (at === input.hovered || (at && input.hovered && sameHex(at, input.hovered))) return;
  input.hovered = at;
  callbacks.hover(at);
}

/** Wires pointer input: click applies the tool (Move tool: picks the figure), dragging a figure moves it. */
export function wirePointer(
  element: SVGSVGElement,
  figures: SVGGElement,
  input: BoardInput,
  callbacks: HexBoardCallbacks,
): void {
  let drag: { figureId: string; start: Point; moved: boolean } | null = null;
  const unitPoint = (event: PointerEvent): Point => {
    const matrix = element.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return fromScreen({ x: p.x, y: p.y });
  };
  element.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || !input.state) return;
    const p = unitPoint(event);
    const figure = figureAt(input.state, hexAtPoint(p));
    if (!figure) return;
    drag = { figureId: figure.id, start: p, moved: false };
    element.setPointerCapture(event.pointerId);
  });
  element.addEventListener("pointermove", (event) => {
    const p = unitPoint(event);
    if (drag && (drag.moved || Math.hypot(p.x - drag.start.x, p.y - drag.start.y) >= 0.2)) {
      drag.moved = true;
      const node = figures.querySelector(`[data-figure="${drag.figureId}"]`);
      const s = toScreen(p);
      node?.setAttribute("transform", `translate(${fixed(s.x)} ${fixed(s.y)})`);
      node?.classList.add("hb-dragging");
    }
    setHover(input, callbacks, hexAtPoint(p));
  });
  element.addEventListener("pointerleave", () => {
    if (!drag) setHover(input, callbacks, null);
  });
  element.addEventListener("pointerup", (event) => {
    if (event.button !== 0) return;
    const p = unitPoint(event);
    const at = hexAtPoint(p);
    const current = drag;
    drag = null;
    if (current?.moved) callbacks.move(current.figureId, at);
    else if (callbacks.tool() === "move") callbacks.select(current?.figureId ?? null);
    else callbacks.apply({ hex: at, edge: edgeAtPoint(at, p) });
  });
}

/** Wires the keyboard cursor: arrows move it, Enter/Space applies the tool (or picks up / drops), R turns the edge, Esc cancels. */
export function wireKeyboard(
  element: SVGSVGElement,
  input: BoardInput,
  callbacks: HexBoardCallbacks,
  redrawCursor: () => void,
): void {
  element.addEventListener("focus", () => {
    const { state } = input;
    if (!input.cursor && state)
      input.cursor = state.scenario.figures.find((f) => f.id === state.scenario.activeId)?.at;
    input.cursor ??= { q: 0, r: 0 };
    redrawCursor();
  });
  element.addEventListener("blur", redrawCursor);
  element.addEventListener("keydown", (event) => {
    const { state, frame, cursor } = input;
    if (!state || !frame || !cursor) return;
    const next = moveCursor(cursor, event.key, frame);
    if (next) {
      event.preventDefault();
      input.cursor = next;
      setHover(input, callbacks, next);
    } else if (event.key === "r" || event.key === "R") {
      input.edge = ((input.edge + (event.shiftKey ? 5 : 1)) % 6) as Direction;
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (callbacks.tool() !== "move") callbacks.apply({ hex: cursor, edge: input.edge });
      else if (input.carrying) {
        callbacks.move(input.carrying, cursor);
        input.carrying = null;
      } else {
        input.carrying = figureAt(state, cursor)?.id ?? null;
        callbacks.select(input.carrying);
      }
    } else if (event.key === "Escape") {
      input.carrying = null;
    } else return;
    redrawCursor();
  });
}
