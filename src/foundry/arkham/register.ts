import { withGmPart } from "../gm-part-loader";
import { guarded } from "../report-failure";
import "./augment";
import { arkhamTracker } from "./client-phase";
import { registerArkhamKeybindings, registerArkhamSettings } from "./settings";
import { StateDisplay } from "./state-display";

const tracker = arkhamTracker();
const display = new StateDisplay();

/**
 * Wires the Arkham board integration every client runs into Foundry's hooks: the settings and
 * keybindings on "init" (the only time Foundry takes them), the phase tracker, and the game state
 * drawn on the board (redrawn when the canvas is ready and when the viewed scene changes,
 * https://foundryvtt.com/api/functions/hookEvents.updateDocument.html). Called once from module.ts.
 */
export function registerArkhamIntegration(): void {
  Hooks.once("init", () => {
    registerArkhamSettings(() => tracker.refresh());
    registerArkhamKeybindings(
      () => withGmPart("MONSTER_AUTOPILOT.Failure.Keybinding", (gm) => gm.arkham.openMythos()),
      guarded("MONSTER_AUTOPILOT.Failure.Keybinding", () =>
        game.user?.isActiveGM ? tracker.advance() : undefined,
      ),
    );
  });
  // Loading is not a change: the phase seen at start-up is remembered, not announced.
  Hooks.once("ready", () => tracker.prime());
  for (const hook of ["updateCombat", "createCombat", "deleteCombat"] as const)
    Hooks.on(
      hook,
      guarded("MONSTER_AUTOPILOT.Failure.ArkhamPhase", () => tracker.refresh()),
    );
  // Another scene may follow another combat's phase: remembered, not announced (PhaseTracker).
  Hooks.on(
    "canvasReady",
    guarded("MONSTER_AUTOPILOT.Failure.SceneChange", () => {
      tracker.refresh();
      display.redraw();
    }),
  );
  Hooks.on(
    "updateScene",
    guarded("MONSTER_AUTOPILOT.Failure.SceneChange", (scene: Scene.Implementation) => {
      if (scene.id === canvas?.scene?.id) display.redraw();
    }),
  );
  Hooks.on("canvasTearDown", () => display.forget());
}
