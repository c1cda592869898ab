import type { ArkhamProblem } from "../../core/arkham";
import type { Localizer } from "../i18n";
import { problemKey } from "./labels";

const K = "MONSTER_AUTOPILOT.Arkham.Warning";

/**
 * What keeps the scene from being read cleanly into the core (tokens in no area are
 * listed with a warning, never guessed). The Foundry adapter produces these; the view words them.
 */
export type SetupWarning =
  | { readonly code: "no-board" }
  | { readonly code: "not-active-gm" }
  | { readonly code: "board-invalid"; readonly problems: readonly ArkhamProblem[] }
  | { readonly code: "region-unknown-area"; readonly region: string; readonly area: string }
  | { readonly code: "token-outside"; readonly token: string }
  | { readonly code: "token-ambiguous"; readonly token: string; readonly areas: readonly string[] }
  | { readonly code: "sneak-unknown"; readonly token: string; readonly path: string }
  | { readonly code: "monster-unknown"; readonly token: string };

/** Localized text of a core problem: its message with the JSON path it names. */
export function describeProblem(problem: ArkhamProblem, i18n: Localizer): string {
  return i18n.format(problemKey(problem.code), { ...problem.params, path: problem.path });
}

/** The setup warnings in words, one line each (a broken board gives one line per problem). */
export function describeSetupWarnings(warnings: readonly SetupWarning[], i18n: Localizer): string[] {
  return warnings.flatMap((warning): string[] => {
    switch (warning.code) {
      case "no-board":
        return [i18n.localize(`${K}.NoBoard`)];
      case "not-active-gm":
        return [i18n.localize("MONSTER_AUTOPILOT.Arkham.Mythos.ActiveGMOnly")];
      case "board-invalid":
        return [
          i18n.localize(`${K}.BoardInvalid`),
          ...warning.problems.map((problem) => describeProblem(problem, i18n)),
        ];
      case "region-unknown-area":
        return [i18n.format(`${K}.RegionUnknownArea`, { region: warning.region, area: warning.area })];
      case "token-outside":
        return [i18n.format(`${K}.TokenOutside`, { token: warning.token })];
      case "token-ambiguous":
        return [
          i18n.format(`${K}.TokenAmbiguous`, { token: warning.token, areas: warning.areas.join(", ") }),
        ];
      case "sneak-unknown":
        return [i18n.format(`${K}.SneakUnknown`, { token: warning.token, path: warning.path })];
      case "monster-unknown":
        return [i18n.format(`${K}.MonsterUnknown`, { token: warning.token })];
    }
  });
}
