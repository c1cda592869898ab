import { compareHex, type Hex } from "../../core/hex";
import type { HexGridIndex } from "./grid-layout";
import type { GridPort, PixelPoint, PixelRect } from "./scene-snapshot";

/** Whether a point lies in a rectangle (edges included). */
export function insideRect(p: PixelPoint, rect: PixelRect): boolean {
  return p.x >= rect.x && p.x <= rect.x + rect.width && p.y >= rect.y && p.y <= rect.y + rect.height;
}

/**
 * The hexes of the scene (BM-2): every grid space whose centre lies inside the scene rectangle
 * (the padding around a scene is never part of the board). Sorted by q, then r.
 */
export function readPlayableHexes(grid: GridPort, index: HexGridIndex, sceneRect: PixelRect): Hex[] {
  const a = grid.getOffset({ x: sceneRect.x, y: sceneRect.y });
  const b = grid.getOffset({ x: sceneRect.x + sceneRect.width, y: sceneRect.y + sceneRect.height });
  const out: Hex[] = [];
  for (let i = Math.min(a.i, b.i) - 1; i <= Math.max(a.i, b.i) + 1; i++) {
    for (let j = Math.min(a.j, b.j) - 1; j <= Math.max(a.j, b.j) + 1; j++) {
      const h = index.toHex({ i, j });
      if (insideRect(index.centerOf(h), sceneRect)) out.push(h);
    }
  }
  return out.sort(compareHex);
}
