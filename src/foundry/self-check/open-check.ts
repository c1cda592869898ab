// The GM part of "Check this scene" (loaded with the GM part, gm-part.ts): the report window and
// the token-controls button that opens it.
import { MODULE_ID } from "../constants";
import { guarded, openWindowOnce } from "../report-failure";
import { sceneCheckWindow } from "./check-window";
import { checkScene } from "./scene-check";
import type { SceneCheckReport } from "./report";

const ACTION = "MONSTER_AUTOPILOT.SelfCheck.Title";

/** What the entry script's settings menu and API call in the GM part. */
export interface SelfCheckGm {
  readonly open: () => void;
  readonly checkScene: () => Promise<SceneCheckReport>;
}

/** Opens the "Check this scene" window (GM only). */
function openSceneCheck(): void {
  if (!game.user?.isGM) return;
  const Window = sceneCheckWindow();
  openWindowOnce(`${MODULE_ID}-self-check`, () => new Window(), ACTION);
}

/** Adds the "Check this scene" button to the token controls (GM only). */
export function registerSelfCheckTool(): SelfCheckGm {
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
  return { open: openSceneCheck, checkScene };
}
