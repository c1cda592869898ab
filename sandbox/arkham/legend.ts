// The key under the Arkham schematic: the areas and arrows, the monster tokens (colour = movement
// type, symbol = dimension, label = token id) and the investigators' Sneak boxes, each drawn with the
// board's own styles (ak-key-* share the pieces' rules) so the key looks exactly like the pieces.
import { SYMBOL_GLYPHS } from "../../src/view/arkham";
import { html, svg } from "../ui";
import { t } from "../ui";

const AREA_KEYS = ["street", "location", "unstable", "white", "black", "both", "arrowless", "move", "tie"];
const MOVEMENTS = ["normal", "stationary", "fast", "special", "flying", "aquatic", "stalker"];
const TOKEN = 9;

function pieceSwatch(...children: SVGElement[]): SVGSVGElement {
  return svg(
    "svg",
    { class: "ak-legend-piece", viewBox: "-12 -12 24 24", "aria-hidden": "true" },
    ...children,
  );
}

function item(key: string, icon: Element, label: string): HTMLElement {
  return html("li", { class: `ak-legend-${key}`, "data-legend": key }, icon, label);
}

/** The legend (`ul.ak-legend`): board marks first, then the pieces. */
export function arkhamLegend(): HTMLElement {
  const areas = AREA_KEYS.map((key) =>
    item(key, html("span", { class: "ak-swatch", "aria-hidden": "true" }), t(`Arkham.Legend.${key}`)),
  );
  const investigator = item(
    "investigator",
    pieceSwatch(
      svg(
        "g",
        { class: "ak-key-piece ak-key-investigator" },
        svg("rect", { x: -TOKEN, y: -TOKEN, width: TOKEN * 2, height: TOKEN * 2, rx: 3 }),
        svg("text", { y: 4 }, "2"),
      ),
    ),
    t("Arkham.Legend.investigator"),
  );
  const monster = item(
    "monster",
    pieceSwatch(
      svg(
        "g",
        { class: "ak-key-piece ak-key-monster ak-key-move-normal" },
        svg("circle", { r: TOKEN }),
        svg("text", { y: 4 }, SYMBOL_GLYPHS.star),
      ),
    ),
    t("Arkham.Legend.monster"),
  );
  const movements = MOVEMENTS.map((movement) =>
    item(
      `movement-${movement}`,
      pieceSwatch(
        svg(
          "g",
          { class: `ak-key-piece ak-key-monster ak-key-move-${movement}` },
          svg("circle", { r: TOKEN }),
        ),
      ),
      t("Arkham.Legend.movement", { movement: t(`Arkham.MovementType.${movement}`) }),
    ),
  );
  return html(
    "ul",
    { class: "ak-legend", "aria-label": t("Arkham.Legend.heading") },
    ...areas,
    investigator,
    monster,
    ...movements,
  );
}
