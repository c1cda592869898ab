// Limits on one case, checked where every case family's reading passes (src/cli/case-file.ts):
// a case past them is answered with one problem naming its size and the limit, before any family
// reads it, so that a huge board costs neither minutes nor gigabytes nor a megabyte-long error.
import { caseId, type CaseProblem } from "./case-family";

/** The most characters of JSON one case of a Gloomhaven-family file may have: what a 300×300 board takes, thrice. */
export const MAX_CASE_CHARS = 4 * 1024 * 1024;

/** The most items a list in a case may hold: a board of 300×300 hexes (90,000) fits; no real board comes near. */
const MAX_LIST_ITEMS = 100_000;

/** The most characters a text (an id, a name) in a case may have: every message repeats a case's id. */
const MAX_TEXT_CHARS = 10_000;

/** A case of fewer characters of JSON than this cannot hold a list or text past the limits, so it need not be walked. */
export const LIMITS_CHECKED_FROM = MAX_TEXT_CHARS;

/** A case refused before its family reads it: its id (or position) and the one problem. */
export class RefusedCase {
  constructor(
    readonly id: string,
    readonly problem: CaseProblem,
  ) {}
}

const count = (n: number): string => n.toLocaleString("en-US");

/** The case at `index` of `length` characters of JSON, too long to be parsed. */
export function oversizedCase(index: number, length: number): RefusedCase {
  return new RefusedCase(`#${index + 1}`, {
    path: "$",
    message: `the case is ${count(length)} characters of JSON, more than the ${count(MAX_CASE_CHARS)} a case may have`,
  });
}

/** A value met in the walk, with the way to it (its path is made only for a problem). */
interface Place {
  readonly value: unknown;
  readonly parent: Place | null;
  readonly key: string | number;
}

function pathOf(place: Place): string {
  let path = "";
  for (let p: Place | null = place; p !== null && p.parent !== null; p = p.parent)
    path = `${typeof p.key === "number" ? `[${p.key}]` : `.${p.key}`}${path}`;
  return `$${path}`;
}

/**
 * The case itself, or a {@link RefusedCase} when one of its lists holds more than
 * {@link MAX_LIST_ITEMS} items or one of its texts or keys has more than {@link MAX_TEXT_CHARS}
 * characters (the first found, depth first). Walks without recursion: a case may nest as deep as
 * JSON.parse allows.
 */
export function withinLimits(raw: unknown, index: number): unknown {
  const stack: Place[] = [{ value: raw, parent: null, key: "" }];
  for (let place = stack.pop(); place !== undefined; place = stack.pop()) {
    const { value } = place;
    const problem = limitProblem(value, place);
    if (problem !== null) {
      const id = caseId(raw, index);
      return new RefusedCase(id.length > MAX_TEXT_CHARS ? `#${index + 1}` : id, problem);
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], parent: place, key: i });
    } else if (typeof value === "object" && value !== null) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] ?? "";
        if (key.length > MAX_TEXT_CHARS)
          return new RefusedCase(`#${index + 1}`, textProblem(pathOf(place), "key", key));
        stack.push({ value: (value as Record<string, unknown>)[key], parent: place, key });
      }
    }
  }
  return raw;
}

function limitProblem(value: unknown, place: Place): CaseProblem | null {
  if (typeof value === "string" && value.length > MAX_TEXT_CHARS)
    return textProblem(pathOf(place), "text", value);
  if (Array.isArray(value) && value.length > MAX_LIST_ITEMS)
    return {
      path: pathOf(place),
      message: `a list of ${count(value.length)} items, more than the ${count(MAX_LIST_ITEMS)} a list in a case may hold`,
    };
  return null;
}

function textProblem(path: string, kind: "text" | "key", text: string): CaseProblem {
  return {
    path,
    message: `a ${kind} of ${count(text.length)} characters, more than the ${count(MAX_TEXT_CHARS)} a ${kind} in a case may have`,
  };
}
