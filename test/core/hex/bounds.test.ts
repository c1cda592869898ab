import { describe, expect, it } from "vitest";
import { HexBounds } from "../../../src/core/hex";

describe("HexBounds", () => {
  it("grows list by list to the box around every hex", () => {
    const box = new HexBounds()
      .add([
        { q: 2, r: -1 },
        { q: -3, r: 4 },
      ])
      .add([{ q: 0, r: -5 }]);
    expect({ ...box }).toEqual({ qMin: -3, qMax: 2, rMin: -5, rMax: 4, integral: true });
  });

  it("is empty (qMin > qMax) until a list holds a hex, and notes a coordinate that is no integer", () => {
    const box = new HexBounds().add([]);
    expect(box.qMin > box.qMax).toBe(true);
    expect(box.add([{ q: 0.5, r: 1 }]).integral).toBe(false);
  });

  it("holds integers only, empty or not: the board compile and sight index do arithmetic with them", () => {
    // A field that once held ±Infinity is a boxed double for every box (src/core/hex/bounds.ts).
    const empty = new HexBounds().add([]);
    const grown = new HexBounds().add([{ q: 4, r: -2 }]);
    for (const box of [empty, grown])
      for (const value of [box.qMin, box.qMax, box.rMin, box.rMax])
        expect(Number.isInteger(value)).toBe(true);
    expect({ ...grown }).toEqual({ qMin: 4, qMax: 4, rMin: -2, rMax: -2, integral: true });
  });
});
