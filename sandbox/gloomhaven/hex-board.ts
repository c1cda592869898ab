// The interactive hex board: the SVG drawing (board, answer, figures, link badges, sight line,
// keyboard cursor) with its pointer and keyboard input (board-input.ts).
import { hexKey, type Hex, type Point } from "../../src/core/hex";
import type { TurnResult } from "../../src/core/gloomhaven";
import type { SequenceResult } from "../../src/core/gloomhaven/sequence";
import type { CaseAnswer } from "../../src/core/gloomhaven-cases";
import { fixed, svg } from "../ui";
import { t } from "../ui";
import { drawAnswer, drawAreaOver, drawExpected } from "./answer-svg";
import {
  cancelLink,
  createBoardInput,
  wireKeyboard,
  wirePointer,
  type HexBoardCallbacks,
  type WallEdge,
} from "./board-input";
import { drawBoard, drawFigures } from "./board-svg";
import { frameOf, frameViewBox, hexPoints, screenCenter, screenCorner, toScreen } from "./board-layout";
import { directionTo } from "../../src/core/hex";
import { isFloor, type HexEditorState } from "./editor-state";
import { namesOf } from "./figure-names";
import { drawSequenceAnswer } from "./sequence-svg";
import { hatchPattern } from "./legend";
import { drawLinkBadges, drawLinkPending } from "./link-svg";

export type { HexBoardCallbacks, WallEdge } from "./board-input";

/** An answer to point out on the board (hovering it in the case check): its end hex and attacked hexes. */
export interface BoardHighlight {
  readonly end: Hex;
  readonly attacks: readonly Hex[];
}

export interface HexBoard {
  readonly element: SVGSVGElement;
  readonly render: (
    state: HexEditorState,
    result: TurnResult | null,
    chosen: number,
    expected: readonly CaseAnswer[] | null,
  ) => void;
  /** Draws a line-of-sight witness (unit-layout points), or a blocked marker when there is none. */
  readonly showSight: (from: Hex, to: Hex, line: { from: Point; to: Point } | null) => void;
  readonly clearSight: () => void;
  /**
   * Draws the sight line from the chosen option's end hex to its focus (what explains a move made to
   * see the focus, LOS-2 / LOS-3), kept while hovering elsewhere; null clears it.
   */
  readonly showFocusSight: (
    sight: { from: Hex; to: Hex; line: { from: Point; to: Point } | null } | null,
  ) => void;
  /** Draws a whole card's chosen option step by step (null clears it), over the single-turn answer layer. */
  readonly showSequence: (result: SequenceResult | null, chosen: number) => void;
  /** Outlines an answer's end hex and targets (null clears it). */
  readonly highlight: (answer: BoardHighlight | null) => void;
  /** Draws the edges of a wall stroke being drawn. */
  readonly previewWalls: (edges: readonly WallEdge[], present: boolean) => void;
  /** Drops the Link hexes tool's waiting first hex (another tool was chosen). */
  readonly cancelLink: () => void;
}

/** The line of the edge between two neighbouring hexes. */
function edgeLine(className: string, [a, b]: WallEdge): SVGLineElement {
  const k = directionTo(a, b) ?? 0;
  return line(className, screenCorner(a, k), screenCorner(a, k + 1));
}

function line(className: string, a: Point, b: Point): SVGLineElement {
  return svg("line", { class: className, x1: fixed(a.x), y1: fixed(a.y), x2: fixed(b.x), y2: fixed(b.y) });
}

