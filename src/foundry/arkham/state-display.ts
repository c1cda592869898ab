import { MODULE_ID } from "../constants";
import { boardLabels, readPublicState, type LabelWords, type PublicState } from "./state-labels";

const K = "MONSTER_AUTOPILOT.Arkham.State.Board";

/** The labels' words from the client's language (Foundry's `game.i18n`, https://foundryvtt.com/api/classes/foundry.helpers.Localization.html). */
function words(): LabelWords {
  const f = (key: string, data: Record<string, string>) => game.i18n?.format(`${K}.${key}`, data) ?? key;
  const symbol = (d: string) => game.i18n?.localize(`MONSTER_AUTOPILOT.Arkham.Symbol.${d}`) ?? d;
  return {
    tracks: (s: PublicState) =>
      [
        f("Tracks", { terror: String(s.terror), doom: String(s.doom), track: String(s.doomTrack) }),
        ...(s.ancientOne === null ? [] : [f("AncientOne", { name: s.ancientOne })]),
        ...(s.environment === null ? [] : [f("Environment", { name: s.environment })]),
        ...(s.rumor === null ? [] : [f("Rumor", { name: s.rumor })]),
      ].join("\n"),
    gate: (world, dimension) => f("Gate", { world, symbol: symbol(dimension) }),
    elderSign: () => f("ElderSign", {}),
    clues: (count) => f("Clues", { count: String(count) }),
    closed: () => f("Closed", {}),
    outskirts: (names) => f("Outskirts", { names }),
  };
}

/** The centre of each area's first bound region (the board's area geometry, region flag `arkhamArea`). */
function areaCentres(scene: Scene.Implementation): Map<string, { x: number; y: number }> {
  const centres = new Map<string, { x: number; y: number }>();
  for (const region of scene.regions.contents) {
    const area = region.getFlag(MODULE_ID, "arkhamArea");
    if (typeof area !== "string" || centres.has(area)) continue;
    const { x, y, width, height } = region.bounds;
    centres.set(area, { x: x + width / 2, y: y + height / 2 });
  }
  return centres;
}

/**
 * The Arkham game state drawn on every client's board (doom and terror, gates, elder signs, clues,
 * closed locations, the Outskirts' monsters) as PIXI text on the canvas interface group, rebuilt
 * from the viewed scene's flag; nothing GM-only is drawn. Board scenes only (flag `arkhamBoard`).
 */
export class StateDisplay {
  #container: PIXI.Container | null = null;

  /** Redraws from the viewed scene, or clears when it is no board or has no game. */
  redraw(): void {
    this.clear();
    const scene = canvas?.scene;
    const group = canvas?.interface;
    if (!canvas?.ready || scene === undefined || scene === null || group === undefined) return;
    if (scene.getFlag(MODULE_ID, "arkhamBoard") === undefined) return;
    const state = readPublicState(scene.getFlag(MODULE_ID, "arkhamState"));
    if (state === undefined) return;
    const centres = areaCentres(scene);
    const rect = canvas.dimensions?.sceneRect;
    const size = scene.grid.size || 100;
    const corner = { x: (rect?.x ?? 0) + size, y: (rect?.y ?? 0) + size };
    const labels = boardLabels(state, (id) => centres.get(id), corner, "outskirts", words());
    const style = foundry.canvas.containers.PreciseText.getTextStyle({ fontSize: Math.round(size / 3) });
    const container = new PIXI.Container();
    container.eventMode = "none";
    for (const label of labels) {
      const text = new foundry.canvas.containers.PreciseText(label.text, style);
      text.anchor.set(0.5, 0.5);
      text.position.set(label.x, label.y);
      container.addChild(text);
    }
    group.addChild(container);
    this.#container = container;
  }

  /** Removes the labels. */
  clear(): void {
    if (this.#container !== null && !this.#container.destroyed) this.#container.destroy({ children: true });
    this.#container = null;
  }

  /** Forgets labels whose canvas was torn down (canvasTearDown destroys its children). */
  forget(): void {
    this.#container = null;
  }
}
