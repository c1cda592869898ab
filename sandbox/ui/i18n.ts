// The sandbox's localization and Handlebars environment: the same language files and template
// helpers as in Foundry (src/view/i18n.ts, src/view/handlebars-env.ts). The page's language is
// chosen with the header's select, kept in the address (#lang=de) and in localStorage.
import Handlebars from "handlebars";
import de from "../../lang/de.json";
import en from "../../lang/en.json";
import { registerFoundryHelpers } from "../../src/view";
import { localizerFromJson, type Localizer } from "../../src/view";

/** The languages of module.json, by code, with their own names. */
export const LANGUAGES = {
  en: { name: "English", file: en },
  de: { name: "Deutsch", file: de },
} as const;
export type LanguageCode = keyof typeof LANGUAGES;

/** Where the chosen language is remembered between visits. */
const LANGUAGE_STORAGE_KEY = "monster-autopilot.sandbox.lang";

const isLanguage = (code: string | null | undefined): code is LanguageCode =>
  typeof code === "string" && Object.hasOwn(LANGUAGES, code);

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode): the address still carries the language
  }
}

/** The page's language: #lang=… in the address, else the one remembered, else English. */
function pageLanguage(): LanguageCode {
  if (typeof window === "undefined") return "en"; // unit tests under Node
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get("lang");
  if (isLanguage(fromHash)) return fromHash;
  const stored = storedLanguage();
  return isLanguage(stored) ? stored : "en";
}

/** The language this page was loaded in. */
export const language: LanguageCode = pageLanguage();

/** The localizer over the page language's file, as Foundry would load it; English fills nothing in (like Foundry, a missing key shows itself). */
export const i18n: Localizer = localizerFromJson(LANGUAGES[language].file);

/** Remembers a language for the next visits (the caller reloads the page in it). */
export function rememberLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // storage disabled: the address keeps the language for this link
  }
}

/** A Handlebars instance with Foundry's template helpers, for the module's shared templates. */
export const handlebars = Handlebars.create();
registerFoundryHelpers(handlebars, i18n);

/** A sandbox UI string (MONSTER_AUTOPILOT.Sandbox.*), formatted when data is given. */
export function t(key: string, data?: Readonly<Record<string, string | number>>): string {
  const full = `MONSTER_AUTOPILOT.Sandbox.${key}`;
  return data ? i18n.format(full, data) : i18n.localize(full);
}
