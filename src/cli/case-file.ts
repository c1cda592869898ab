import { arkhamCases } from "./arkham-cases";
import { ARKHAM_MYTHOS_SCHEMA, arkhamMythosCases } from "./arkham-mythos-cases";
import type { CaseFamily } from "./case-family";
import { hexCases } from "./hex-cases";
import { oneLine } from "./io";
import { LIMITS_CHECKED_FROM, MAX_CASE_CHARS, oversizedCase, withinLimits } from "./case-limits";
import { forEachJsonArrayElement, looksLikeJsonArray, OversizedElement } from "./json-array";

const ARKHAM_SCHEMA = "arkham-movement-cases/1";
const BYTE_ORDER_MARK = 0xfeff;

/**
 * The raw cases of a file, each read just before its visit: a Gloomhaven-family file is split into
 * its cases' texts and each is parsed on its own, so that a case can be let go once it is answered
 * (no per-case growth of memory).
 */
export interface CaseList {
  /**
   * Visits the raw cases in file order; returns how many there were. Throws {@link CaseFileError}
   * when the file turns out not to be JSON part of the way through (the cases before were visited).
   */
  forEach(visit: (raw: unknown, index: number) => void): number;
}

/** A file that turns out not to be a case file while its cases are read (its message, as {@link parseCaseFile} gives it). */
export class CaseFileError extends Error {}

export type LoadedCaseFile =
  | { readonly ok: true; readonly family: CaseFamily; readonly cases: CaseList }
  | { readonly ok: false; readonly message: string };

/**
 * Detects a conformance case file from its content: a JSON array is a Gloomhaven-family file
 * (`[]` included); an object with schema "arkham-movement-cases/1" is an Arkham file.
 */
export function parseCaseFile(file: string, fileName: string): LoadedCaseFile {
  // A UTF-8 byte-order mark (what some editors write first) is not part of the JSON text.
  const text = file.charCodeAt(0) === BYTE_ORDER_MARK ? file.slice(1) : file;
  if (text.trim() === "") return { ok: false, message: `${fileName} is empty: ${EXPECTED}` };
  if (looksLikeJsonArray(text)) {
    const forEach = (visit: (raw: unknown, index: number) => void): number => {
      // Consecutive cases are mostly on one board: its hex list ("map") is parsed once.
      // A case too short to break a limit of case-limits.ts is not walked for them.
      const count = forEachJsonArrayElement(
        text,
        (value, index, length) =>
          visit(
            value instanceof OversizedElement
              ? oversizedCase(index, value.length)
              : length < LIMITS_CHECKED_FROM
                ? value
                : withinLimits(value, index),
            index,
          ),
        "map",
        MAX_CASE_CHARS,
      );
      if (count !== null) return count;
      // Not JSON: the message is the whole file's, as when it is parsed at once.
      const whole = parseJson(text, fileName);
      if (!whole.ok) throw new CaseFileError(whole.message);
      // A bug of the split: a JSON text that starts with `[` is an array, read element by element.
      throw new Error(`the cases of ${fileName} were split wrongly`);
    };
    return { ok: true, family: hexCases, cases: { forEach } };
  }
  const parsed = parseJson(text, fileName);
  if (!parsed.ok) return parsed;
  const data = parsed.data;
  const checked = text.length >= LIMITS_CHECKED_FROM;
  if (Array.isArray(data)) return { ok: true, family: hexCases, cases: listOf(data, checked) };
  if (typeof data === "object" && data !== null) {
    const { schema, cases } = data as { schema?: unknown; cases?: unknown };
    const family =
      schema === ARKHAM_SCHEMA
        ? arkhamCases
        : schema === ARKHAM_MYTHOS_SCHEMA
          ? arkhamMythosCases
          : undefined;
    if (family !== undefined) {
      if (!Array.isArray(cases))
        return { ok: false, message: `${fileName} is not a case file: "cases" must be an array of cases` };
      return { ok: true, family, cases: listOf(cases, checked) };
    }
    if (schema !== undefined) {
      return {
        ok: false,
        message: `${fileName} is not a case file: unknown case-file schema ${oneLine(String(JSON.stringify(schema)))} (expected "${ARKHAM_SCHEMA}")`,
      };
    }
  }
  return { ok: false, message: `${fileName} is not a case file: ${EXPECTED}` };
}

function parseJson(
  text: string,
  fileName: string,
): { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly message: string } {
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: `${fileName} is not valid JSON: ${oneLine((error as Error).message)}` };
  }
}

/** The cases of a parsed file; each walked for the limits of case-limits.ts when the file is long enough to break one. */
function listOf(cases: readonly unknown[], checked: boolean): CaseList {
  return {
    forEach: (visit) => {
      for (let index = 0; index < cases.length; index++)
        visit(checked ? withinLimits(cases[index], index) : cases[index], index);
      return cases.length;
    },
  };
}

const EXPECTED = `expected a JSON array of Gloomhaven-family cases or {"schema": "${ARKHAM_SCHEMA}", "cases": [...]}`;
