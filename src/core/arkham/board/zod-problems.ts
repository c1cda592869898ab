import type { z } from "zod";
import { jsonPath, problem, type ArkhamProblem } from "../problems";

/** Parses one value with a zod schema; shape issues become ArkhamInvalidShape problems under `prefix`. */
export function parseWith<T>(
  schema: z.ZodType<T>,
  value: unknown,
  prefix: readonly PropertyKey[],
  problems: ArkhamProblem[],
): T | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    problems.push(
      problem("ArkhamInvalidShape", jsonPath([...prefix, ...issue.path]), { detail: issue.message }),
    );
  }
  return undefined;
}

/** The id of a raw entry when it has a string `id` (so broken entries still count as known ids). */
export function rawId(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === "string" ? id : undefined;
}
