// The in-world test batches load only where Quench runs them: on its `quenchReady` hook, for a GM
// (the batches create and delete scenes, which only a GM may), the batch code is imported as a
// chunk of its own; without Quench, or for a player, it is never fetched.
import "./augment";
import type { Quench } from "@ethaks/fvtt-quench";
import { reportFailure } from "../report-failure";

/** Registers the module's Quench batches once Quench is ready (https://github.com/Ethaks/FVTT-Quench, "quenchReady"). */
export function registerQuenchBatches(): void {
  Hooks.once("quenchReady", (quench: Quench) => {
    if (!game.user?.isGM) return;
    import("./batches")
      .then(({ registerInWorldBatches }) => registerInWorldBatches(quench))
      .catch((cause: unknown) => reportFailure("MONSTER_AUTOPILOT.Failure.QuenchBatches", cause));
  });
}
