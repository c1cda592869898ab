import type { Localizer } from "./i18n";

const rulesByLang = new Map<string, Intl.PluralRules>();

function pluralRules(lang: string): Intl.PluralRules {
  let rules = rulesByLang.get(lang);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      // A language code Intl does not accept (a RangeError) counts as English.
      rules = new Intl.PluralRules("en");
    }
    rulesByLang.set(lang, rules);
  }
  return rules;
}

/**
 * A counted phrase in the language's plural form: `key.one`, `key.other` (and `key.few`, ... where
 * a language has them), chosen with Intl.PluralRules as Foundry's `game.i18n.pluralRules` does;
 * `{count}` is filled in. A missing form falls back to `key.other`.
 */
export function formatCount(
  i18n: Localizer,
  key: string,
  count: number,
  data: Readonly<Record<string, string | number>> = {},
): string {
  const form = `${key}.${pluralRules(i18n.lang ?? "en").select(count)}`;
  return i18n.format(i18n.has(form) ? form : `${key}.other`, { ...data, count });
}
