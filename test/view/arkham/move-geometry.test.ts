// Where a Mythos move's arrow ends: just inside the destination area's edge that
// faces where it comes from, clear of the name at its centre. Shared by the sandbox and Foundry.
import { describe, expect, it } from "vitest";
import { edgePoint, moveArrowEnd } from "../../../src/view/arkham/move-geometry";

const box = { x: 100, y: 100, width: 200, height: 100 }; // centre (200, 150)

describe("the end of a move's arrow", () => {
  it("finds where the line from the centre toward a point leaves the box", () => {
    expect(edgePoint(box, { x: 0, y: 150 })).toEqual({ x: 100, y: 150 });
    expect(edgePoint(box, { x: 200, y: 400 })).toEqual({ x: 200, y: 200 });
    expect(edgePoint(box, { x: 200, y: 150 })).toEqual({ x: 200, y: 150 });
    // A point inside the box is its own answer.
    expect(edgePoint(box, { x: 210, y: 160 })).toEqual({ x: 210, y: 160 });
  });

  it("stops `margin` inside the edge facing the arrow's origin, away from the centre and its name", () => {
    expect(moveArrowEnd(box, { x: 0, y: 150 }, 6)).toEqual({ x: 106, y: 150 });
    expect(moveArrowEnd(box, { x: 200, y: 0 }, 10)).toEqual({ x: 200, y: 110 });
    const end = moveArrowEnd(box, { x: 0, y: 0 }, 8);
    const centre = { x: 200, y: 150 };
    expect(Math.hypot(end.x - centre.x, end.y - centre.y)).toBeGreaterThan(40);
  });

  it("never passes the centre, however large the margin", () => {
    expect(moveArrowEnd(box, { x: 0, y: 150 }, 500)).toEqual({ x: 200, y: 150 });
  });
});
