// The English language file as a Localizer, as the sandbox and Foundry see it.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { localizerFromJson } from "../../../src/view/i18n";

export const EN: unknown = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../../lang/en.json"), "utf8"),
);
export const i18n = localizerFromJson(EN);
