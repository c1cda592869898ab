import type { OutcomeMarks } from "../mythos-phase-controller";

/** Colours of an outcome's marks: the gate, where monsters are placed, the Outskirts. */
const GATE = 0x7b3fc9;
const MONSTER = 0xc9593f;
const OUTSKIRTS = 0x3f8fc9;

/** Draws the marks of one Mythos-phase outcome (MY-3.2 gate, MY-3.6/4.3 monsters, one ring each, MY-6.2 Outskirts). */
export function paintOutcomeMarks(graphics: PIXI.Graphics, marks: OutcomeMarks, gridSize: number): void {
  const ring = (at: { x: number; y: number }, colour: number, radius: number) => {
    graphics.lineStyle(8, 0x000000, 0.9);
    graphics.drawCircle(at.x, at.y, radius);
    graphics.lineStyle(5, colour, 1);
    graphics.drawCircle(at.x, at.y, radius);
  };
  for (const at of marks.gates) ring(at, GATE, gridSize * 0.8);
  // One ring per monster placed: an area that gets two monsters has two rings around it.
  const placed = new Map<string, number>();
  for (const at of marks.monsters) {
    const key = `${at.x},${at.y}`;
    const count = placed.get(key) ?? 0;
    placed.set(key, count + 1);
    ring(at, MONSTER, gridSize * (0.6 + 0.15 * count));
  }
  if (marks.outskirts !== undefined) ring(marks.outskirts, OUTSKIRTS, gridSize * 0.7);
}
