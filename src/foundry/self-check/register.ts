import { MODULE_ID } from "../constants";
import { loadGmPart, withGmPart } from "../gm-part-loader";
import type { SceneCheckReport } from "./report";

const ACTION = "MONSTER_AUTOPILOT.SelfCheck.Title";

/**
 * The settings menu's application class: Foundry takes a menu only during "init", as an
 * Application class it renders when the menu is clicked
 * (https://foundryvtt.com/api/interfaces/foundry.types.SettingSubmenuConfig.html). The report
 * window is the GM part's, so this stand-in opens it instead of rendering itself.
 */
function defineMenuLauncher() {
  const { ApplicationV2 } = foundry.applications.api;
  return class SceneCheckLauncher extends ApplicationV2 {
    override render(): Promise<this> {
      withGmPart(ACTION, (gm) => gm.selfCheck.open());
      return Promise.resolve(this);
    }
  };
}

/** Runs the scene check (the GM part, loaded when not there yet) and returns its report. */
async function checkScene(): Promise<SceneCheckReport> {
  return (await loadGmPart()).selfCheck.checkScene();
}

/**
 * "Check this scene": a settings menu entry and a token-controls button (open-check.ts) open the
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
      type: defineMenuLauncher(),
      restricted: true,
    });
    const module = game.modules.get(MODULE_ID) as { api?: unknown } | undefined;
    if (module) module.api = { ...((module.api as object | undefined) ?? {}), checkScene };
  });
}
