// Draws the editable hex board in SVG: cells (floor, wall, void), terrain, thin walls, the links'
// connectors (link-svg.ts) and figures.
import { hexKey, sameHex, type Hex } from "../../src/core/hex";
import type { Figure } from "../../src/core/gloomhaven";
import { fixed, svg } from "../ui";
import { t } from "../ui";
import { HEX_SIZE, frameHexes, hexPoints, screenCenter, screenCorner, type Frame } from "./board-layout";
import type { HexEditorState } from "./editor-state";
import { figureName } from "./figure-names";
import { terrainIcon } from "./legend";
import { drawLinks } from "./link-svg";
import { directionTo } from "../../src/core/hex";

/** What a frame cell is: playable floor, solid wall hex, or void (off the map). */
function cellKind(state: HexEditorState, h: Hex): "floor" | "wall" | "void" {
  const board = state.scenario.board;
  if (board.hexes.some((x) => sameHex(x, h))) return "floor";
  return board.wallHexes.some((x) => sameHex(x, h)) ? "wall" : "void";
}

function drawCell(state: HexEditorState, h: Hex): SVGElement {
  const kind = cellKind(state, h);
  const terrain = state.scenario.board.terrain.find((x) => sameHex(x.at, h))?.kind;
  const c = screenCenter(h);
  return svg(
    "g",
    { class: `hb-cell hb-${kind}${terrain ? ` hb-${terrain}` : ""}`, "data-hex": hexKey(h) },
    svg("polygon", { points: hexPoints(h, 1) }),
    terrain && svg("polygon", { class: "hb-terrain", points: hexPoints(h, 6) }),
    terrain &&
      terrainIcon(terrain, Number(fixed(c.x - HEX_SIZE * 0.45)), Number(fixed(c.y - HEX_SIZE * 0.4))),
    svg(
      "title",
      {},
      `${t(`Hex.Cell.${kind}`)}${terrain ? `, ${t(`Hex.Tool.${terrain}`)}` : ""} (${h.q}, ${h.r})`,
    ),
  );
}

function drawThinWall(a: Hex, b: Hex): SVGElement | null {
  const k = directionTo(a, b);
  if (k === undefined) return null;
  const p = screenCorner(a, k);
  const q = screenCorner(a, k + 1);
  return svg("line", {
    class: "hb-thin-wall",
    x1: fixed(p.x),
    y1: fixed(p.y),
    x2: fixed(q.x),
    y2: fixed(q.y),
  });
}

/** Draws one figure (class hb-figure, data-figure = its id): its name, and a character's initiative as a badge. */
function drawFigure(state: HexEditorState, figure: Figure): SVGElement {
  const c = screenCenter(figure.at);
  const active = figure.id === state.scenario.activeId;
  const role = active ? "active" : figure.side;
  const name = figureName(figure);
  const initiative = figure.turnOrder.length > 0 ? figure.turnOrder.join(".") : "—";
  return svg(
    "g",
    {
      class: `hb-figure hb-${figure.side}${active ? " hb-active" : ""}`,
      "data-figure": figure.id,
      transform: `translate(${fixed(c.x)} ${fixed(c.y)})`,
    },
    svg("circle", { r: fixed(HEX_SIZE * 0.6) }),
    svg("text", { class: "hb-figure-label", y: "1" }, name),
    figure.side === "character" &&
      svg(
        "g",
        {
          class: "hb-initiative",
          transform: `translate(${fixed(HEX_SIZE * 0.5)} ${fixed(-HEX_SIZE * 0.5)})`,
        },
        svg("rect", { x: -10, y: -8, width: 20, height: 16, rx: 4 }),
        svg("text", { y: "1" }, initiative),
      ),
    svg("title", {}, t(`Hex.Figure.${role}`, { name, initiative })),
  );
}

/** The board layers below the answer overlay: cells, terrain, thin walls and the links' connectors. */
export function drawBoard(state: HexEditorState, frame: Frame): SVGElement {
  const walls = state.scenario.board.thinWalls.map(([a, b]) => drawThinWall(a, b));
  return svg(
    "g",
    { class: "hb-board" },
    svg("g", { class: "hb-cells" }, ...frameHexes(frame).map((h) => drawCell(state, h))),
    svg("g", { class: "hb-thin-walls" }, ...walls),
    drawLinks(state.links),
  );
}

/** The figures layer, drawn above the answer overlay. */
export function drawFigures(state: HexEditorState): SVGElement {
  return svg("g", { class: "hb-figures" }, ...state.scenario.figures.map((f) => drawFigure(state, f)));
}
