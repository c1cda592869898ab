import { MODULE_ID } from "../constants";
import { withGmPart } from "../gm-part-loader";
import { guarded } from "../report-failure";
import "./augment";
import { PhaseTracker } from "./phase-tracker";
import { currentPhaseSource } from "./phase-sources";
import { registerArkhamKeybindings, registerArkhamSettings } from "./settings";

/**
 * The Arkham phase on this client. Every client follows it and fires `monster-autopilot.phaseChange`
 * on each change (README, "Track the phases"), so it lives in the entry script; the windows, the
 * canvas drawings and the Mythos movement are the GM part's (gm-windows.ts).
 */
const tracker = new PhaseTracker(currentPhaseSource, (change) =>
  Hooks.callAll(`${MODULE_ID}.phaseChange`, change),
);

/** This client's phase tracker (the GM part's Phase window reads and moves it). */
export function arkhamTracker(): PhaseTracker {
  return tracker;
}

/**
 * Wires the Arkham board integration every client runs into Foundry's hooks: the settings and
 * keybindings on "init" (the only time Foundry takes them) and the phase tracker. Called once from
 * module.ts.
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
    guarded("MONSTER_AUTOPILOT.Failure.SceneChange", () => tracker.refresh()),
  );
}
