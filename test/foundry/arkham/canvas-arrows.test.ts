// The Mythos moves on the canvas (issue 15 item 6): the monster the GM traces in the Mythos window
// has its arrows drawn thicker and brighter and its token ringed; the others are dimmed.
import { describe, expect, it } from "vitest";
import { moveEmphasis, paintMoves, type MoveDrawing } from "../../../src/foundry/arkham/canvas-arrows";
import { FakeGraphics } from "../runtime/globals";

const gug: MoveDrawing = {
  monsterId: "gug",
  points: [
    { x: 0, y: 0 },
    { x: 400, y: 0 },
  ],
  faint: false,
};
const cultist: MoveDrawing = {
  monsterId: "cultist",
  points: [
    { x: 0, y: 400 },
    { x: 400, y: 400 },
    { x: 800, y: 400 },
  ],
  faint: false,
};

function paint(traced: string | null): FakeGraphics {
  const graphics = new FakeGraphics();
  paintMoves(graphics as unknown as PIXI.Graphics, [gug, cultist], 100, traced);
  return graphics;
}

/** The [width, alpha] of each lineStyle call. */
const lineStyles = (g: FakeGraphics) =>
  g.ops.filter((o) => o.name === "lineStyle").map((o) => [o.args[0], o.args[2]]);

describe("tracing a monster's move on the canvas", () => {
  it("draws every move alike and rings no token when nothing is traced", () => {
    const g = paint(null);
    expect(g.ops.filter((o) => o.name === "drawCircle")).toEqual([]);
    expect(new Set(lineStyles(g).map(([, alpha]) => alpha))).toEqual(new Set([0.9]));
  });

  it("draws the traced monster's arrows thicker and opaque, the others dimmed, last so they lie on top", () => {
    expect(moveEmphasis(gug, "gug")).toEqual({ alpha: 1, width: 10 });
    expect(moveEmphasis(cultist, "gug").alpha).toBeLessThan(0.9);
    expect(moveEmphasis(cultist, "gug").width).toBeLessThan(6);
    const g = paint("gug");
    const alphas = lineStyles(g).map(([, alpha]) => alpha);
    // Two arrows of the cultist (dimmed) first, then the gug's one arrow at full strength.
    expect(alphas.slice(0, 6).every((a) => (a as number) < 0.5)).toBe(true);
    expect(lineStyles(g).slice(6, 8)).toEqual([
      [14, 1],
      [10, 1],
    ]);
  });

  it("rings the traced monster's token at the start of its move", () => {
    const circles = paint("cultist").ops.filter((o) => o.name === "drawCircle");
    expect(circles.length).toBeGreaterThan(0);
    for (const c of circles) expect(c.args.slice(0, 2)).toEqual([0, 400]);
  });
});
