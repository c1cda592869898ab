// Pointer and keyboard input on the hex board. Clicks (or Enter on the keyboard cursor) apply the
// current tool; figures are dragged with the pointer, or picked up and dropped with the keyboard;
// the Link hexes tool takes two picks (link-edits.ts).
import { hexCorner, hexKey, sameHex, type Direction, type Hex, type Point } from "../../src/core/hex";
import { fixed } from "../ui";
import { edgeAtPoint, edgeHexes, fromScreen, hexAtPoint, toScreen, type Frame } from "./board-layout";
import { moveCursor } from "./cursor";
import { figureAt, hasThinWall, type HexEditorState } from "./editor-state";
import { pickLinkHex } from "./link-edits";
import type { HexTool, ToolTarget } from "./tools";

/** What the board reports to the tab. */
export interface HexBoardCallbacks {
  readonly tool: () => HexTool;
  readonly apply: (target: ToolTarget) => void;
  readonly move: (figureId: string, to: Hex) => void;
  readonly select: (figureId: string | null) => void;
  readonly hover: (at: Hex | null) => void;
  /** A wall stroke (thin-wall tool dragged along edges): every edge set present or absent, as one edit. */
  readonly walls: (edges: readonly WallEdge[], present: boolean) => void;
  /** Shows the edges of a wall stroke while it is drawn (an empty list clears it). */
  readonly previewWalls: (edges: readonly WallEdge[], present: boolean) => void;
  /** The Link hexes tool picked its second hex: link the pair, or unlink it when linked. */
  readonly link: (a: Hex, b: Hex) => void;
  /** The Link hexes tool's waiting first hex changed (null: none); `refused` when a pick was not a floor hex. */
  readonly linkPending: (from: Hex | null, refused: boolean) => void;
}

/** An edge between two neighbouring hexes. */
export type WallEdge = readonly [Hex, Hex];

/** How close (in hex radii) the pointer must pass an edge's midpoint for a stroke to take it. */
const STROKE_REACH = 0.3;

/** The edge whose midpoint lies within reach of a unit-layout point, if any. */
function edgeNear(p: Point): WallEdge | undefined {
  const at = hexAtPoint(p);
  const edge = edgeAtPoint(at, p);
  const a = hexCorner(at, edge);
  const b = hexCorner(at, edge + 1);
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  return Math.hypot(p.x - mid.x, p.y - mid.y) <= STROKE_REACH ? edgeHexes(at, edge) : undefined;
}

const edgeKey = ([a, b]: WallEdge): string => [hexKey(a), hexKey(b)].sort().join("|");

/** The board's input state, shared by the pointer and keyboard handlers and the cursor drawing. */
export interface BoardInput {
  state: HexEditorState | undefined;
  frame: Frame | undefined;
  cursor: Hex | undefined;
  edge: Direction;
  /** The figure picked up with the keyboard (Move tool), until it is dropped. */
  carrying: string | null;
  hovered: Hex | null;
  /** The Link hexes tool's first hex, waiting for its pair. */
  linkFrom: Hex | null;
}

/** A fresh input state. */
export function createBoardInput(): BoardInput {
  return {
    state: undefined,
    frame: undefined,
    cursor: undefined,
    edge: 0,
    carrying: null,
    hovered: null,
    linkFrom: null,
  };
}

/** A pick of the Link hexes tool at a hex: the first waits, the second links (or unlinks) the pair. */
function pickLink(input: BoardInput, callbacks: HexBoardCallbacks, at: Hex): void {
  if (!input.state) return;
  const pick = pickLinkHex(input.state, input.linkFrom, at);
  input.linkFrom = pick.pending;
  if (pick.pair) callbacks.link(pick.pair[0], pick.pair[1]);
  callbacks.linkPending(pick.pending, pick.refused !== undefined);
}

/** Drops the Link hexes tool's waiting hex (Escape, another tool). */
export function cancelLink(input: BoardInput, callbacks: HexBoardCallbacks): void {
  if (!input.linkFrom) return;
  input.linkFrom = null;
  callbacks.linkPending(null, false);
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
  let stroke: { edges: WallEdge[]; present: boolean } | null = null;
  const extendStroke = (p: Point): void => {
    const edge = stroke && edgeNear(p);
    if (!stroke || !edge || stroke.edges.some((e) => edgeKey(e) === edgeKey(edge))) return;
    stroke.edges.push(edge);
    callbacks.previewWalls(stroke.edges, stroke.present);
  };
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
    if (!figure && callbacks.tool() === "thin-wall") {
      // A stroke adds walls, or removes them when it starts on an edge that has one.
      const at = hexAtPoint(p);
      const [a, b] = edgeHexes(at, edgeAtPoint(at, p));
      stroke = { edges: [], present: !hasThinWall(input.state, a, b) };
      element.setPointerCapture(event.pointerId);
      return;
    }
    if (!figure) return;
    drag = { figureId: figure.id, start: p, moved: false };
    element.setPointerCapture(event.pointerId);
  });
  element.addEventListener("pointermove", (event) => {
    const p = unitPoint(event);
    extendStroke(p);
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
    const walls = stroke;
    stroke = null;
    if (walls && walls.edges.length > 1) {
      callbacks.previewWalls([], walls.present);
      callbacks.walls(walls.edges, walls.present);
      return;
    }
    if (walls) callbacks.previewWalls([], walls.present);
    if (current?.moved) callbacks.move(current.figureId, at);
    else if (callbacks.tool() === "move") callbacks.select(current?.figureId ?? null);
    else if (callbacks.tool() === "link") pickLink(input, callbacks, at);
    else callbacks.apply({ hex: at, edge: edgeAtPoint(at, p) });
  });
}

/**
 * Wires the keyboard cursor: arrows move it, Enter/Space applies the tool (or picks up / drops, or
 * picks a hex to link), R turns the edge, Esc cancels a pick-up or a half-made link.
 */
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
      if (callbacks.tool() === "link") pickLink(input, callbacks, cursor);
      else if (callbacks.tool() !== "move") callbacks.apply({ hex: cursor, edge: input.edge });
      else if (input.carrying) {
        callbacks.move(input.carrying, cursor);
        input.carrying = null;
      } else {
        input.carrying = figureAt(state, cursor)?.id ?? null;
        callbacks.select(input.carrying);
      }
    } else if (event.key === "Escape") {
      input.carrying = null;
      cancelLink(input, callbacks);
    } else return;
    redrawCursor();
  });
}
