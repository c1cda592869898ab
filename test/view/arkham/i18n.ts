// The English localizer over lang/en.json, as the sandbox and the tests use it outside Foundry.
import { readFileSync } from "node:fs";
import { localizerFromJson } from "../../../src/view/i18n";

export const EN = JSON.parse(readFileSync("lang/en.json", "utf8")) as unknown;
export const i18n = localizerFromJson(EN);
