// How the command line words a value outside a fixed set: with the value given, so a person sees
// what they wrote ('"gloomhaven-2e" is not one of "frosthaven", "gloomhaven", "jotl"'), through
// zod's documented global error customisation (z.config customError,
// https://zod.dev/error-customization#global-error-customization). Only the words change: every
// other issue keeps zod's own message, and answers are never affected.
import { z } from "zod";

/** The most characters of a given value a message quotes. */
const QUOTED_CHARS = 60;

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS)}…` : text;
}

/** Words zod's "invalid value" issues (an enum or literal) with the value given; the rest as zod words them. */
export function useValueMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.code !== "invalid_value") return undefined;
      const allowed = issue.values.map((v) => shown(v));
      return allowed.length === 1
        ? `${shown(issue.input)} is not ${allowed[0]}`
        : `${shown(issue.input)} is not one of ${allowed.join(", ")}`;
    },
  });
}
