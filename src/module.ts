// Module entry: wires the Foundry adapters every client runs up, nothing else. The GM part (rules
// cores, data, windows) is a chunk a GM's client loads on "ready" (foundry/gm-part-loader.ts).
import "./foundry/augment";
import { registerArkhamIntegration } from "./foundry/arkham/register";
import { MODULE_ID } from "./foundry/constants";
import { registerHexInit } from "./foundry/gloomhaven/register-init";
import { startOnReady } from "./foundry/gm-part-loader";
import { registerQuenchBatches } from "./foundry/quench/register";
import { registerSelfCheck } from "./foundry/self-check/register";

registerHexInit();
registerArkhamIntegration();
registerSelfCheck();
registerQuenchBatches();

// Other modules hear `monster-autopilot.ready` once the module is usable on this client.
startOnReady(() => Hooks.callAll(`${MODULE_ID}.ready`));
