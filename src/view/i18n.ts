/**
 * Localization seen from the view layer: Foundry passes `game.i18n`, the sandbox and the tests
 * pass {@link localizerFromJson} over lang/en.json. Keys are full dotted keys
 * ("MONSTER_AUTOPILOT.Hex.Move"); `{name}` placeholders are filled like `game.i18n.format`.
 */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data: Readonly<Record<string, string | number>>): string;
  has(key: string): boolean;
  /** The language code ("en", "de"), for plural forms; English when absent. */
  readonly lang?: string;
}

/** Flattens nested translation objects into dotted keys, as Foundry does when it loads a language file. */
export function flattenTranslations(
  tree: unknown,
  prefix = "",
  out: Record<string, string> = {},
): Record<string, string> {
  if (typeof tree === "string") {
    out[prefix] = tree;
  } else if (typeof tree === "object" && tree !== null) {
    for (const [key, value] of Object.entries(tree))
      flattenTranslations(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** Fills `{name}` placeholders; unknown placeholders stay as written (Foundry's behaviour). */
function fillPlaceholders(text: string, data: Readonly<Record<string, string | number>>): string {
  return text.replace(/{([^{}]+)}/g, (whole, name: string) => {
    const value = data[name];
    return value === undefined ? whole : String(value);
  });
}

/** A localizer over a language file's JSON; a missing key localizes to itself, like Foundry. */
export function localizerFromJson(languageFile: unknown, lang = "en"): Localizer {
  const table = flattenTranslations(languageFile);
  return {
    lang,
    localize: (key) => table[key] ?? key,
    format: (key, data) => fillPlaceholders(table[key] ?? key, data),
    has: (key) => key in table,
  };
}
