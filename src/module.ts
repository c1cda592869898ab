// Module entry: wires the Foundry adapters up, nothing else.
import "./foundry/augment";
import { registerArkhamIntegration } from "./foundry/arkham/register";
import { MODULE_ID } from "./foundry/constants";
import { registerHexIntegration } from "./foundry/gloomhaven/register";
import { registerQuenchBatches } from "./foundry/quench/register";
import { registerSelfCheck } from "./foundry/self-check/register";

registerHexIntegration();
registerArkhamIntegration();
registerSelfCheck();
registerQuenchBatches();

Hooks.once("ready", () => {
  Hooks.callAll(`${MODULE_ID}.ready`);
});
