import type { Problem } from "../../core/gloomhaven";
import type { Localizer } from "../i18n";

/** A user-facing message not yet localized: a full key in lang/en.json and its parameters. */
export interface Message {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** Builds a message value. */
export function message(key: string, params: Readonly<Record<string, string | number>> = {}): Message {
  return { key, params };
}

/** The key under which a core problem code's message lives (Problem doc: MONSTER_AUTOPILOT.Problems). */
function problemKey(code: string): string {
  return `MONSTER_AUTOPILOT.Problems.${code}`;
}

/** Problem parameters that hold a figure id, shown by the figure's name (as the board names it). */
const FIGURE_PARAMS = ["figure", "summoner"] as const;

/** A core problem as a message; `at` is passed as the `hex` parameter, named by `hexLabel`; figure ids by `nameOf`. */
export function problemMessage(
  problem: Problem,
  hexLabel: (h: NonNullable<Problem["at"]>) => string,
  nameOf?: (figureId: string) => string,
): Message {
  const params: Record<string, string | number> = { ...problem.params };
  if (problem.at) params["hex"] = hexLabel(problem.at);
  if (nameOf)
    for (const key of FIGURE_PARAMS) {
      const id = params[key];
      if (typeof id === "string") params[key] = nameOf(id);
    }
  return message(problemKey(problem.code), params);
}

/** Localizes a message; a key missing from the language file falls back to a generic text naming it (never silent). */
export function localizeMessage(i18n: Localizer, m: Message): string {
  if (!i18n.has(m.key)) return i18n.format("MONSTER_AUTOPILOT.Common.UnknownMessage", { key: m.key });
  return Object.keys(m.params).length > 0 ? i18n.format(m.key, m.params) : i18n.localize(m.key);
}
