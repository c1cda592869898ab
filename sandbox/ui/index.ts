// Public API of sandbox/ui: other folders import from here, never from the files inside.
export { fixed, html, svg } from "./dom";
export { keepingFocus, nextInDirection, rovingTabStop } from "./focus";
export { handlebars, i18n, t } from "./i18n";
export { packJson, unpackJson } from "./link-codec";
export { readLocationState, writeLocationState } from "./location-state";
