import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arkhamMythosCases } from "../../src/cli/arkham-mythos-cases";
import type { CaseOutput } from "../../src/cli/case-family";
import publicCases from "../fixtures/conformance/arkham-mythos/public.json";
import { allJsonPaths, getAt, setAt, type Segment } from "./json-mutations";
import { runCli } from "./run-cli";

const PUBLIC = JSON.stringify(publicCases);
const withCases = (cases: unknown[]) => JSON.stringify({ schema: "arkham-mythos-cases/1", cases });
const firstCase = publicCases.cases[0]!;

describe("solve --json on an Arkham Mythos-phase case file (CLI contract)", () => {
  it("prints one {id, outcomes} entry per case in file order, each outcome a normalised record", () => {
    const result = runCli(["solve", "m.json", "--json"], { "m.json": PUBLIC });
    expect(result.code).toBe(0);
    const entries = JSON.parse(result.out) as { id: string; outcomes: unknown[] }[];
    expect(entries.map((e) => e.id)).toEqual(publicCases.cases.map((c) => c.id));
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(["id", "outcomes"]);
    expect(entries[0]?.outcomes).toEqual([
      {
        clue: "hibbs-roadhouse",
        doom: 1,
        gateOpened: { at: "black-cave", marker: "yuggoth-1" },
        placed: { "black-cave": ["c1"] },
      },
    ]);
    expect(entries.find((e) => e.id === "my-019")?.outcomes).toEqual([{ awakened: "doom-track-full" }]);
  });

  it("answers a case it cannot solve with {id, error} naming the place of the problem", () => {
    const broken = { ...firstCase, id: "bad", state: { ...firstCase.state, players: 9 } };
    const result = runCli(["solve", "m.json", "--json"], { "m.json": withCases([broken, firstCase]) });
    expect(result.code).toBe(0);
    const [bad, good] = JSON.parse(result.out) as Record<string, unknown>[];
    expect(bad).toEqual({
      id: "bad",
      error: "bad: $.state.players: 9 is not allowed here (a whole number from 1 to 8).",
    });
    expect(good?.id).toBe("my-001");
  });

  it("prints the outcomes readably without --json", () => {
    const result = runCli(["solve", "m.json"], { "m.json": withCases([firstCase]) });
    expect(result.out).toContain("my-001:\n  outcome 1: {");
    expect(result.out.trim().split("\n").at(-1)).toBe(
      "1 cases (arkham-mythos), 1 answered, 0 not answerable",
    );
  });
});

describe("check on an Arkham Mythos-phase case file", () => {
  it("passes every public case", () => {
    const result = runCli(["check", "m.json"], { "m.json": PUBLIC });
    expect(result.out.trim().split("\n").at(-1)).toBe("36 passed, 0 failed");
    expect(result.code).toBe(0);
  });

  it("prints a failing case with expected and actual records and exits 1", () => {
    const wrong = { ...firstCase, expected: [{ ...firstCase.expected[0], doom: 2 }] };
    const result = runCli(["check", "m.json"], { "m.json": withCases([wrong]) });
    expect(result.code).toBe(1);
    expect(result.out).toContain("FAIL my-001");
    expect(result.out).toContain('"doom":2');
    expect(result.out).toContain('"doom":1');
  });

  it("compares outcome records as sets, after dropping defaults (mythos §C)", () => {
    const a: CaseOutput = {
      id: "x",
      outcomes: [{ surge: "woods", placed: { woods: ["c2", "c1"] } }, { clue: "woods" }],
    };
    const b: CaseOutput = {
      id: "x",
      outcomes: [{ clue: "woods" }, { placed: { woods: ["c1", "c2"] }, surge: "woods" }],
    };
    expect(arkhamMythosCases.canonical(a)).toBe(arkhamMythosCases.canonical(b));
  });

  it("reads an `outskirts` equal to the Outskirts before the step as the default", () => {
    const onBoard = publicCases.cases.find((c) => c.id === "my-008")!;
    const spelled = { ...onBoard, expected: [{ ...onBoard.expected[0], doom: 1 }] };
    expect(runCli(["check", "m.json"], { "m.json": withCases([spelled]) }).code).toBe(0);
  });

  it("refuses a case file whose cases are no list, calmly", () => {
    const result = runCli(["check", "m.json"], {
      "m.json": '{"schema": "arkham-mythos-cases/1", "cases": {}}',
    });
    expect(result.code).toBe(1);
    expect(result.out).toBe("");
    expect(result.err).toBe(
      'monster-autopilot: m.json is not a case file: "cases" must be an array of cases\n',
    );
  });
});

type Mutation =
  { readonly pick: number; readonly value: unknown } | { readonly pick: number; readonly from: number };

const MUTATION: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    pick: fc.nat(),
    value: fc.oneof(
      fc.constantFrom(null, "", 0, -1, 1.5, 1e9, true, [], {}, "woods", "outskirts"),
      fc.jsonValue({ maxDepth: 2 }),
    ),
  }),
  fc.record({ pick: fc.nat(), from: fc.nat() }),
);

function mutate(value: unknown, mutations: readonly Mutation[]): unknown {
  return mutations.reduce((current, m) => {
    const places = allJsonPaths(current);
    const at: readonly Segment[] = places[m.pick % places.length]!;
    return setAt(current, at, "from" in m ? getAt(current, places[m.from % places.length]!) : m.value);
  }, value);
}

describe("random mutations of real Mythos-phase cases", () => {
  it("never make the reader throw: every result is {id, outcomes} or a problem list in the one error format", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: publicCases.cases.length - 1 }),
        fc.array(MUTATION, { minLength: 1, maxLength: 3 }),
        (which, mutations) => {
          const raw = mutate(publicCases.cases[which], mutations);
          for (const output of [arkhamMythosCases.solve(raw, 0), arkhamMythosCases.expected(raw, 0)]) {
            const keys = Object.keys(output).sort();
            if ("error" in output) {
              expect(keys).toEqual(["error", "id"]);
              // An id may itself hold "; " (copied from a note), so only the first problem is checked.
              expect(String(output.error).startsWith(`${output.id}: $`)).toBe(true);
            } else expect(keys).toEqual(["id", "outcomes"]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
