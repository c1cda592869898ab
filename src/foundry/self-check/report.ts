// The self-check's report: each check passed
// or failed with the reason, as plain JSON a GM can paste into a bug report.

/** One check: what was checked, whether it passed, and why (or what was found). */
export interface CheckResult {
  readonly id: string;
  readonly label: string;
  readonly passed: boolean;
  readonly details: readonly string[];
}

/** The whole report. */
export interface SceneCheckReport {
  readonly module: string;
  readonly version: string;
  readonly foundry: { readonly generation: number | null; readonly build: string | null };
  readonly scene: { readonly id: string; readonly name: string } | null;
  readonly passed: boolean;
  readonly checks: readonly CheckResult[];
}

/** A check's result from its findings: passed when there are no problems. */
export function checkResult(
  id: string,
  label: string,
  problems: readonly string[],
  found: readonly string[],
): CheckResult {
  return { id, label, passed: problems.length === 0, details: [...problems, ...found] };
}

/** Runs a check, turning an exception into a failed result that names it. */
export async function safely(
  id: string,
  label: string,
  run: () => Promise<CheckResult> | CheckResult,
): Promise<CheckResult> {
  try {
    return await run();
  } catch (cause) {
    return { id, label, passed: false, details: [cause instanceof Error ? cause.message : String(cause)] };
  }
}
