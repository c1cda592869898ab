import { decideMonsterTurn, RULE_SETS } from "../../core/gloomhaven";
import { hexHighlightLayer } from "../constants";
import { tokenLevel, viewedLevelId } from "../scene-levels";
import { clearHighlight, drawHighlight, type HighlightLayerPort, type StepLabelPort } from "./highlight";
import { message } from "../../view/gloomhaven";
import { readScene, type SceneReading } from "./read-scene";
import type { GridOffset } from "./scene-snapshot";
import { colorSettings, animateSetting, recognitionSetting, ruleSetSetting } from "./settings";
import { snapshotFromCanvas } from "./snapshot-from-canvas";
import type { MoveHistory } from "./move-history";
import type { MovableToken } from "./token-mover";
import type { TurnEnvironment } from "./turn-controller";
import type { RegionReading } from "./region-terrain";
import type { SceneBoards } from "./scene-boards";
import type { SceneCache } from "./scene-cache";
import type { WallCache } from "./wall-cache";

/** "row 4, column 7", as the GM sees Foundry's grid offsets. */
export function offsetLabel(offset: GridOffset): string {
  return game.i18n.format("MONSTER_AUTOPILOT.Hex.Scene.HexLabel", {
    row: String(offset.i),
    column: String(offset.j),
  });
}

/** The caches kept between reads of a scene (register.ts clears them when walls, regions or the grid change). */
export interface SceneReadCaches {
  readonly walls: WallCache;
  readonly regions: SceneCache<RegionReading>;
  readonly boards: SceneBoards;
}

/** Reads the canvas scene with the settings and the caches; another scene on the canvas is a problem. */
function readCanvasScene(sceneId: string, tokenId: string, caches: SceneReadCaches): SceneReading {
  const snapshot = snapshotFromCanvas();
  if (!snapshot || snapshot.sceneId !== sceneId) {
    const name = game.scenes?.get(sceneId)?.name ?? "";
    return {
      ok: false,
      problems: [message("MONSTER_AUTOPILOT.Hex.Scene.NotViewed", { scene: name })],
      warnings: [],
    };
  }
  return readScene(snapshot, {
    activeTokenId: tokenId,
    recognition: recognitionSetting(),
    labelOf: offsetLabel,
    // v14 reads only the viewed level, so each level of a scene is cached on its own.
    cachedWalls: (sceneId, compute) => caches.walls.get(levelKey(sceneId), compute),
    cachedRegions: (sceneId, compute) => caches.regions.get(levelKey(sceneId), compute),
    boards: caches.boards,
  });
}

/** The cache key of a scene's viewed level (the scene id itself on v13 and single-level scenes). */
function levelKey(sceneId: string): string {
  const level = viewedLevelId();
  return level === null ? sceneId : `${sceneId}@${level}`;
}

/** Step numbers as PIXI text on the interface group, above the grid highlight. */
function createStepLabels(): StepLabelPort {
  let container: PIXI.Container | null = null;
  return {
    show(labels) {
      this.clear();
      const group = canvas?.interface;
      if (!group || labels.length === 0) return;
      container = new PIXI.Container();
      container.eventMode = "none";
      const size = canvas?.grid?.size ?? 100;
      const style = foundry.canvas.containers.PreciseText.getTextStyle({ fontSize: Math.round(size / 3) });
      for (const label of labels) {
        const text = new foundry.canvas.containers.PreciseText(label.text, style);
        text.anchor.set(0.5, 0.5);
        text.position.set(label.x, label.y);
        container.addChild(text);
      }
      group.addChild(container);
    },
    clear() {
      if (container && !container.destroyed) container.destroy({ children: true });
      container = null;
    },
  };
}

/** The grid highlight layer of the canvas, or null before the canvas is drawn. */
function highlightLayer(): HighlightLayerPort | null {
  return canvas?.interface?.grid ?? null;
}

/** A token document as the mover sees it. */
export function movableToken(token: TokenDocument.Implementation): MovableToken {
  return {
    id: token.id ?? "",
    x: token.x,
    y: token.y,
    elevation: token.elevation,
    getSize: () => token.getSize(),
    // v14: each waypoint names the token's level, so the move stays on its floor.
    move: (waypoints, options) => {
      const level = tokenLevel(token);
      return token.move(level ? waypoints.map((w) => ({ ...w, level })) : waypoints, options);
    },
  };
}

/** Movement actions defined in this world (CONFIG.Token.movement.actions, v13). */
export function movementActions(): ReadonlySet<string> {
  return new Set(Object.keys(CONFIG.Token.movement?.actions ?? {}));
}

/** The live Foundry environment of one token's Monster turn window (its own highlight layer and step labels). */
export function createTurnEnvironment(
  caches: SceneReadCaches,
  history: MoveHistory,
  tokenId: string,
): TurnEnvironment {
  const layerName = hexHighlightLayer(tokenId);
  const labels = createStepLabels();
  return {
    readScene: (sceneId, tokenId) => readCanvasScene(sceneId, tokenId, caches),
    decide: (scenario, action, ruleSet) => {
      const result = decideMonsterTurn(scenario, action, RULE_SETS[ruleSet]);
      Hooks.callAll("monster-autopilot.turnComputed", scenario.activeId, result);
      return result;
    },
    ruleSet: ruleSetSetting,
    highlight: (marks, index) => {
      const layer = highlightLayer();
      if (!layer) return;
      if (!marks || !index) clearHighlight(layer, labels, layerName);
      else drawHighlight(layer, labels, layerName, marks, index, colorSettings());
    },
    movementActions,
    findToken: (sceneId, tokenId) => {
      const token = game.scenes?.get(sceneId)?.tokens.get(tokenId);
      return token ? movableToken(token) : undefined;
    },
    animate: animateSetting,
    history,
  };
}
