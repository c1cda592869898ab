import type { Scenario, ThinWall } from "../../core/gloomhaven";
import type { HexLink } from "../../core/gloomhaven/sequence";
import { hexKey } from "../../core/hex";
import { message, type Message } from "../../view/gloomhaven";
import { createHexGridIndex, detectLayout, type HexGridIndex } from "./grid-layout";
import { readHexLinks } from "./hex-links";
import { readPlayableHexes } from "./playable-hexes";
import { readRegionTerrain, type RegionReading } from "./region-terrain";
import type { SceneBoard, SceneBoards, SceneGeometry } from "./scene-boards";
import type { GridOffset, SceneSnapshot } from "./scene-snapshot";
import { readTokenFigures, type Recognition } from "./token-figures";
import { readThinWalls } from "./wall-edges";

/** The scene as the rules core sees it, or the problems that stop reading it (never an exception). */
export type SceneReading =
  | {
      readonly ok: true;
      readonly scenario: Scenario;
      readonly index: HexGridIndex;
      readonly warnings: readonly Message[];
      /** The scene's linked hex pairs (LH-1), core coordinates; bad pairs are left out and listed in linkProblems. */
      readonly links: readonly HexLink[];
      /** Why stored pairs were left out (same hex, off the board, listed twice, malformed): the self-check shows them. */
      readonly linkProblems: readonly Message[];
    }
  | { readonly ok: false; readonly problems: readonly Message[]; readonly warnings: readonly Message[] };

/** How to read a scene: who acts, how tokens are recognised, and an optional wall cache. */
export interface ReadSceneOptions {
  readonly activeTokenId: string;
  readonly recognition: Recognition;
  /** Formats an offset for messages ("row 4, column 7"). */
  readonly labelOf: (offset: GridOffset) => string;
  /** Returns the scene's cached wall edges, or computes and stores them (walls change rarely). */
  readonly cachedWalls?: (sceneId: string, compute: () => ThinWall[]) => ThinWall[];
  /**
   * Returns the cached region terrain under a key, or computes and stores it (regions change
   * rarely). The key is the scene id, followed by `^elevation` when the acting token stands above
   * or below the ground: terrain is read at that elevation (readRegionTerrain).
   */
  readonly cachedRegions?: (key: string, compute: () => RegionReading) => RegionReading;
  /** Keeps the scene's geometry and board between reads, so an unchanged scene gives the same Board object. */
  readonly boards?: SceneBoards;
}

/** The error for a scene without a hexagonal grid. */
export function notHexMessage(sceneName: string): Message {
  return message("MONSTER_AUTOPILOT.Hex.Scene.NotHex", { scene: sceneName });
}

/**
 * Reads a Foundry scene into the core's Scenario (the one conversion boundary): the hexes inside
 * the scene rectangle, solid wall hexes and terrain from regions, wall lines from walls, figures
 * and turn order from tokens and the combat tracker. Square and gridless scenes are a problem.
 */
export function readScene(snapshot: SceneSnapshot, options: ReadSceneOptions): SceneReading {
  const layout = detectLayout(snapshot.grid);
  if (!layout) return { ok: false, problems: [notHexMessage(snapshot.sceneName)], warnings: [] };
  const { grid, sceneRect: rect, sceneId } = snapshot;
  const buildGeometry = (): SceneGeometry => {
    const index = createHexGridIndex(grid, layout, options.labelOf);
    return { index, hexes: readPlayableHexes(grid, index, rect) };
  };
  const geometryKey = `${layout}|${grid.size}|${rect.x}|${rect.y}|${rect.width}|${rect.height}`;
  const geometry = options.boards
    ? options.boards.geometry(sceneId, grid, geometryKey, options.labelOf, buildGeometry)
    : buildGeometry();
  const { index, hexes: all } = geometry;
  // Regions are tested at the acting token's elevation (its level on v14 is the viewed one: only
  // the viewed level's tokens and regions are in the snapshot).
  const elevation = snapshot.tokens.find((t) => t.id === options.activeTokenId)?.elevation ?? 0;
  const computeRegions = () => readRegionTerrain(snapshot.regions, all, index, elevation);
  const regionKey = elevation === 0 ? sceneId : `${sceneId}^${elevation}`;
  const regions = options.cachedRegions ? options.cachedRegions(regionKey, computeRegions) : computeRegions();
  const compute = () => readThinWalls(snapshot.walls, all, index, grid.size);
  const allThinWalls = options.cachedWalls ? options.cachedWalls(sceneId, compute) : compute();
  const buildBoard = (): SceneBoard => {
    const walled = new Set(regions.wallHexes.map(hexKey));
    const hexes = all.filter((h) => !walled.has(hexKey(h)));
    const playable = new Set(hexes.map(hexKey));
    const thinWalls = allThinWalls.filter(([a, b]) => playable.has(hexKey(a)) && playable.has(hexKey(b)));
    const board = {
      hexes,
      wallHexes: regions.wallHexes,
      thinWalls,
      terrain: regions.terrain,
      voidBlocksLos: true,
    };
    return { board, playable };
  };
  const { board, playable } = options.boards
    ? options.boards.board(sceneId, { geometry, walls: allThinWalls, regions }, buildBoard)
    : buildBoard();
  const tokens = readTokenFigures(snapshot.tokens, snapshot.combatants, {
    index,
    sceneRect: snapshot.sceneRect,
    playable,
    recognition: options.recognition,
    activeTokenId: options.activeTokenId,
  });
  const warnings = tokens.warnings;
  const problems = [...regions.problems, ...tokens.problems];
  if (problems.length === 0 && !tokens.figures.some((f) => f.id === options.activeTokenId))
    problems.push(message("MONSTER_AUTOPILOT.Hex.Scene.ActiveMissing", {}));
  if (problems.length > 0) return { ok: false, problems, warnings };
  const scenario: Scenario = {
    board,
    figures: tokens.figures,
    activeId: options.activeTokenId,
  };
  // Links end on playable hexes: a wall hex is off the board for a link (LH-1 never enters one).
  const linked = readHexLinks(snapshot.linksFlag, index, playable, options.labelOf);
  return { ok: true, scenario, index, warnings, links: linked.links, linkProblems: linked.problems };
}
