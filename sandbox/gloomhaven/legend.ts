// The hex board's legend: each mark drawn with the board's styles (hx-key-* share the hb-* rules),
// so the key looks exactly like the board; and the shared SVG pieces (area hatching, terrain icons) both use.
import type { TerrainKind } from "../../src/core/gloomhaven";
import { html, svg } from "../ui";
import { i18n } from "../ui";

/** The id of the hatching that fills area hexes (one hex board per page). */
const HATCH_ID = "hb-area-hatch";

/** The `<defs>` with the area hatching: diagonal stripes, so a trap or icy hex under the area stays readable. */
export function hatchPattern(): SVGElement {
  return svg(
    "defs",
    {},
    svg(
      "pattern",
      {
        id: HATCH_ID,
        patternUnits: "userSpaceOnUse",
        width: 6,
        height: 6,
        patternTransform: "rotate(45)",
      },
      svg("line", { class: "hb-hatch-line", x1: 0, y1: 0, x2: 0, y2: 6 }),
    ),
  );
}

/** Icon paths of the terrain kinds (drawn in a 12-unit box around 0,0): spikes, flame, snowflake, tufts, rock. */
const TERRAIN_ICONS: Readonly<Record<TerrainKind, string>> = {
  trap: "M-6 4 L-4 -4 L-2 4 L0 -4 L2 4 L4 -4 L6 4 Z",
  hazardous: "M0 -6 C4 -2 5 1 3 5 C1 6 -1 6 -3 5 C-5 1 -3 -1 0 -6 Z",
  icy: "M0 -6 V6 M-5.2 -3 L5.2 3 M-5.2 3 L5.2 -3",
  difficult: "M-5 4 L-3 -3 L-1 4 M1 4 L3 -3 L5 4",
  obstacle: "M-6 4 L-3 -3 L2 -5 L6 1 L4 5 Z",
};

/** A terrain icon at a point (class hb-terrain-icon hb-icon-KIND), so terrain is told by shape, not colour alone. */
export function terrainIcon(kind: TerrainKind, x: number, y: number, scale = 0.8): SVGElement {
  return svg("path", {
    class: `hb-terrain-icon hb-icon-${kind}`,
    d: TERRAIN_ICONS[kind],
    transform: `translate(${x} ${y}) scale(${scale})`,
  });
}

const KEY = "MONSTER_AUTOPILOT.HexAnswer.Legend";

function swatch(...children: SVGElement[]): SVGSVGElement {
  return svg(
    "svg",
    { class: "hx-legend-swatch", viewBox: "-12 -12 24 24", "aria-hidden": "true" },
    ...children,
  );
}

const HEX_OUTLINE = "10,0 5,8.66 -5,8.66 -10,0 -5,-8.66 5,-8.66";

/** The legend entries: the answer's marks, then the terrain icons. */
function entries(): [string, SVGSVGElement][] {
  return [
    ["Focus", swatch(svg("circle", { class: "hx-key-focus", r: 8 }))],
    ["Target", swatch(svg("circle", { class: "hx-key-target", r: 8 }))],
    ["Disadvantage", swatch(svg("circle", { class: "hx-key-target hx-key-disadvantage", r: 8 }))],
    ["Path", swatch(svg("g", { class: "hx-key-step" }, svg("circle", { r: 8 }), svg("text", { y: 1 }, "1")))],
    ["End", swatch(svg("polygon", { class: "hx-key-end", points: HEX_OUTLINE }))],
    ["Other", swatch(svg("polygon", { class: "hx-key-other", points: HEX_OUTLINE }))],
    ["Destination", swatch(svg("polygon", { class: "hx-key-destination", points: HEX_OUTLINE }))],
    ["Area", swatch(svg("polygon", { class: "hx-key-area", points: HEX_OUTLINE }))],
    ["FocusSight", swatch(svg("line", { class: "hx-key-focus-los", x1: -10, y1: 6, x2: 10, y2: -6 }))],
    ["Sight", swatch(svg("line", { class: "hx-key-los", x1: -10, y1: 6, x2: 10, y2: -6 }))],
    ["NoSight", swatch(svg("line", { class: "hx-key-no-los", x1: -10, y1: 6, x2: 10, y2: -6 }))],
    [
      "Expected",
      swatch(svg("g", { class: "hx-key-expected" }, svg("path", { d: "M0 -6 L6 0 L0 6 L-6 0 Z" }))),
    ],
    [
      "Link",
      swatch(
        svg("line", { class: "hx-key-link-halo", x1: -10, y1: 6, x2: 10, y2: -6 }),
        svg("line", { class: "hx-key-link-line", x1: -10, y1: 6, x2: 10, y2: -6 }),
        svg(
          "g",
          { class: "hx-key-link-badge", transform: "translate(5 5)" },
          svg("rect", { x: -7, y: -6, width: 14, height: 12, rx: 6 }),
          svg("text", { y: 1 }, "1"),
        ),
      ),
    ],
    ["Trap", swatch(terrainIcon("trap", 0, 0, 1.4))],
    ["Hazardous", swatch(terrainIcon("hazardous", 0, 0, 1.4))],
    ["Icy", swatch(terrainIcon("icy", 0, 0, 1.4))],
    ["Difficult", swatch(terrainIcon("difficult", 0, 0, 1.4))],
    ["Obstacle", swatch(terrainIcon("obstacle", 0, 0, 1.4))],
  ];
}

/** The legend under the hex board (`ul.hx-legend`), like the Arkham tab's. */
export function hexLegend(): HTMLElement {
  return html(
    "ul",
    { class: "hx-legend", "aria-label": i18n.localize(`${KEY}.Heading`) },
    ...entries().map(([key, icon]) =>
      html(
        "li",
        { class: `hx-legend-${key.toLowerCase()}`, "data-legend": key.toLowerCase() },
        icon,
        i18n.localize(`${KEY}.${key}`),
      ),
    ),
  );
}