/** Creates the board element and wires its input to the callbacks. */
export function createHexBoard(given: Omit<HexBoardCallbacks, "previewWalls">): HexBoard {
  const callbacks: HexBoardCallbacks = {
    ...given,
    previewWalls: (edges, present) => board.previewWalls(edges, present),
    linkPending: (from, refused) => {
      layers.linkPending.replaceChildren(drawLinkPending(from));
      given.linkPending(from, refused);
    },
  };
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
    sequence: svg("g", { class: "hb-seq-layer" }),
    figures: svg("g"),
    linkBadges: svg("g"),
    linkPending: svg("g"),
    areaOver: svg("g"),
    focusSight: svg("g", { class: "hb-focus-sight" }),
    highlight: svg("g", { class: "hb-highlight-layer" }),
    sight: svg("g", { class: "hb-sight" }),
    preview: svg("g", { class: "hb-preview-layer" }),
    cursor: svg("g", { class: "hb-cursor-layer" }),
  };
  element.append(
    hatchPattern(),
    layers.board,
    layers.answer,
    layers.sequence,
    layers.highlight,
    layers.figures,
    layers.linkBadges,
    layers.linkPending,
    layers.areaOver,
    layers.focusSight,
    layers.sight,
    layers.preview,
    layers.cursor,
  );
  const input = createBoardInput();

  const drawCursor = (): void => {
    const { cursor } = input;
    layers.cursor.replaceChildren();
    if (!cursor || document.activeElement !== element) return;
    const shape = svg("polygon", {
      class: `hb-cursor${input.carrying ? " hb-carrying" : ""}`,
      points: hexPoints(cursor, 2),
    });
    layers.cursor.append(shape);
    const tool = callbacks.tool();
    if (tool === "thin-wall" || tool === "erase")
      layers.cursor.append(
        line("hb-cursor-edge", screenCorner(cursor, input.edge), screenCorner(cursor, input.edge + 1)),
      );
  };
  wirePointer(element, layers.figures, input, callbacks);
  wireKeyboard(element, input, callbacks, drawCursor);

  const board: HexBoard = {
    element,
    render(next, result, chosen, expected) {
      input.state = next;
      input.frame = frameOf(next);
      element.setAttribute("viewBox", frameViewBox(input.frame));
      layers.board.replaceChildren(drawBoard(next, input.frame));
      layers.answer.replaceChildren(
        drawAnswer(next.scenario, result, chosen, namesOf(next.scenario)),
        drawExpected(expected),
      );
      layers.figures.replaceChildren(drawFigures(next));
      layers.linkBadges.replaceChildren(drawLinkBadges(next.links));
      // Undo or another edit can take the waiting hex off the floor: the half-made link is dropped.
      if (input.linkFrom && !isFloor(next, input.linkFrom)) cancelLink(input, callbacks);
      layers.linkPending.replaceChildren(drawLinkPending(input.linkFrom));
      layers.areaOver.replaceChildren(drawAreaOver(next.scenario, result, chosen));
      drawCursor();
    },
    showSequence(result, chosen) {
      const scenario = input.state?.scenario;
      layers.sequence.replaceChildren(
        ...(scenario && result ? [drawSequenceAnswer(scenario, result, chosen, namesOf(scenario))] : []),
      );
    },
    showSight(from, to, sight) {
      layers.sight.replaceChildren(
        sight
          ? line("hb-los", toScreen(sight.from), toScreen(sight.to))
          : line("hb-no-los", screenCenter(from), screenCenter(to)),
      );
    },
    clearSight() {
      layers.sight.replaceChildren();
    },
    showFocusSight(sight) {
      layers.focusSight.replaceChildren();
      if (!sight) return;
      const drawn = sight.line
        ? line("hb-focus-los", toScreen(sight.line.from), toScreen(sight.line.to))
        : line("hb-focus-los hb-focus-no-los", screenCenter(sight.from), screenCenter(sight.to));
      drawn.setAttribute("data-from", hexKey(sight.from));
      drawn.setAttribute("data-to", hexKey(sight.to));
      layers.focusSight.append(drawn);
    },
    highlight(answer) {
      layers.highlight.replaceChildren();
      if (!answer) return;
      layers.highlight.append(
        svg("polygon", { class: "hb-highlight-end", points: hexPoints(answer.end, 3) }),
        ...answer.attacks.map((h) =>
          svg("polygon", { class: "hb-highlight-target", points: hexPoints(h, 5) }),
        ),
      );
    },
    cancelLink() {
      cancelLink(input, callbacks);
    },
    previewWalls(edges, present) {
      layers.preview.replaceChildren(
        ...edges.map((e) => edgeLine(present ? "hb-wall-preview" : "hb-wall-preview hb-removing", e)),
      );
    },
  };
  return board;
}
