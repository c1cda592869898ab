// Public API of the sandbox page's shared UI helpers (DOM building, focus, i18n, link state): other
// folders import from here, never from its files.
export { fixed, html, svg } from "./dom";
export { keepingFocus, nextInDirection, rovingTabStop } from "./focus";
export { handlebars, i18n, t } from "./i18n";
export { packJson, unpackJson } from "./link-codec";
export { readLocationState, writeLocationState } from "./location-state";
