// The keys the command line warns about (src/cli/unknown-keys.ts) are those the readers do not
// know: the Gloomhaven-family key shape is held to the case schema itself.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { caseSchema } from "../../src/core/gloomhaven-cases/schema";
import { gloomhavenCases } from "../../src/cli/gloomhaven-cases";
import type { KeyShape } from "../../src/cli/case-family";

/** The object schema inside optional / nullable wrappers, if there is one. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  let inner: unknown = schema;
  for (let i = 0; i < 5; i++) {
    const def = (
      inner as { def?: { type?: string; innerType?: unknown; shape?: unknown; element?: unknown } }
    ).def;
    if (def?.type === "object") return def.shape as Record<string, z.ZodType>;
    if (def?.type === "optional" || def?.type === "nullable") inner = def.innerType;
    else return null;
  }
  return null;
}

function elementOf(schema: z.ZodType): z.ZodType | null {
  let inner: unknown = schema;
  for (let i = 0; i < 5; i++) {
    const def = (inner as { def?: { type?: string; innerType?: unknown; element?: unknown } }).def;
    if (def?.type === "array") return def.element as z.ZodType;
    if (def?.type === "optional" || def?.type === "nullable") inner = def.innerType;
    else return null;
  }
  return null;
}

/** Every object place the key shape looks into has exactly the schema's keys there. */
function compare(shape: KeyShape, schema: z.ZodType, path: string): string[] {
  if (shape === null) return [];
  if (Array.isArray(shape)) {
    const element = elementOf(schema);
    return element === null
      ? [`${path}: not a list in the schema`]
      : compare((shape as [KeyShape])[0], element, `${path}[]`);
  }
  const known = objectShape(schema);
  if (known === null) return [`${path}: not an object in the schema`];
  const keys = shape as Record<string, KeyShape>;
  const differ =
    JSON.stringify(Object.keys(keys).sort()) === JSON.stringify(Object.keys(known).sort()) ? [] : [path];
  return [
    ...differ,
    ...Object.entries(keys).flatMap(([k, v]) => (known[k] ? compare(v, known[k], `${path}.${k}`) : [])),
  ];
}

describe("unknown keys of a Gloomhaven-family case", () => {
  it("the key shape knows exactly the keys of the case schema, where it looks", () => {
    const shape = gloomhavenCases.knownKeys;
    expect(shape).toBeDefined();
    expect(compare(shape ?? null, caseSchema(), "$")).toEqual([]);
  });
});
