import type { Board, ThinWall } from "../../core/gloomhaven";
import type { Hex } from "../../core/hex";
import type { HexGridIndex } from "./grid-layout";
import type { RegionReading } from "./region-terrain";
import type { GridOffset, GridPort } from "./scene-snapshot";

/** The hexes of a scene and the coordinate index they were read with. */
export interface SceneGeometry {
  readonly index: HexGridIndex;
  /** Every hex inside the scene rectangle (walled ones included). */
  readonly hexes: readonly Hex[];
}

/** A board built from a scene, with the keys of its playable hexes (for placing tokens). */
export interface SceneBoard {
  readonly board: Board;
  readonly playable: ReadonlySet<string>;
}

/** What a board is built from: it is reused while every part is the very same object. */
export interface BoardParts {
  readonly geometry: SceneGeometry;
  readonly walls: readonly ThinWall[];
  readonly regions: RegionReading;
}

/**
 * The last geometry and board read per scene. While the grid, the scene rectangle, the walls and
 * the regions are unchanged (the wall and region caches hand back the same objects), a read gives
 * the same Board object, so the rules core's per-board indexes (board compile, line of sight,
 * range) are built once for all the edits of a turn, not once per edit.
 */
export class SceneBoards {
  readonly #geometry = new Map<
    string,
    {
      readonly grid: GridPort;
      readonly key: string;
      readonly labelOf: (o: GridOffset) => string;
      readonly value: SceneGeometry;
    }
  >();
  readonly #boards = new Map<string, { readonly parts: BoardParts; readonly value: SceneBoard }>();

  /** The scene's geometry, rebuilt when the grid object, its key (layout, size, rectangle) or the labels change. */
  geometry(
    sceneId: string,
    grid: GridPort,
    key: string,
    labelOf: (o: GridOffset) => string,
    build: () => SceneGeometry,
  ): SceneGeometry {
    const known = this.#geometry.get(sceneId);
    if (known && known.grid === grid && known.key === key && known.labelOf === labelOf) return known.value;
    const value = build();
    this.#geometry.set(sceneId, { grid, key, labelOf, value });
    return value;
  }

  /** The scene's board, rebuilt when any of its parts is another object. */
  board(sceneId: string, parts: BoardParts, build: () => SceneBoard): SceneBoard {
    const known = this.#boards.get(sceneId);
    if (
      known &&
      known.parts.geometry === parts.geometry &&
      known.parts.walls === parts.walls &&
      known.parts.regions === parts.regions
    )
      return known.value;
    const value = build();
    this.#boards.set(sceneId, { parts, value });
    return value;
  }

  /** Forgets one scene, or every scene. */
  clear(sceneId?: string): void {
    if (sceneId === undefined) {
      this.#geometry.clear();
      this.#boards.clear();
    } else {
      this.#geometry.delete(sceneId);
      this.#boards.delete(sceneId);
    }
  }
}
