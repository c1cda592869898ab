import { paintBoardArrows, type CanvasDrawing } from "./canvas-arrows";
import { boardArrowSegments } from "./overlay-geometry";
import { readArkhamScene } from "./scene-reading";

/**
 * The overlay a scene control toggles: the board's white and black arrows drawn between
 * area centres on the viewed scene, so the GM can check the graph against the board art.
 * Client-local; redrawn when the canvas, the regions or the board change.
 */
export class BoardOverlay {
  #on = false;

  constructor(
    private readonly drawing: CanvasDrawing,
    private readonly sneakPath: () => string,
  ) {}

  get on(): boolean {
    return this.#on;
  }

  /** Shows or hides the overlay. */
  set(on: boolean): void {
    this.#on = on;
    this.redraw();
  }

  /** Redraws the overlay from the viewed scene (or clears it when off or without a board). */
  redraw(): void {
    const scene = canvas?.scene;
    if (!this.#on || scene === undefined || scene === null) return this.drawing.clear();
    const reading = readArkhamScene(scene, this.sneakPath());
    if (reading.board === undefined) return this.drawing.clear();
    const segments = boardArrowSegments(reading.board, reading.centreOf);
    this.drawing.draw((graphics) => paintBoardArrows(graphics, segments, scene.grid.size || 100));
  }
}
