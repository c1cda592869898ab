import { MODULE_ID } from "../constants";
import { PhaseTracker } from "./phase-tracker";
import { currentPhaseSource } from "./phase-sources";

/**
 * The Arkham phase on this client. Every client follows it and fires `monster-autopilot.phaseChange`
 * on each change (README, "Track the phases"), so it is part of the entry script (register.ts);
 * the windows, the canvas drawings and the Mythos movement are the GM part's (gm-windows.ts).
 */
const tracker = new PhaseTracker(currentPhaseSource, (change) =>
  Hooks.callAll(`${MODULE_ID}.phaseChange`, change),
);

/** This client's phase tracker (the entry's hooks refresh it; the GM part's Phase window reads and moves it). */
export function arkhamTracker(): PhaseTracker {
  return tracker;
}
