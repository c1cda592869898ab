import type { Localizer } from "../view";

/** `game.i18n` as the view layer's Localizer (numbers are passed to format as text). */
export function foundryLocalizer(): Localizer {
  return {
    localize: (key) => game.i18n.localize(key),
    format: (key, data) =>
      game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))),
    has: (key) => game.i18n.has(key),
    // Read when used: the world's language, for plural forms (Foundry's Localization#lang).
    get lang() {
      return game.i18n.lang;
    },
  };
}
