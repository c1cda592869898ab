import { caseError, caseId, isErrorOutput, type CaseFamily, type CaseOutput } from "./case-family";
import { parseCaseFile } from "./case-file";

import type { Io } from "./io";

/** `solve FILE [--json]`: answers every case, in file order. */
export function runSolve(text: string, file: string, json: boolean, io: Io): number {
  const loaded = parseCaseFile(text, file);
  if (!loaded.ok) {
    io.err(`monster-autopilot: ${loaded.message}\n`);
    return 1;
  }
  const outputs = loaded.cases.map((raw, index) => guarded(raw, index, loaded.family.solve));
  if (json) {
    io.out(`${JSON.stringify(outputs)}\n`);
    return 0;
  }
  const lines = outputs.flatMap((output) => [
    `${output.id}:`,
    ...(loaded.family.summarize?.(output) ?? loaded.family.describe(output)).map((l) => `  ${l}`),
  ]);
  const errors = outputs.filter(isErrorOutput).length;
  lines.push(
    `${outputs.length} cases (${loaded.family.name}), ${outputs.length - errors} answered, ${errors} not answerable`,
  );
  io.out(`${lines.join("\n")}\n`);
  return 0;
}

/** `check FILE`: solves and compares with the stored answers as sets. */
export function runCheck(text: string, file: string, io: Io): number {
  const loaded = parseCaseFile(text, file);
  if (!loaded.ok) {
    io.err(`monster-autopilot: ${loaded.message}\n`);
    return 1;
  }
  const { family } = loaded;
  let passed = 0;
  let failed = 0;
  const lines: string[] = [];
  loaded.cases.forEach((raw, index) => {
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
  lines.push(`${passed} passed, ${failed} failed`);
  io.out(`${lines.join("\n")}\n`);
  return failed > 0 ? 1 : 0;
}

function section(title: string, body: string[]): string[] {
  return [`  ${title}:`, ...body.map((l) => `    ${l}`)];
}

/**
 * Runs one case through a family's reader: they report bad input as `{id, error}` and never throw;
 * should one throw all the same (a bug), that case gets the error and every other case its answer.
 */
function guarded(raw: unknown, index: number, run: CaseFamily["solve"]): CaseOutput {
  try {
    return run(raw, index);
  } catch (error) {
    const id = caseId(raw, index);
    return { id, error: caseError(id, [{ path: "$", message: `internal error: ${String(error)}` }]) };
  }
}
