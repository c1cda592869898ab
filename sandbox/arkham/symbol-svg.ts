// Dimension symbols drawn as SVG shapes: the windows' text glyphs (src/view/arkham/labels.ts) need
// fonts that not every system has (the Slash "⧸" showed as an empty box), a shape always draws.
import type { DimensionSymbol } from "../../src/core/arkham";
import { SYMBOL_GLYPHS } from "../../src/view/arkham";
import { svg } from "../ui";

/** Each symbol's shape in a 16×16 box, as on the Arkham Horror monster tokens and Mythos cards. */
const SHAPES: Readonly<Record<DimensionSymbol, () => SVGElement>> = {
  circle: () => svg("circle", { cx: 8, cy: 8, r: 6.5 }),
  crescent: () => svg("path", { d: "M10.8 1.6A7 7 0 1 0 10.8 14.4A5.6 5.6 0 1 1 10.8 1.6Z" }),
  diamond: () => svg("polygon", { points: "8,0.5 15.5,8 8,15.5 0.5,8" }),
  hexagon: () => svg("polygon", { points: "8,0.8 14.3,4.4 14.3,11.6 8,15.2 1.7,11.6 1.7,4.4" }),
  plus: () => svg("path", { d: "M6 1H10V6H15V10H10V15H6V10H1V6H6Z" }),
  slash: () => svg("polygon", { points: "11.5,0.8 15,2.6 4.5,15.2 1,13.4" }),
  square: () => svg("rect", { x: 1.5, y: 1.5, width: 13, height: 13 }),
  star: () => svg("polygon", { points: starPoints() }),
  triangle: () => svg("polygon", { points: "8,1 15.5,14.5 0.5,14.5" }),
};

function starPoints(): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? 7.8 : 3.2;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(8 + radius * Math.cos(angle)).toFixed(2)},${(8.6 + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(" ");
}

const BY_GLYPH = new Map(
  (Object.entries(SYMBOL_GLYPHS) as [DimensionSymbol, string][]).map(([id, glyph]) => [glyph, id]),
);

/** A dimension symbol as an inline SVG icon (decorative: the caller names it). */
function symbolSvg(symbol: DimensionSymbol): SVGSVGElement {
  return svg(
    "svg",
    { class: "ma-symbol-svg", viewBox: "0 0 16 16", "aria-hidden": "true", "data-symbol": symbol },
    SHAPES[symbol](),
  );
}

/** Redraws every `.ma-symbol` glyph under root as its SVG shape, keeping its name for assistive technology. */
export function drawSymbolsAsSvg(root: ParentNode): void {
  for (const span of root.querySelectorAll<HTMLElement>(".ma-symbol")) {
    const symbol = BY_GLYPH.get((span.textContent ?? "").trim());
    if (!symbol) continue;
    const name = span.getAttribute("title");
    if (name) {
      span.setAttribute("role", "img");
      span.setAttribute("aria-label", name);
    }
    span.replaceChildren(symbolSvg(symbol));
  }
}

/** Redraws the dimension glyph on each monster token under root as its SVG shape, in the glyph's colour. */
export function drawTokenSymbols(root: ParentNode): void {
  for (const text of root.querySelectorAll<SVGTextElement>(".ak-monster > text")) {
    const symbol = BY_GLYPH.get((text.textContent ?? "").trim());
    if (!symbol) continue;
    const icon = symbolSvg(symbol);
    const size = 11;
    icon.setAttribute("x", String(-size / 2));
    icon.setAttribute("y", String(-size / 2));
    icon.setAttribute("width", String(size));
    icon.setAttribute("height", String(size));
    icon.setAttribute("class", "ak-token-symbol");
    // Inline on the shape itself: the token's own rules (".ak-move-normal circle") must not reach it.
    const shape = icon.firstElementChild as SVGElement | null;
    shape?.style.setProperty("fill", getComputedStyle(text).fill);
    shape?.style.setProperty("stroke", "none");
    text.replaceWith(icon);
  }
}
