import { caseError, caseId, isErrorOutput, type CaseFamily, type CaseOutput } from "./case-family";
import { CaseFileError, parseCaseFile, type CaseList } from "./case-file";
import { RefusedCase } from "./case-limits";

import { readable, type Io } from "./io";
import { unknownKeyWarnings } from "./unknown-keys";
import { useValueMessages } from "./value-messages";

useValueMessages();

/** `solve FILE [--json]`: answers every case, in file order. */
export function runSolve(text: string, file: string, json: boolean, io: Io): number {
  const loaded = parseCaseFile(text, file);
  if (!loaded.ok) {
    io.err(readable(`monster-autopilot: ${loaded.message}\n`));
    return 1;
  }
  const { family, cases } = loaded;
  const keys = unknownKeyWarnings(family.knownKeysOf ?? (() => family.knownKeys), file, io);
  // Each case is put into text as soon as it is answered, then let go (no per-case growth).
  const parts: string[] = [];
  let errors = 0;
  const count = eachCase(cases, io, (raw, index) => {
    keys.check(raw, index);
    const output = guarded(raw, index, family.solve);
    if (json) {
      parts.push(JSON.stringify(output));
      return;
    }
    if (isErrorOutput(output)) errors++;
    parts.push(
      `${output.id}:`,
      ...(family.summarize?.(output) ?? family.describe(output)).map((l) => `  ${l}`),
    );
  });
  if (count === null) return 1;
  keys.finish();
  if (json) {
    // The same text as JSON.stringify of the list of outputs.
    io.out(`[${parts.join(",")}]\n`);
    return 0;
  }
  parts.push(`${count} cases (${family.name}), ${count - errors} answered, ${errors} not answerable`);
  // Case ids and messages quote the file: escaped so that they cannot act on the terminal.
  io.out(readable(`${parts.join("\n")}\n`));
  return 0;
}

/** `check FILE`: solves and compares with the stored answers as sets. */
export function runCheck(text: string, file: string, io: Io): number {
  const loaded = parseCaseFile(text, file);
  if (!loaded.ok) {
    io.err(readable(`monster-autopilot: ${loaded.message}\n`));
    return 1;
  }
  const { family } = loaded;
  const keys = unknownKeyWarnings(family.knownKeysOf ?? (() => family.knownKeys), file, io);
  let passed = 0;
  let failed = 0;
  const lines: string[] = [];
  const count = eachCase(loaded.cases, io, (raw, index) => {
    keys.check(raw, index);
    const expected = guarded(raw, index, family.expected);
    const actual = guarded(raw, index, family.solve);
    if (isErrorOutput(expected) || isErrorOutput(actual)) {
      // A case that cannot be read or solved fails with its reasons, each said once.
      failed++;
      const reasons = [...new Set([actual, expected].filter(isErrorOutput).map((o) => o.error))];
      lines.push(`FAIL ${actual.id}`, `  error: ${reasons.join("; ")}`);
      if (!isErrorOutput(actual)) lines.push(...section("actual", family.describe(actual)));
      return;
    }
    if (family.canonical(expected) === family.canonical(actual)) {
      passed++;
      return;
    }
    failed++;
    lines.push(
      `FAIL ${actual.id}`,
      ...section("expected", family.describe(expected)),
      ...section("actual", family.describe(actual)),
    );
  });
  if (count === null) return 1;
  keys.finish();
  lines.push(`${passed} passed, ${failed} failed`);
  io.out(readable(`${lines.join("\n")}\n`));
  return failed > 0 ? 1 : 0;
}

/**
 * Visits the cases in file order, each read just before its visit; their number, or null, with the
 * message on stderr and nothing on stdout, when the file turns out not to be JSON part of the way through.
 */
function eachCase(cases: CaseList, io: Io, visit: (raw: unknown, index: number) => void): number | null {
  try {
    return cases.forEach(visit);
  } catch (error) {
    if (!(error instanceof CaseFileError)) throw error;
    io.err(readable(`monster-autopilot: ${error.message}\n`));
    return null;
  }
}

function section(title: string, body: string[]): string[] {
  return [`  ${title}:`, ...body.map((l) => `    ${l}`)];
}

/**
 * Runs one case through a family's reader (a case past the limits of case-limits.ts gets its one
 * problem instead): they report bad input as `{id, error}` and never throw;
 * should one throw all the same (a bug), that case gets the error and every other case its answer.
 */
function guarded(raw: unknown, index: number, run: CaseFamily["solve"]): CaseOutput {
  if (raw instanceof RefusedCase) return { id: raw.id, error: caseError(raw.id, [raw.problem]) };
  try {
    return run(raw, index);
  } catch (error) {
    const id = caseId(raw, index);
    return { id, error: caseError(id, [{ path: "$", message: `internal error: ${String(error)}` }]) };
  }
}
