/**
 * One rule family's side of the case-file commands (`solve`, `check`). The command-line
 * contract fixes the JSON each family prints per case.
 */
export type CaseOutput =
  { readonly id: string; readonly error: string } | ({ readonly id: string } & Record<string, unknown>);

/**
 * What a case format knows at one place of a case: an object's keys, each with what its value
 * holds; a list of such places (`[shape]`); or null where nothing is checked (numbers, texts,
 * hex lists, a record of free keys).
 */
export type KeyShape = null | readonly [KeyShape] | { readonly [key: string]: KeyShape };

export interface CaseFamily {
  /** "gloomhaven" or "arkham": used in messages. */
  readonly name: string;
  /** The keys its case format knows: any other key of a case is named in a warning (src/cli/unknown-keys.ts). */
  readonly knownKeys?: KeyShape;
  /** For a family whose files mix case formats: the keys of this case's format (else `knownKeys`). */
  readonly knownKeysOf?: (raw: unknown) => KeyShape | undefined;
  /** Solves one raw case (ignoring its stored answers). Never throws for bad case content. */
  solve(raw: unknown, index: number): CaseOutput;
  /** The stored answers of one raw case, in the same shape as {@link solve}'s output. */
  expected(raw: unknown, index: number): CaseOutput;
  /** Canonical text of an output's answer set: equal text = equal sets (order-insensitive). */
  canonical(output: CaseOutput): string;
  /** Human-readable lines describing an output (for summaries and failure reports). */
  describe(output: CaseOutput): string[];
  /** The readable `solve` output (without --json), when it differs from {@link describe}: e.g. ties grouped. */
  summarize?(output: CaseOutput): string[];
}

/** A problem of one case: where it is (a JSON path in the case, `$` = the whole case) and what is wrong. */
export interface CaseProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * The one error format of both families: `<case id>: <JSON path>: <message>`, problems joined with
 * "; " (a "; " inside a message becomes ", " so the list always splits back into its problems); past
 * {@link MAX_PROBLEMS}, the rest are counted in a last problem at `$`.
 */
export function caseError(id: string, problems: readonly CaseProblem[]): string {
  const shown = problems.length > MAX_PROBLEMS ? problems.slice(0, MAX_PROBLEMS) : problems;
  const parts = shown.map((p) => `${id}: ${p.path}: ${p.message.replaceAll("; ", ", ")}`);
  if (shown !== problems) parts.push(`${id}: $: and ${problems.length - MAX_PROBLEMS} more problems`);
  return parts.join("; ");
}

/** How many problems of one case an error lists before "and N more problems": the output stays short. */
export const MAX_PROBLEMS = 20;

/** True when an output reports an error instead of answers. */
export function isErrorOutput(output: CaseOutput): output is { readonly id: string; readonly error: string } {
  return typeof (output as { error?: unknown }).error === "string";
}

/** The id of a raw case if it has one, else a positional id. */
export function caseId(raw: unknown, index: number): string {
  if (typeof raw === "object" && raw !== null && typeof (raw as { id?: unknown }).id === "string") {
    return (raw as { id: string }).id;
  }
  return `#${index + 1}`;
}
