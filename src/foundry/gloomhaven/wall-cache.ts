import type { ThinWall } from "../../core/gloomhaven";
import { SceneCache } from "./scene-cache";

/**
 * Wall lines per scene, computed once and dropped when walls, doors, the grid or the canvas change
 * (hooks createWall / updateWall / deleteWall / updateScene / canvasReady, see register.ts); a scene
 * update that only changes flags (such as the undo history) leaves them alone.
 */
export class WallCache extends SceneCache<ThinWall[]> {}

/** Whether a scene update (its `changed` diff) can move walls or the grid: anything besides its flags and bookkeeping. */
export function changesSceneGeometry(changed: object): boolean {
  return Object.keys(changed).some((key) => key !== "flags" && key !== "_id" && key !== "_stats");
}
