// Draws the Arkham board schematic: neighbourhood frames, roads with their white/black arrows
// (two-colour arrows half and half), and the areas (streets, locations, the Sky, the Outskirts).
import type { Area, AreaId, Arrow, Board } from "../../src/core/arkham";
import { svg } from "../ui";
import { t } from "../ui";
import { centreOf, edgePoint, type BoardLayout, type Box, type Point } from "./layout";
import { arrowheadPoints, pointAlong, type Heading } from "./route-geometry";
import { polylinePoints } from "./route-geometry";

/** An arrowhead in the arrow's printed colour; a two-colour arrow is split lengthwise, half white and half black. */
function drawChevron(heading: Heading, colour: Arrow["colour"], size = 13): SVGElement {
  if (colour !== "both")
    return svg("polygon", { class: `ak-chevron ak-${colour}`, points: arrowheadPoints(heading, size) });
  const { at, dx, dy } = heading;
  const tip = { x: at.x + dx * size * 0.6, y: at.y + dy * size * 0.6 };
  const back = { x: at.x - dx * size * 0.4, y: at.y - dy * size * 0.4 };
  const half = size * 0.45;
  const left = { x: back.x - dy * half, y: back.y + dx * half };
  const right = { x: back.x + dy * half, y: back.y - dx * half };
  return svg(
    "g",
    { class: "ak-chevron ak-both" },
    svg("polygon", { class: "ak-white", points: polylinePoints([tip, left, back]) }),
    svg("polygon", { class: "ak-black", points: polylinePoints([tip, back, right]) }),
  );
}

function arrowBetween(board: Board, from: AreaId, to: AreaId): Arrow | undefined {
  return board.arrows.find((a) => a.from === from && a.to === to);
}

function areaName(area: Area): string {
  return area.name ?? area.id;
}

function drawRoad(board: Board, layout: BoardLayout, a: AreaId, b: AreaId): SVGElement {
  const points = layout.route(a, b);
  const forward = arrowBetween(board, a, b);
  const backward = arrowBetween(board, b, a);
  const names = `${areaName(board.areaById.get(a)!)} – ${areaName(board.areaById.get(b)!)}`;
  const arrowless = !forward && !backward;
  return svg(
    "g",
    { class: `ak-road${arrowless ? " ak-arrowless" : ""}`, "data-road": `${a}|${b}` },
    svg("polyline", { class: "ak-road-line", points: polylinePoints(points) }),
    forward && drawChevron(pointAlong(points, backward ? 0.38 : 0.5), forward.colour),
    backward && drawChevron(flip(pointAlong(points, forward ? 0.62 : 0.5)), backward.colour),
    svg("title", {}, arrowless ? t("Arkham.Board.Arrowless", { names }) : names),
  );
}

const flip = (h: Heading): Heading => ({ at: h.at, dx: -h.dx, dy: -h.dy });

/** The short link from a location (or other non-street) to its street, with its arrow. */
function drawSpur(board: Board, layout: BoardLayout, from: AreaId, to: AreaId): SVGElement | null {
  const a = layout.boxes.get(from);
  const b = layout.boxes.get(to);
  if (!a || !b) return null;
  const start = edgePoint(a, centreOf(b));
  const end = edgePoint(b, { x: start.x, y: centreOf(a).y });
  const points: Point[] = [start, { x: start.x, y: end.y }];
  const arrow = arrowBetween(board, from, to);
  return svg(
    "g",
    { class: "ak-road ak-spur" },
    svg("polyline", { class: "ak-road-line", points: polylinePoints(points) }),
    arrow && drawChevron(pointAlong(points, 0.5), arrow.colour, 11),
  );
}

function wrap(name: string, width: number): string[] {
  const perLine = Math.max(6, Math.floor(width / 6.6));
  const lines: string[] = [];
  for (const word of name.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function drawArea(area: Area, box: Box): SVGElement {
  const flags = [area.unstable && "unstable", area.aquatic && "aquatic", area.refuge && "refuge"].filter(
    Boolean,
  );
  const label = [areaName(area), ...flags.map((f) => t(`Arkham.Board.Flag.${String(f)}`))].join(", ");
  const isStreet = area.kind === "street";
  const lines = isStreet ? [areaName(area)] : wrap(areaName(area), box.width - 6);
  return svg(
    "g",
    {
      class: `ak-area ak-${area.kind}${flags.map((f) => ` ak-${String(f)}`).join("")}`,
      "data-area": area.id,
      tabindex: -1,
      role: "button",
      "aria-label": label,
    },
    svg("rect", { x: box.x, y: box.y, width: box.width, height: box.height, rx: isStreet ? 20 : 6 }),
    ...lines.map((line, i) =>
      svg(
        "text",
        {
          class: "ak-area-name",
          x: isStreet ? box.x + 14 : box.x + box.width / 2,
          y: isStreet ? box.y + box.height / 2 + 4 : box.y + 14 + i * 13,
          "text-anchor": isStreet ? "start" : "middle",
        },
        line,
      ),
    ),
    area.unstable &&
      svg("path", {
        class: "ak-gate",
        d: `M${box.x + box.width - 9} ${box.y + box.height - 16} l6 6 -6 6 -6 -6z`,
      }),
    area.aquatic &&
      svg("path", {
        class: "ak-wave",
        d: `M${box.x + 4} ${box.y + box.height - 6} q4 -5 8 0 t8 0 t8 0`,
      }),
    svg("title", {}, label),
  );
}

/** The static board: frames, roads with arrows, and the areas (each `[data-area]`, focusable by the tab's roving focus). */
export function drawArkhamBoard(board: Board, layout: BoardLayout): SVGElement {
  const streets = new Set(board.streetIds);
  const roads = board.adjacent.filter(([a, b]) => streets.has(a) && streets.has(b));
  const spurs = board.adjacent.filter(([a, b]) => !(streets.has(a) && streets.has(b)));
  return svg(
    "g",
    { class: "ak-board" },
    ...[...layout.clusters.values()].map((c) =>
      svg("rect", { class: "ak-cluster", x: c.x, y: c.y, width: c.width, height: c.height, rx: 10 }),
    ),
    ...roads.map(([a, b]) => drawRoad(board, layout, a, b)),
    ...spurs.map(([a, b]) =>
      streets.has(b) ? drawSpur(board, layout, a, b) : drawSpur(board, layout, b, a),
    ),
    ...board.areas.flatMap((area) => {
      const box = layout.boxes.get(area.id);
      return box ? [drawArea(area, box)] : [];
    }),
  );
}
