// Property: random mutations of real cases never make either case reader throw; every
// result is an answer or a problem list in the one error format, and the CLI still ends `check` with
// its count line.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arkhamCases } from "../../src/cli/arkham-cases";
import type { CaseFamily, CaseOutput } from "../../src/cli/case-family";
import { gloomhavenCases } from "../../src/cli/gloomhaven-cases";
import { allJsonPaths, getAt, setAt, type Segment } from "./json-mutations";
import { runCli } from "./run-cli";

const fixture = (family: string): unknown =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../fixtures/conformance/${family}/public.json`), "utf8"),
  );

const FAMILIES: { name: string; family: CaseFamily; cases: unknown[]; file: (c: unknown[]) => unknown }[] = [
  {
    name: "Gloomhaven-family",
    family: gloomhavenCases,
    cases: fixture("gloomhaven") as unknown[],
    file: (c) => c,
  },
  {
    name: "Arkham",
    family: arkhamCases,
    cases: (fixture("arkham") as { cases: unknown[] }).cases,
    file: (cases) => ({ schema: "arkham-movement-cases/1", cases }),
  },
];

/** Values of the wrong kind, edge numbers and real ids: what a hand-edited file gets wrong. */
const ODD_VALUE = fc.oneof(
  fc.constantFrom(
    null,
    "",
    0,
    -1,
    1.5,
    1e9,
    -1e9,
    1e308,
    true,
    false,
    [],
    {},
    [[]],
    "arkham-base",
    "__proto__",
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

type Mutation =
  | { readonly kind: "set"; readonly pick: number; readonly value: unknown }
  | { readonly kind: "delete"; readonly pick: number }
  | { readonly kind: "copy"; readonly pick: number; readonly from: number };

const MUTATION: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("set" as const), pick: fc.nat(), value: ODD_VALUE }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("copy" as const), pick: fc.nat(), from: fc.nat() }),
);

/** Applies mutations one after the other at places picked among the current value's places. */
function mutate(value: unknown, mutations: readonly Mutation[]): unknown {
  return mutations.reduce((current, m) => {
    const places = allJsonPaths(current);
    const at: readonly Segment[] = places[m.pick % places.length]!;
    if (m.kind === "delete") return at.length === 0 ? current : setAt(current, at, undefined);
    if (m.kind === "copy") return setAt(current, at, getAt(current, places[m.from % places.length]!));
    return setAt(current, at, m.value);
  }, value);
}

/** An answer ({id, answers} or {id, outcomes}) or a problem list in the one error format. */
function expectWellFormed(output: CaseOutput): void {
  expect(typeof output.id).toBe("string");
  const keys = Object.keys(output).sort();
  if ("error" in output) {
    expect(keys).toEqual(["error", "id"]);
    for (const part of String(output.error).split("; "))
      expect(part.startsWith(`${output.id}: $`) && part.split(": ").length >= 3).toBe(true);
  } else {
    expect(keys.length).toBe(2);
    expect(["answers", "outcomes"]).toContain(keys.find((k) => k !== "id"));
  }
}

describe.each(FAMILIES)("random mutations of real $name cases", ({ family, cases, file }) => {
  it("never make the reader throw: every result is an answer or a problem list", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: cases.length - 1 }),
        fc.array(MUTATION, { minLength: 1, maxLength: 3 }),
        (which, mutations) => {
          const raw = mutate(cases[which], mutations);
          expectWellFormed(family.solve(raw, 0));
          expectWellFormed(family.expected(raw, 0));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("never stop the command line: solve --json answers each case, check ends with its count", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: cases.length - 1 }),
        fc.array(MUTATION, { minLength: 1, maxLength: 3 }),
        (which, mutations) => {
          const text = JSON.stringify(file([mutate(cases[which], mutations), cases[0]]));
          const solved = runCli(["solve", "f.json", "--json"], { "f.json": text });
          expect(solved.code).toBe(0);
          expect(JSON.parse(solved.out)).toHaveLength(2);
          const checked = runCli(["check", "f.json"], { "f.json": text });
          // stderr carries at most warnings about keys the format does not know (a mutation may add
          // some), capped by the line that counts the rest (src/cli/unknown-keys.ts).
          for (const line of checked.err.split("\n").filter((l) => l !== ""))
            expect(line).toMatch(
              /^monster-autopilot: warning: f\.json: (.+: unknown key |and \d+ more unknown keys$)/,
            );
          expect(checked.out.trimEnd().split("\n").at(-1)).toMatch(/^[12] passed, [01] failed$/);
          expect(checked.code).toBe(checked.out.includes("\nFAIL") || checked.out.startsWith("FAIL") ? 1 : 0);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("random files", () => {
  it("are a case file or one stderr line, never an exception", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          const result = runCli(["check", "f.json"], { "f.json": text });
          if (result.code === 1 && result.out === "")
            expect(result.err).toMatch(/^monster-autopilot: f\.json.*\n$/);
          else expect(result.out.trimEnd().split("\n").at(-1)).toMatch(/^\d+ passed, \d+ failed$/);
        },
      ),
      { numRuns: 200 },
    );
  });
});
