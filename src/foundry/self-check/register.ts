import { MODULE_ID } from "../constants";
import { guarded, openWindowOnce } from "../report-failure";
import { sceneCheckWindow } from "./check-window";
import { checkScene } from "./scene-check";

const ACTION = "MONSTER_AUTOPILOT.SelfCheck.Title";

/** Opens the "Check this scene" window (GM only). */
function openSceneCheck(): void {
  if (!game.user?.isGM) return;
  const Window = sceneCheckWindow();
  openWindowOnce(`${MODULE_ID}-self-check`, () => new Window(), ACTION);
}

/**
 * "Check this scene": a settings menu entry and a token-controls button open the
 * report window; `game.modules.get("monster-autopilot").api.checkScene()` returns the same report
 * as JSON. Nothing here writes to the world.
 */
export function registerSelfCheck(): void {
  Hooks.once("init", () => {
    game.settings.registerMenu(MODULE_ID, "selfCheck", {
      name: "MONSTER_AUTOPILOT.SelfCheck.Title",
      label: "MONSTER_AUTOPILOT.SelfCheck.Open",
      hint: "MONSTER_AUTOPILOT.SelfCheck.Hint",
      icon: "fa-solid fa-stethoscope",
      type: sceneCheckWindow(),
      restricted: true,
    });
    const module = game.modules.get(MODULE_ID) as { api?: unknown } | undefined;
    if (module) module.api = { ...((module.api as object | undefined) ?? {}), checkScene };
  });
  Hooks.on(
    "getSceneControlButtons",
    guarded("MONSTER_AUTOPILOT.Failure.SceneControl", (controls) => {
      const tokens = (controls as Record<string, { tools: Record<string, unknown> } | undefined>)["tokens"];
      if (!tokens || !game.user?.isGM) return;
      tokens.tools["ma-self-check"] = {
        name: "ma-self-check",
        order: 110,
        title: "MONSTER_AUTOPILOT.SelfCheck.Title",
        icon: "fa-solid fa-stethoscope",
        button: true,
        visible: true,
        onChange: guarded(ACTION, () => openSceneCheck()),
      };
    }),
  );
}
