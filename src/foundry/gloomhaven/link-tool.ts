// The "Link hexes" scene-control tool (GM only, LH-1): while it is on, the GM clicks two hexes to
// link them, or the same two again to remove their link; "Undo last link change" puts the scene's
// list back as it was before the GM's last change. Each change is one update of the scene flag
// `links` (hex-links.ts), which every client redraws (link-drawing.ts).
import { HEX_FLAGS, MODULE_ID } from "../constants";
import { guarded } from "../report-failure";
import { sameLink, storedLinks, toggleLink, type StoredLink } from "./hex-links";
import { playSceneOnFirstUse } from "./played-scenes";
import type { GridOffset, PixelPoint } from "./scene-snapshot";
import { offsetLabel } from "./turn-environment";

const ACTION = "MONSTER_AUTOPILOT.Hex.Links.Failure";
/** The most undo steps kept per scene. */
const UNDO_DEPTH = 50;

/** A pointer event on the canvas stage (PIXI FederatedPointerEvent, https://pixijs.download/v7.x/docs/PIXI.FederatedPointerEvent.html). */
interface StagePointer {
  getLocalPosition(target: unknown): PixelPoint;
}

/** The stage as the tool uses it: PIXI's event emitter (https://pixijs.download/v7.x/docs/PIXI.DisplayObject.html#on). */
interface Stage {
  on(event: "pointerdown", fn: (event: StagePointer) => void): unknown;
  off(event: "pointerdown", fn: (event: StagePointer) => void): unknown;
}

const t = (key: string, data?: Record<string, string>) =>
  data
    ? game.i18n.format(`MONSTER_AUTOPILOT.Hex.Links.${key}`, data)
    : game.i18n.localize(`MONSTER_AUTOPILOT.Hex.Links.${key}`);

/** The tool's state on this GM's client: the first hex picked and each scene's earlier lists. */
class LinkTool {
  #first: GridOffset | null = null;
  #stage: Stage | null = null;
  readonly #undo = new Map<string, unknown[]>();
  readonly #onPointer = guarded(ACTION, (event: StagePointer) => this.#pick(event));

  /** Turns the tool on or off: listens to clicks on the canvas stage while on. */
  setActive(active: boolean): void {
    this.#first = null;
    this.#stage?.off("pointerdown", this.#onPointer);
    this.#stage = null;
    if (!active) return;
    const scene = canvas?.scene;
    if (!scene || !canvas?.grid?.isHexagonal) {
      ui.notifications?.warn(
        game.i18n.format("MONSTER_AUTOPILOT.Hex.Scene.NotHex", { scene: scene?.name ?? "" }),
      );
      return;
    }
    this.#stage = canvas.stage as unknown as Stage;
    this.#stage.on("pointerdown", this.#onPointer);
    ui.notifications?.info(t("ToolHint"));
  }

  async #pick(event: StagePointer): Promise<void> {
    const scene = canvas?.scene;
    const grid = canvas?.grid;
    if (!scene || !grid) return;
    const point = event.getLocalPosition(canvas?.stage);
    const rect = scene.dimensions.sceneRect;
    if (
      point.x < rect.x ||
      point.y < rect.y ||
      point.x > rect.x + rect.width ||
      point.y > rect.y + rect.height
    ) {
      ui.notifications?.warn(t("OffBoardClick"));
      return;
    }
    const { i, j } = grid.getOffset(point);
    const offset = { i, j };
    const first = this.#first;
    if (!first || (first.i === i && first.j === j)) {
      this.#first = offset;
      ui.notifications?.info(t("PickSecond", { hex: offsetLabel(offset) }));
      return;
    }
    this.#first = null;
    const before = scene.getFlag(MODULE_ID, HEX_FLAGS.links) as unknown;
    const current = storedLinks(before);
    const pair: StoredLink = { a: first, b: offset };
    const removing = current.some((s) => sameLink(s, pair));
    const stack = this.#undo.get(scene.id ?? "") ?? [];
    stack.push(before ?? []);
    if (stack.length > UNDO_DEPTH) stack.shift();
    this.#undo.set(scene.id ?? "", stack);
    await scene.setFlag(MODULE_ID, HEX_FLAGS.links, toggleLink(current, pair));
    const names = { a: offsetLabel(first), b: offsetLabel(offset) };
    ui.notifications?.info(t(removing ? "Removed" : "Added", names));
    if (!removing) await playSceneOnFirstUse(scene);
  }

  /** Puts the viewed scene's links back as they were before this GM's last change. */
  async undo(): Promise<void> {
    const scene = canvas?.scene;
    const previous = this.#undo.get(scene?.id ?? "")?.pop();
    if (!scene || previous === undefined) {
      ui.notifications?.warn(t("NothingToUndo"));
      return;
    }
    await scene.setFlag(MODULE_ID, HEX_FLAGS.links, storedLinks(previous));
    ui.notifications?.info(t("Undone"));
  }
}

/** Adds "Link hexes" (a toggle) and "Undo last link change" to the token controls (GM only). */
export function registerLinkTool(): void {
  const tool = new LinkTool();
  Hooks.on(
    "getSceneControlButtons",
    guarded("MONSTER_AUTOPILOT.Failure.SceneControl", (controls) => {
      const tokens = (controls as Record<string, { tools: Record<string, unknown> } | undefined>)["tokens"];
      if (!tokens || !game.user?.isGM) return;
      tokens.tools["ma-link-hexes"] = {
        name: "ma-link-hexes",
        order: 111,
        title: "MONSTER_AUTOPILOT.Hex.Links.Tool",
        icon: "fa-solid fa-link",
        toggle: true,
        active: false,
        visible: true,
        onChange: guarded(ACTION, (_event: Event, active?: boolean) => tool.setActive(active === true)),
      };
      tokens.tools["ma-link-hexes-undo"] = {
        name: "ma-link-hexes-undo",
        order: 112,
        title: "MONSTER_AUTOPILOT.Hex.Links.Undo",
        icon: "fa-solid fa-link-slash",
        button: true,
        visible: true,
        onChange: guarded(ACTION, () => tool.undo()),
      };
    }),
  );
  // A new canvas has a new stage: the tool starts off again.
  Hooks.on("canvasReady", () => tool.setActive(false));
}
