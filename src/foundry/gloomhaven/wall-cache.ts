import type { ThinWall } from "../../core/gloomhaven";

/**
 * Wall lines per scene, computed once and dropped when walls, doors, the grid or the canvas change
 * (hooks createWall / updateWall / deleteWall / updateScene / canvasReady, see register.ts); a scene
 * update that only changes flags (such as the undo history) leaves them alone.
 */
export class WallCache {
  readonly #byScene = new Map<string, ThinWall[]>();

  /** The scene's wall lines, computed on first use. */
  get(sceneId: string, compute: () => ThinWall[]): ThinWall[] {
    let walls = this.#byScene.get(sceneId);
    if (!walls) {
      walls = compute();
      this.#byScene.set(sceneId, walls);
    }
    return walls;
  }

  /** Forgets one scene's walls, or every scene's. */
  clear(sceneId?: string): void {
    if (sceneId === undefined) this.#byScene.clear();
    else this.#byScene.delete(sceneId);
  }
}

/** Whether a scene update (its `changed` diff) can move walls or the grid: anything besides its flags and bookkeeping. */
export function changesSceneGeometry(changed: object): boolean {
  return Object.keys(changed).some((key) => key !== "flags" && key !== "_id" && key !== "_stats");
}
