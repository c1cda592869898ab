// The GM part of the module, a chunk of its own that only a GM's client loads (gm-part-loader.ts):
// the rules cores, the data, the windows and the hooks that drive them, each of which acts for a
// GM only. What every client runs (settings, keybindings, the played scenes' tracker order and
// status effects, the Arkham phase) is in the entry script.
import { arkhamTracker } from "./arkham/client-phase";
import { registerArkhamWindows, type ArkhamGm } from "./arkham/gm-windows";
import { registerHexIntegration, type HexGm } from "./gloomhaven/register";
import { reportRejection } from "./report-failure";
import { registerSelfCheckTool, type SelfCheckGm } from "./self-check/open-check";

/** What the entry script calls in the GM part. */
export interface GmPart {
  readonly hex: HexGm;
  readonly arkham: ArkhamGm;
  readonly selfCheck: SelfCheckGm;
}

/**
 * Registers the GM part's hooks and returns what the entry script calls. The scene controls and
 * the combat tracker were drawn before "ready" (the UI is set up after "setup",
 * https://foundryvtt.com/api/functions/hookEvents.setup.html), without the GM's tools: both are
 * drawn again, so that `getSceneControlButtons` and `renderCombatTracker` add them.
 */
export function startGmPart(): GmPart {
  const part: GmPart = {
    hex: registerHexIntegration(),
    arkham: registerArkhamWindows(arkhamTracker()),
    selfCheck: registerSelfCheckTool(),
  };
  // `reset` ("re-prepare the possible list of controls",
  // https://foundryvtt.com/api/interfaces/foundry._SceneControlsRenderOptions.html) is missing from fvtt-types 13.345.
  const controls = ui.controls as { render(options: { reset: boolean }): Promise<unknown> } | undefined;
  if (controls) reportRejection(controls.render({ reset: true }), "MONSTER_AUTOPILOT.Failure.SceneControl");
  if (ui.combat?.rendered)
    reportRejection(ui.combat.render(), "MONSTER_AUTOPILOT.Decks.Failure.TrackerButton");
  return part;
}
