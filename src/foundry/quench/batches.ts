// The Quench batches' chunk: imported on `quenchReady` only (register.ts), never by the module's
// main script, so worlds without Quench and players never load it.
import type { Quench } from "@ethaks/fvtt-quench";
import { FoundryWorldDriver } from "./foundry-driver";
import { registerBatches } from "./quench-batches";
import { BATCHES } from "./scenarios";

/** Registers the in-world batches with Quench, each scenario on a live-world driver. */
export function registerInWorldBatches(quench: Quench): void {
  registerBatches(quench, BATCHES, () => new FoundryWorldDriver());
}
