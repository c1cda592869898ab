import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hexCenter, hexCorner, neighbour, type Direction } from "../../src/core/hex";
import {
  edgeAtPoint,
  edgeHexes,
  frameOf,
  fromScreen,
  hexAtPoint,
  toScreen,
} from "../../sandbox/gloomhaven/board-layout";
import { moveCursor } from "../../sandbox/gloomhaven/cursor";
import { cellHex, hexRow } from "../../sandbox/gloomhaven/editor-state";
import { editorState } from "./builders";

const hexes = fc.record({ q: fc.integer({ min: -30, max: 30 }), r: fc.integer({ min: -30, max: 30 }) });
const directions = fc.constantFrom<Direction>(0, 1, 2, 3, 4, 5);

describe("pointer to hex (the core's flat-topped unit layout)", () => {
  it("finds the hex under any point well inside it", () => {
    fc.assert(
      fc.property(
        hexes,
        fc.double({ min: 0, max: 0.8, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (h, radius, angle) => {
          const c = hexCenter(h);
          expect(
            hexAtPoint({ x: c.x + radius * Math.cos(angle), y: c.y + radius * Math.sin(angle) }),
          ).toEqual(h);
        },
      ),
    );
  });

  it("finds edge k next to the middle of edge k, and edge k separates the hex from its neighbour in direction k", () => {
    fc.assert(
      fc.property(hexes, directions, (h, k) => {
        const a = hexCorner(h, k);
        const b = hexCorner(h, k + 1);
        const c = hexCenter(h);
        const nearEdge = { x: c.x + 0.9 * ((a.x + b.x) / 2 - c.x), y: c.y + 0.9 * ((a.y + b.y) / 2 - c.y) };
        expect(edgeAtPoint(h, nearEdge)).toBe(k);
        expect(edgeHexes(h, k)).toEqual([h, neighbour(h, k)]);
      }),
    );
  });

  it("maps screen pixels back to the unit layout exactly", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e3, max: 1e3, noNaN: true }),
        fc.double({ min: -1e3, max: 1e3, noNaN: true }),
        (x, y) => {
          const back = fromScreen(toScreen({ x, y }));
          expect(back.x).toBeCloseTo(x, 9);
          expect(back.y).toBeCloseTo(y, 9);
        },
      ),
    );
  });
});

describe("the editing frame and the keyboard cursor", () => {
  it("covers at least the default 16×7 rectangle", () => {
    expect(frameOf(editorState())).toEqual({ minColumn: 0, maxColumn: 15, minRow: 0, maxRow: 6 });
  });

  it("widens for a figure next to the board but leaves out one far off it", () => {
    const base = editorState();
    const near = { ...base.scenario.figures[1]!, id: "near", at: cellHex(17, 3) };
    const far = { ...base.scenario.figures[1]!, id: "far", at: cellHex(400, -300) };
    const scenario = { ...base.scenario, figures: [...base.scenario.figures, near, far] };
    expect(frameOf({ ...base, scenario })).toEqual({ minColumn: 0, maxColumn: 17, minRow: 0, maxRow: 6 });
  });

  it("moves one column or row per arrow key and stays inside the frame", () => {
    const frame = frameOf(editorState());
    expect(moveCursor(cellHex(3, 3), "ArrowRight", frame)).toEqual(cellHex(4, 3));
    expect(moveCursor(cellHex(3, 3), "ArrowUp", frame)).toEqual(cellHex(3, 2));
    expect(moveCursor(cellHex(0, 0), "ArrowLeft", frame)).toEqual(cellHex(0, 0));
    expect(moveCursor(cellHex(15, 6), "ArrowDown", frame)).toEqual(cellHex(15, 6));
    expect(moveCursor(cellHex(3, 3), "Enter", frame)).toBeNull();
    expect(hexRow(cellHex(7, 5))).toBe(5);
  });
});
