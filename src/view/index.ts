// Public API of the shared view helpers (localizer, Handlebars helpers Foundry registers, template
// checks): other folders import from here, never from its files.
export { registerFoundryHelpers } from "./handlebars-env";
export { type Localizer, localizerFromJson } from "./i18n";
export { helperCallsOf } from "./template-helpers";
export { formatCount } from "./plural";
