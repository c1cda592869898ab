import type { Point } from "./geometry";
import { arrowShape, type ArrowShape, type ArrowStyle, type ColouredSegment } from "./overlay-geometry";

/** Colours of the overlays: arrow fills with a contrasting outline, and the accent of monster moves. */
const FILL = { white: 0xffffff, black: 0x111111 } as const;
const OUTLINE = { white: 0x111111, black: 0xffffff } as const;
const MOVE_COLOUR = 0xc9593f;

/** A drawing on the canvas's interface group, replaced as a whole on every draw. */
export class CanvasDrawing {
  #graphics: PIXI.Graphics | undefined;

  /** Clears the drawing and draws anew with `paint`. */
  draw(paint: (graphics: PIXI.Graphics) => void): void {
    if (!canvas?.ready || canvas.interface === undefined) return;
    if (this.#graphics === undefined || this.#graphics.destroyed) {
      this.#graphics = new PIXI.Graphics();
      canvas.interface.addChild(this.#graphics);
    }
    this.#graphics.clear();
    paint(this.#graphics);
  }

  /** Removes the drawing from the canvas. */
  clear(): void {
    if (this.#graphics !== undefined && !this.#graphics.destroyed) this.#graphics.destroy();
    this.#graphics = undefined;
  }

  /** Forgets a drawing whose canvas was torn down (canvasTearDown destroys its children). */
  forget(): void {
    this.#graphics = undefined;
  }
}

function paintArrow(
  graphics: PIXI.Graphics,
  shape: ArrowShape,
  fill: number,
  outline: number,
  alpha: number,
  width: number,
): void {
  graphics.lineStyle(width + 4, outline, alpha);
  graphics.moveTo(shape.from.x, shape.from.y).lineTo(shape.to.x, shape.to.y);
  graphics.lineStyle(width, fill, alpha);
  graphics.moveTo(shape.from.x, shape.from.y).lineTo(shape.to.x, shape.to.y);
  graphics.lineStyle(2, outline, alpha);
  graphics.beginFill(fill, alpha);
  graphics.drawPolygon(shape.head.flatMap((p) => [p.x, p.y]));
  graphics.endFill();
}

/** Paints the board's white and black arrows between area centres, side by side where both join two areas. */
export function paintBoardArrows(
  graphics: PIXI.Graphics,
  segments: readonly ColouredSegment[],
  gridSize: number,
): void {
  const base = { inset: gridSize * 0.35, headLength: gridSize * 0.25, headWidth: gridSize * 0.22 };
  for (const segment of segments) {
    const style: ArrowStyle = {
      ...base,
      offset: segment.colour === "white" ? gridSize * 0.08 : -gridSize * 0.08,
    };
    const shape = arrowShape(segment.from, segment.to, style);
    if (shape !== undefined)
      paintArrow(graphics, shape, FILL[segment.colour], OUTLINE[segment.colour], 0.9, 4);
  }
}

/** One monster move to draw: whose it is, the points it passes; options not (yet) picked are drawn faint. */
export interface MoveDrawing {
  readonly monsterId: string;
  readonly points: readonly Point[];
  readonly faint: boolean;
}

/** How a move is drawn: its opacity and line width, brighter and thicker for the traced monster. */
export function moveEmphasis(
  move: MoveDrawing,
  traced: string | null,
): { readonly alpha: number; readonly width: number } {
  const alpha = move.faint ? 0.35 : 0.9;
  if (traced === null) return { alpha, width: 6 };
  return move.monsterId === traced ? { alpha: 1, width: 10 } : { alpha: alpha * 0.3, width: 4 };
}

/**
 * Paints every monster's move as arrows along its path, from → to (moves on the canvas).
 * While the GM points at or focuses a monster's row in the Mythos window (`traced`),
 * that monster's arrows are drawn thicker and brighter, the others dimmed, and its token is ringed.
 */
export function paintMoves(
  graphics: PIXI.Graphics,
  moves: readonly MoveDrawing[],
  gridSize: number,
  traced: string | null = null,
): void {
  const style: ArrowStyle = {
    offset: 0,
    inset: gridSize * 0.2,
    headLength: gridSize * 0.3,
    headWidth: gridSize * 0.3,
  };
  const ordered = [...moves].sort((a, b) => Number(a.monsterId === traced) - Number(b.monsterId === traced));
  for (const move of ordered) {
    const { alpha, width } = moveEmphasis(move, traced);
    for (let i = 1; i < move.points.length; i++) {
      const shape = arrowShape(move.points[i - 1]!, move.points[i]!, style);
      if (shape !== undefined) paintArrow(graphics, shape, MOVE_COLOUR, 0x000000, alpha, width);
    }
  }
  const start = moves.find((m) => m.monsterId === traced)?.points[0];
  if (start !== undefined) {
    graphics.lineStyle(8, 0x000000, 0.9);
    graphics.drawCircle(start.x, start.y, gridSize * 0.55);
    graphics.lineStyle(4, MOVE_COLOUR, 1);
    graphics.drawCircle(start.x, start.y, gridSize * 0.55);
  }
}
