// Public API of src/view: other folders import from here, never from the files inside.
export { registerFoundryHelpers } from "./handlebars-env";
export { type Localizer, localizerFromJson } from "./i18n";
export { helperCallsOf } from "./template-helpers";
