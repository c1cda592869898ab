import { arkhamCases } from "./arkham-cases";
import type { CaseFamily } from "./case-family";
import { gloomhavenCases } from "./gloomhaven-cases";
import { oneLine } from "./io";
import { jsonArrayElements } from "./json-array";

const ARKHAM_SCHEMA = "arkham-movement-cases/1";

/**
 * The raw cases of a file, each read when it is asked for: a Gloomhaven-family file is split into
 * its cases' texts and each is parsed on its own, so that a case can be let go once it is answered
 * (issue 14: no per-case growth of memory).
 */
export interface CaseList {
  readonly length: number;
  /** The raw case at an index; throws {@link CaseFileError} if its text is not JSON (nor is the file then). */
  at(index: number): unknown;
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
export function parseCaseFile(text: string, fileName: string): LoadedCaseFile {
  if (text.trim() === "") return { ok: false, message: `${fileName} is empty: ${EXPECTED}` };
  const elements = jsonArrayElements(text);
  if (elements !== null) {
    const { starts, ends } = elements;
    const at = (index: number): unknown => {
      try {
        return JSON.parse(text.slice(starts[index], ends[index]));
      } catch {
        // Not JSON: the message is the whole file's, as when it is parsed at once.
        const whole = parseJson(text, fileName);
        if (!whole.ok) throw new CaseFileError(whole.message);
        // A bug of the scan: every element of a valid array parses on its own.
        throw new Error(`case ${index + 1} of ${fileName} was split wrongly`);
      }
    };
    return { ok: true, family: gloomhavenCases, cases: { length: starts.length, at } };
  }
  const parsed = parseJson(text, fileName);
  if (!parsed.ok) return parsed;
  const data = parsed.data;
  if (Array.isArray(data)) return { ok: true, family: gloomhavenCases, cases: listOf(data) };
  if (typeof data === "object" && data !== null) {
    const { schema, cases } = data as { schema?: unknown; cases?: unknown };
    if (schema === ARKHAM_SCHEMA) {
      if (!Array.isArray(cases))
        return { ok: false, message: `${fileName} is not a case file: "cases" must be an array of cases` };
      return { ok: true, family: arkhamCases, cases: listOf(cases) };
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

function listOf(cases: readonly unknown[]): CaseList {
  return { length: cases.length, at: (index) => cases[index] };
}

const EXPECTED = `expected a JSON array of Gloomhaven-family cases or {"schema": "${ARKHAM_SCHEMA}", "cases": [...]}`;
