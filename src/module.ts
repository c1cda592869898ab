// Module entry: wires the Foundry adapters up, nothing else.
import "./foundry/augment";
import { registerArkhamIntegration } from "./foundry/arkham/register";
import { MODULE_ID } from "./foundry/constants";
import { registerHexIntegration } from "./foundry/gloomhaven/register";
import { registerSelfCheck } from "./foundry/self-check/register";

registerHexIntegration();
registerArkhamIntegration();
registerSelfCheck();

Hooks.once("ready", () => {
  Hooks.callAll(`${MODULE_ID}.ready`);
});
