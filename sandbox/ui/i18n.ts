// The sandbox's localization and Handlebars environment: the same language file and template
// helpers as in Foundry (src/view/i18n.ts, src/view/handlebars-env.ts).
import Handlebars from "handlebars";
import en from "../../lang/en.json";
import { registerFoundryHelpers } from "../../src/view/handlebars-env";
import { localizerFromJson, type Localizer } from "../../src/view/i18n";

/** The English localizer over lang/en.json, as Foundry would load it. */
export const i18n: Localizer = localizerFromJson(en);

/** A Handlebars instance with Foundry's template helpers, for the module's shared templates. */
export const handlebars = Handlebars.create();
registerFoundryHelpers(handlebars, i18n);

/** A sandbox UI string (MONSTER_AUTOPILOT.Sandbox.*), formatted when data is given. */
export function t(key: string, data?: Readonly<Record<string, string | number>>): string {
  const full = `MONSTER_AUTOPILOT.Sandbox.${key}`;
  return data ? i18n.format(full, data) : i18n.localize(full);
}
