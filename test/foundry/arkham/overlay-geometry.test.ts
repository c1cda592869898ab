import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { baseBoard } from "../../../src/core/arkham";
import { arrowShape, boardArrowSegments, movePathPoints } from "../../../src/foundry/arkham/overlay-geometry";

const STYLE = { offset: 0, inset: 10, headLength: 8, headWidth: 6 };

describe("arrows drawn between area centres", () => {
  it("stop short of both centres and point at the destination", () => {
    const shape = arrowShape({ x: 0, y: 0 }, { x: 100, y: 0 }, STYLE)!;
    expect(shape.from).toEqual({ x: 10, y: 0 });
    expect(shape.head[0]).toEqual({ x: 90, y: 0 });
    expect(shape.to).toEqual({ x: 82, y: 0 });
  });

  it("shift sideways by the offset, so a white and a black arrow sit side by side", () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }), (x, y) => {
        fc.pre(Math.hypot(x, y) > 40);
        const left = arrowShape({ x: 0, y: 0 }, { x, y }, { ...STYLE, offset: 5 })!;
        const right = arrowShape({ x: 0, y: 0 }, { x, y }, { ...STYLE, offset: -5 })!;
        expect(Math.hypot(left.from.x - right.from.x, left.from.y - right.from.y)).toBeCloseTo(10, 6);
      }),
    );
  });

  it("are not drawn between points too close together", () => {
    expect(arrowShape({ x: 0, y: 0 }, { x: 20, y: 0 }, STYLE)).toBeUndefined();
  });
});

describe("the board overlay's arrows", () => {
  it("draws a white and a black arrow for each two-colour arrow of the base board", () => {
    const board = baseBoard();
    const centres = new Map(board.areas.map((a, i) => [a.id, { x: i * 100, y: 0 }]));
    const segments = boardArrowSegments(board, (id) => centres.get(id));
    const fromLibrary = segments.filter((s) => s.from.x === centres.get("library")!.x);
    expect(fromLibrary.map((s) => s.colour).sort()).toEqual(["black", "white"]);
    expect(segments.filter((s) => s.colour === "white").length).toBe(
      board.arrows.filter((a) => a.colour !== "black").length,
    );
  });

  it("skips areas without a region", () => {
    expect(boardArrowSegments(baseBoard(), () => undefined)).toEqual([]);
  });
});

describe("a monster's move on the canvas", () => {
  it("runs from the token through every area it enters", () => {
    const centre = (id: string) => ({ downtown: { x: 1, y: 1 }, easttown: { x: 2, y: 2 } })[id];
    expect(movePathPoints({ x: 0, y: 0 }, ["downtown", "easttown"], centre)).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ]);
  });

  it("ends inside the destination region's edge facing where it comes from, clear of the area's name", () => {
    const centre = (id: string) => ({ downtown: { x: 150, y: 50 }, easttown: { x: 450, y: 50 } })[id];
    const bounds = (id: string) =>
      ({
        downtown: { x: 100, y: 0, width: 100, height: 100 },
        easttown: { x: 400, y: 0, width: 100, height: 100 },
      })[id];
    expect(
      movePathPoints({ x: 0, y: 50 }, ["downtown", "easttown"], centre, { boundsOf: bounds, margin: 30 }),
    ).toEqual([
      { x: 0, y: 50 },
      { x: 150, y: 50 },
      { x: 430, y: 50 },
    ]);
    // An area without bounds keeps the centre.
    expect(
      movePathPoints({ x: 0, y: 50 }, ["downtown"], centre, { boundsOf: () => undefined, margin: 30 }).at(-1),
    ).toEqual({ x: 150, y: 50 });
  });
});
