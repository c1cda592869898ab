import { arkhamCases } from "./arkham-cases";
import type { CaseFamily } from "./case-family";
import { gloomhavenCases } from "./gloomhaven-cases";
import { oneLine } from "./io";

const ARKHAM_SCHEMA = "arkham-movement-cases/1";

export type LoadedCaseFile =
  | { readonly ok: true; readonly family: CaseFamily; readonly cases: readonly unknown[] }
  | { readonly ok: false; readonly message: string };

/**
 * Detects a conformance case file from its content: a JSON array is a Gloomhaven-family file
 * (`[]` included); an object with schema "arkham-movement-cases/1" is an Arkham file.
 */
export function parseCaseFile(text: string, fileName: string): LoadedCaseFile {
  if (text.trim() === "") return { ok: false, message: `${fileName} is empty: ${EXPECTED}` };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${fileName} is not valid JSON: ${oneLine((error as Error).message)}` };
  }
  if (Array.isArray(data)) return { ok: true, family: gloomhavenCases, cases: data };
  if (typeof data === "object" && data !== null) {
    const { schema, cases } = data as { schema?: unknown; cases?: unknown };
    if (schema === ARKHAM_SCHEMA) {
      if (!Array.isArray(cases))
        return { ok: false, message: `${fileName} is not a case file: "cases" must be an array of cases` };
      return { ok: true, family: arkhamCases, cases };
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

const EXPECTED = `expected a JSON array of Gloomhaven-family cases or {"schema": "${ARKHAM_SCHEMA}", "cases": [...]}`;
