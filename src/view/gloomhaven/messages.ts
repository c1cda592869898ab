import type { Problem } from "../../core/gloomhaven/result";
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
export function problemKey(code: string): string {
  return `MONSTER_AUTOPILOT.Problems.${code}`;
}

/** A core problem as a message; `at` is passed as the `hex` parameter, named by `hexLabel`. */
export function problemMessage(
  problem: Problem,
  hexLabel: (h: NonNullable<Problem["at"]>) => string,
): Message {
  const params = problem.at ? { ...problem.params, hex: hexLabel(problem.at) } : problem.params;
  return message(problemKey(problem.code), params);
}

/** Localizes a message; a key missing from the language file falls back to a generic text naming it (never silent). */
export function localizeMessage(i18n: Localizer, m: Message): string {
  if (!i18n.has(m.key)) return i18n.format("MONSTER_AUTOPILOT.Common.UnknownMessage", { key: m.key });
  return Object.keys(m.params).length > 0 ? i18n.format(m.key, m.params) : i18n.localize(m.key);
}
