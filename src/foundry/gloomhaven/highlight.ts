import type { TurnOption } from "../../core/gloomhaven";
import { hexKey, type Hex } from "../../core/hex";
import type { HexGridIndex } from "./grid-layout";

/** Highlight colours (CSS colours, from the settings). */
export interface HighlightColors {
  readonly path: string;
  readonly end: string;
  readonly target: string;
  readonly focus: string;
  readonly area: string;
}

/** What a highlighted hex shows. */
export type MarkKind = "area" | "path" | "end" | "target" | "focus";

/** One highlighted hex; path and end hexes carry their step number. */
export interface HighlightMark {
  readonly hex: Hex;
  readonly kind: MarkKind;
  readonly step?: number;
}

/**
 * What to highlight for one option (OUT-1): every hex of every area placement outlined, the path
 * with step numbers, the end hex, the attacked figures, and the focus (marked even when it is not
 * attacked this turn). Figures are located with `hexOf`.
 */
export function planHighlight(
  option: TurnOption,
  hexOf: (figureId: string) => Hex | undefined,
): HighlightMark[] {
  const marks: HighlightMark[] = [];
  const areaSeen = new Set<string>();
  for (const placement of option.areaPlacements)
    for (const h of placement)
      if (!areaSeen.has(hexKey(h))) {
        areaSeen.add(hexKey(h));
        marks.push({ hex: h, kind: "area" });
      }
  const last = option.path.length - 1;
  option.path.forEach((h, i) => {
    if (i === 0 && last > 0) return;
    marks.push(i === last ? { hex: h, kind: "end", step: i } : { hex: h, kind: "path", step: i });
  });
  for (const id of option.targets) {
    const at = hexOf(id);
    if (at) marks.push({ hex: at, kind: option.focus.includes(id) ? "focus" : "target" });
  }
  for (const id of option.focus) {
    const at = hexOf(id);
    if (at && !option.targets.includes(id)) marks.push({ hex: at, kind: "focus" });
  }
  return marks;
}

/** The part of `canvas.interface.grid` (GridLayer) that draws highlights. */
export interface HighlightLayerPort {
  addHighlightLayer(name: string): unknown;
  clearHighlightLayer(name: string): void;
  highlightPosition(
    name: string,
    options: { x: number; y: number; color: string; border: string; alpha: number },
  ): void;
}

/** Step numbers drawn on the canvas (a PIXI container in Foundry). */
export interface StepLabelPort {
  show(labels: readonly { readonly x: number; readonly y: number; readonly text: string }[]): void;
  clear(): void;
}

const STYLE: Readonly<
  Record<MarkKind, { alpha: number; fill: keyof HighlightColors; border: keyof HighlightColors }>
> = {
  area: { alpha: 0.08, fill: "area", border: "area" },
  path: { alpha: 0.3, fill: "path", border: "path" },
  end: { alpha: 0.5, fill: "end", border: "end" },
  target: { alpha: 0.45, fill: "target", border: "target" },
  focus: { alpha: 0.45, fill: "target", border: "focus" },
};

/** The order marks are drawn in: the most important first (see {@link drawHighlight}). */
const DRAW_ORDER: readonly MarkKind[] = ["focus", "target", "end", "path", "area"];

/** The highlight layer of the area outlines, beside the layer `name` of the other marks. */
export function areaLayerName(name: string): string {
  return `${name}.area`;
}

/**
 * Draws the marks (both layers cleared first) and the step numbers at the hex centres.
 * Foundry's GridHighlight draws each position once per layer and skips a position already
 * highlighted (https://foundryvtt.com/api/classes/foundry.canvas.containers.GridHighlight.html,
 * `highlight(x, y)` "return whether or not it should be rendered"), so on layer `name` the marks are
 * drawn most important first: focus, targets, end hex, then path. The hexes of every area placement
 * go on a layer of their own (GridLayer `addHighlightLayer(name)` "Define a new Highlight graphic",
 * `highlightPosition(name, {x, y, color, border, alpha})`,
 * https://foundryvtt.com/api/classes/foundry.canvas.layers.GridLayer.html), added before the
 * marks' layer so it lies below them: an area hex under a target or the path keeps its outline, and
 * its faint fill leaves the terrain beneath readable.
 */
export function drawHighlight(
  layer: HighlightLayerPort,
  labels: StepLabelPort,
  name: string,
  marks: readonly HighlightMark[],
  index: HexGridIndex,
  colors: HighlightColors,
): void {
  const areaName = areaLayerName(name);
  for (const n of [areaName, name]) {
    layer.addHighlightLayer(n);
    layer.clearHighlightLayer(n);
  }
  const ordered = [...marks].sort((a, b) => DRAW_ORDER.indexOf(a.kind) - DRAW_ORDER.indexOf(b.kind));
  for (const mark of ordered) {
    const style = STYLE[mark.kind];
    const { x, y } = index.topLeftOf(mark.hex);
    layer.highlightPosition(mark.kind === "area" ? areaName : name, {
      x,
      y,
      color: colors[style.fill],
      border: colors[style.border],
      alpha: style.alpha,
    });
  }
  labels.show(
    marks.flatMap((m) => (m.step === undefined ? [] : [{ ...index.centerOf(m.hex), text: String(m.step) }])),
  );
}

/** Removes the turn's highlight and step numbers. */
export function clearHighlight(layer: HighlightLayerPort, labels: StepLabelPort, name: string): void {
  for (const n of [areaLayerName(name), name]) {
    layer.addHighlightLayer(n);
    layer.clearHighlightLayer(n);
  }
  labels.clear();
}
