import { describe, expect, it } from "vitest";
import { hexKey, type Hex } from "../../../src/core/hex";
import { createHexGridIndex } from "../../../src/foundry/gloomhaven/grid-layout";
import {
  areaLayerName,
  clearHighlight,
  drawHighlight,
  planHighlight,
  type HighlightLayerPort,
  type StepLabelPort,
} from "../../../src/foundry/gloomhaven/highlight";
import { option } from "./builders";
import { FakeGridLayer, FakeHexGrid, GRID } from "../runtime/ports";

const h = (q: number, r: number): Hex => ({ q, r });
const figures = new Map([
  ["brute", h(3, 0)],
  ["tinker", h(3, -1)],
  ["spell", h(0, 3)],
]);
const hexOf = (id: string) => figures.get(id);

describe("what the highlight shows", () => {
  it("numbers the path's steps, marks the end hex, the targets and the focus", () => {
    const marks = planHighlight(
      option({ path: [h(0, 0), h(1, 0), h(2, 0)], targets: ["brute", "tinker"], focus: ["brute"] }),
      hexOf,
    );
    expect(marks).toEqual([
      { hex: h(1, 0), kind: "path", step: 1 },
      { hex: h(2, 0), kind: "end", step: 2 },
      { hex: h(3, 0), kind: "focus" },
      { hex: h(3, -1), kind: "target" },
    ]);
  });

  it("marks the focus even when it is not attacked this turn, and the start hex when the monster stays", () => {
    const marks = planHighlight(option({ path: [h(0, 0)], targets: [], focus: ["spell"] }), hexOf);
    expect(marks).toEqual([
      { hex: h(0, 0), kind: "end", step: 0 },
      { hex: h(0, 3), kind: "focus" },
    ]);
  });

  it("outlines every hex of every area placement once", () => {
    const marks = planHighlight(
      option({
        areaPlacements: [
          [h(3, 0), h(3, -1)],
          [h(3, -1), h(4, -1)],
        ],
        targets: ["brute", "tinker"],
      }),
      hexOf,
    );
    expect(marks.filter((m) => m.kind === "area").map((m) => hexKey(m.hex))).toEqual(["3,0", "3,-1", "4,-1"]);
  });
});

describe("drawing on the named highlight layer", () => {
  const grid = new FakeHexGrid(GRID.HEXODDR);
  const index = createHexGridIndex(grid, "odd-r", () => "");
  const colors = { path: "#0000ff", end: "#00ff00", target: "#ff0000", focus: "#ffcc00", area: "#ff8800" };

  function fakeLayer() {
    const calls: string[] = [];
    const positions: { x: number; y: number; color: string; border: string }[] = [];
    const layer: HighlightLayerPort = {
      addHighlightLayer: (name) => calls.push(`add ${name}`),
      clearHighlightLayer: (name) => calls.push(`clear ${name}`),
      highlightPosition: (name, o) => {
        calls.push(`position ${name}`);
        positions.push(o);
      },
    };
    const labels: { x: number; y: number; text: string }[][] = [];
    const steps: StepLabelPort = { show: (l) => labels.push([...l]), clear: () => labels.push([]) };
    return { layer, steps, calls, positions, labels };
  }

  it("clears the layer, highlights each mark at its hex's top-left corner, and labels the steps at the centres", () => {
    const { layer, steps, calls, positions, labels } = fakeLayer();
    const marks = planHighlight(
      option({ path: [h(0, 0), h(1, 0), h(2, 0)], targets: ["brute"], focus: ["brute"] }),
      hexOf,
    );
    drawHighlight(layer, steps, "ma", marks, index, colors);
    expect(calls.slice(0, 4)).toEqual(["add ma.area", "clear ma.area", "add ma", "clear ma"]);
    // Most important first: focus, end hex, then path.
    expect(positions.map((p) => ({ x: p.x, y: p.y }))).toEqual(
      [h(3, 0), h(2, 0), h(1, 0)].map((hex) => index.topLeftOf(hex)),
    );
    expect(positions.map((p) => p.border)).toEqual([colors.focus, colors.end, colors.path]);
    expect(labels.at(-1)).toEqual([
      { ...index.centerOf(h(1, 0)), text: "1" },
      { ...index.centerOf(h(2, 0)), text: "2" },
    ]);
    clearHighlight(layer, steps, "ma");
    expect(calls.slice(-4)).toEqual(["add ma.area", "clear ma.area", "add ma", "clear ma"]);
    expect(labels.at(-1)).toEqual([]);
  });

  it("an area attack shows its targets and focus, and every area hex outlined on a layer of its own", () => {
    const layer = new FakeGridLayer();
    const steps: StepLabelPort = { show: () => undefined, clear: () => undefined };
    const marks = planHighlight(
      option({
        path: [h(0, 0), h(1, 0)],
        areaPlacements: [
          [h(3, 0), h(3, -1), h(2, 0)],
          [h(3, 0), h(4, -1), h(1, 0)],
        ],
        targets: ["brute", "tinker"],
        focus: ["brute"],
      }),
      hexOf,
    );
    drawHighlight(layer, steps, "ma", marks, index, colors);
    const on = (name: string, hex: Hex) => {
      const { x, y } = index.topLeftOf(hex);
      return layer.layers.get(name)?.get(`${x},${y}`);
    };
    // Foundry draws each position once per layer: the most important mark wins on "ma".
    expect(on("ma", h(3, 0))).toEqual({ color: colors.target, border: colors.focus, alpha: 0.45 });
    expect(on("ma", h(3, -1))).toEqual({ color: colors.target, border: colors.target, alpha: 0.45 });
    expect(on("ma", h(1, 0))).toEqual({ color: colors.end, border: colors.end, alpha: 0.5 });
    expect(on("ma", h(2, 0))).toBeUndefined();
    // Every hex of both placements is outlined on the area layer, under targets and the end hex too,
    // with a fill faint enough to leave the terrain readable.
    const area = [h(3, 0), h(3, -1), h(2, 0), h(4, -1), h(1, 0)];
    expect([...(layer.layers.get(areaLayerName("ma"))?.keys() ?? [])].sort()).toEqual(
      area.map((hex) => `${index.topLeftOf(hex).x},${index.topLeftOf(hex).y}`).sort(),
    );
    for (const hex of area) {
      const mark = on(areaLayerName("ma"), hex);
      expect(mark?.border).toBe(colors.area);
      expect(mark?.alpha).toBeLessThanOrEqual(0.1);
    }
    clearHighlight(layer, steps, "ma");
    expect(layer.layers.get("ma")?.size).toBe(0);
    expect(layer.layers.get(areaLayerName("ma"))?.size).toBe(0);
  });
});
