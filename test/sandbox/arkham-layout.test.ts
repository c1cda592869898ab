import { describe, expect, it } from "vitest";
import { baseBoard } from "../../src/core/arkham";
import { layoutBoard, VIEW, type Box } from "../../sandbox/arkham/layout";
import { offsetPolyline, pointAlong } from "../../sandbox/arkham/route-geometry";

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the Arkham schematic layout", () => {
  const board = baseBoard();
  const layout = layoutBoard(board);

  it("places every area of the base board inside the drawing", () => {
    for (const area of board.areas) {
      const box = layout.boxes.get(area.id);
      expect(box, area.id).toBeDefined();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(VIEW.width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(VIEW.height);
    }
  });

  it("never draws two areas on top of each other", () => {
    const boxes = [...layout.boxes];
    for (const [i, [a, boxA]] of boxes.entries())
      for (const [b, boxB] of boxes.slice(i + 1)) expect(overlap(boxA, boxB), `${a} / ${b}`).toBe(false);
  });

  it("routes every street link from one street to the other", () => {
    for (const [a, b] of board.adjacent) {
      const route = layout.route(a, b);
      expect(route.length, `${a}|${b}`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe("geometry along roads", () => {
  it("finds the middle of a bent line and its direction", () => {
    const bent = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ];
    expect(pointAlong(bent, 0.5)).toEqual({ at: { x: 10, y: 0 }, dx: 1, dy: 0 });
    expect(pointAlong(bent, 0.75)).toEqual({ at: { x: 10, y: 5 }, dx: 0, dy: 1 });
  });

  it("shifts a line to the right of its direction of travel (y down)", () => {
    expect(
      offsetPolyline(
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
        ],
        2,
      ),
    ).toEqual([
      { x: 0, y: 2 },
      { x: 10, y: 2 },
    ]);
  });
});
