// The CLI meets bad input calmly: a file that is not a case file is one stderr line; a
// malformed case is answered with {id, error} (solve) or counted failed once (check), for every
// field of both case formats, in the one error format `<case id>: <JSON path>: <message>`.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli";
import { getAt, jsonPaths, setAt } from "./json-mutations";

const fixture = (family: string): unknown =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../fixtures/conformance/${family}/public.json`), "utf8"),
  );
const HEX_CASES = fixture("gloomhaven") as Record<string, unknown>[];
const ARKHAM_CASES = (fixture("arkham") as { cases: Record<string, unknown>[] }).cases;

const FAMILIES = [
  { name: "Gloomhaven-family", good: HEX_CASES[0]!, other: HEX_CASES[1]!, file: (cases: unknown[]) => cases },
  {
    name: "Arkham",
    good: ARKHAM_CASES[0]!,
    other: ARKHAM_CASES[1]!,
    file: (cases: unknown[]) => ({ schema: "arkham-movement-cases/1", cases }),
  },
];

/** One problem of the error format: `<case id>: <JSON path>: <message>`. */
const PROBLEM = /^(.+?): (\$[^ ]*): (.+)$/s;

function problemsOf(error: string): { id: string; path: string; message: string }[] {
  return error.split("; ").map((part) => {
    const match = PROBLEM.exec(part);
    if (!match) throw new Error(`not in the error format: ${part}`);
    return { id: match[1]!, path: match[2]!, message: match[3]! };
  });
}

/** The value a field must not hold: a string where it holds anything else, a number where it holds a string. */
const wrongValue = (value: unknown): unknown => (typeof value === "string" ? 42 : "oops");

describe("a file that is not a case file", () => {
  it.each([
    ["not JSON", "this is { not json"],
    ["not JSON over several lines", '[\n  {"id": "a",\n  oops\n]'],
    ["empty", ""],
    ["only whitespace", "  \n\t"],
    ["an object", '{"a": 1}'],
    ["a number", "42"],
    ["null", "null"],
    ["a string", '"cases"'],
    ["an unknown schema", '{"schema": "other/1", "cases": []}'],
    ["an Arkham file whose cases are no list", '{"schema": "arkham-movement-cases/1", "cases": {}}'],
  ])("%s: exit 1, one stderr line naming the file, nothing on stdout", (_name, text) => {
    for (const argv of [
      ["solve", "bad file.json", "--json"],
      ["solve", "bad file.json"],
      ["check", "bad file.json"],
    ]) {
      const result = runCli(argv, { "bad file.json": text });
      expect(result.code).toBe(1);
      expect(result.out).toBe("");
      expect(result.err).toMatch(/^monster-autopilot: bad file\.json[: ].+\n$/);
      expect(result.err.trimEnd()).not.toContain("\n");
      expect(result.err).not.toMatch(/\n\s+at /);
    }
  });

  it("names the problem: empty, not valid JSON, not a case file", () => {
    const err = (text: string) => runCli(["check", "f.json"], { "f.json": text }).err;
    expect(err("")).toContain("f.json is empty");
    expect(err("{")).toContain("f.json is not valid JSON");
    expect(err('{"a": 1}')).toContain("f.json is not a case file");
  });

  it("missing: exit 1 with one line naming the file", () => {
    const result = runCli(["check", "missing.json"]);
    expect(result).toMatchObject({ code: 1, out: "" });
    expect(result.err).toMatch(/^monster-autopilot: cannot read missing\.json: .+\n$/);
  });
});

describe.each(FAMILIES)("a malformed $name case among good ones", ({ good, other, file }) => {
  const goodId = good["id"] as string;
  const otherId = other["id"] as string;
  // Every field of the case (every object key and list item, at any depth), the case itself included.
  const paths = jsonPaths(good);

  it.each(paths.map((p) => [p.text, p.segments] as const))(
    "%s holding a wrong value: solve answers the others, check fails it once",
    (_text, segments) => {
      const bad = setAt(good, segments, wrongValue(getAt(good, segments)));
      const id = segments[0] === "id" || segments.length === 0 ? "#2" : goodId;
      const text = JSON.stringify(file([other, bad, other]));

      const solved = runCli(["solve", "f.json", "--json"], { "f.json": text });
      expect(solved.code).toBe(0);
      const entries = JSON.parse(solved.out) as Record<string, unknown>[];
      expect(entries.map((e) => e["id"])).toEqual([otherId, id, otherId]);
      expect(entries[0]).not.toHaveProperty("error");
      expect(entries[2]).toEqual(entries[0]);
      expect(Object.keys(entries[1]!).sort()).toEqual(["error", "id"]);
      const problems = problemsOf(entries[1]!["error"] as string);
      expect(problems.every((p) => p.id === id)).toBe(true);
      // The problem is named at the field (or, for a board area's id, at the places that use it).
      const field = `$${segments.map((s) => (typeof s === "number" ? `[${s}]` : `.${s}`)).join("")}`;
      expect(problems.some((p) => p.path === field || p.path.startsWith(`${field}.`))).toBe(true);

      const checked = runCli(["check", "f.json"], { "f.json": text });
      expect(checked.code).toBe(1);
      expect(checked.err).toBe("");
      const lines = checked.out.trimEnd().split("\n");
      expect(lines.at(-1)).toBe("2 passed, 1 failed");
      expect(lines).toContain(`FAIL ${id}`);
      expect(lines).toContain(`  error: ${entries[1]!["error"] as string}`);
      expect(checked.out.split(entries[1]!["error"] as string)).toHaveLength(2); // said once
      expect(lines).not.toContain("  expected:");
    },
  );

  it("a case without stored answers: solve answers it, check fails it naming the missing field", () => {
    const field = "answers" in good ? "answers" : "expected";
    const bare = Object.fromEntries(Object.entries(good).filter(([key]) => key !== field));
    const text = JSON.stringify(file([bare]));
    const [entry] = JSON.parse(runCli(["solve", "f.json", "--json"], { "f.json": text }).out) as Record<
      string,
      unknown
    >[];
    expect(entry).not.toHaveProperty("error");
    const checked = runCli(["check", "f.json"], { "f.json": text });
    expect(checked.code).toBe(1);
    expect(checked.out).toContain(`  error: ${goodId}: $.${field}: `);
    expect(checked.out.trimEnd().split("\n").at(-1)).toBe("0 passed, 1 failed");
  });
});

describe("the crash of the outside check", () => {
  it("an Arkham case whose expected outcome is a string instead of a list of paths", () => {
    const bad = { ...ARKHAM_CASES[0]!, expected: { m1: "down-st" } };
    const text = JSON.stringify({ schema: "arkham-movement-cases/1", cases: [bad] });
    const checked = runCli(["check", "f.json"], { "f.json": text });
    expect(checked.code).toBe(1);
    expect(checked.out).toContain("error: ah-001: $.expected.m1: ");
    expect(checked.out.trimEnd().split("\n").at(-1)).toBe("0 passed, 1 failed");
    const [entry] = JSON.parse(runCli(["solve", "f.json", "--json"], { "f.json": text }).out) as {
      error: string;
    }[];
    expect(problemsOf(entry!.error)[0]).toMatchObject({ id: "ah-001", path: "$.expected.m1" });
  });
});

describe("problems found after reading (Gloomhaven family): named by the field they come from", () => {
  const base = HEX_CASES[0]! as { figures: { at: number[] }[]; terrain: unknown[]; walls: unknown[] };

  it.each([
    ["an unknown terrain kind", { terrain: [{ at: [3, 3], kind: "lava" }] }, "$.terrain[0].kind"],
    [
      "a wall between hexes that are not neighbours",
      {
        walls: [
          [
            [0, 0],
            [5, 5],
          ],
        ],
      },
      "$.walls[0]",
    ],
    [
      "a figure off the map",
      { figures: base.figures.map((f, i) => (i === 1 ? { ...f, at: [90, 90] } : f)) },
      "$.figures[1].at",
    ],
    [
      "a second figure on one hex",
      { figures: base.figures.map((f, i) => (i === 1 ? { ...f, at: base.figures[0]!.at } : f)) },
      "$.figures[1].at",
    ],
    ["a negative move", { action: { ...(HEX_CASES[0]!["action"] as object), move: -1 } }, "$.action.move"],
  ])("%s", (_name, change, path) => {
    const text = JSON.stringify([{ ...HEX_CASES[0]!, ...change }]);
    const [entry] = JSON.parse(runCli(["solve", "f.json", "--json"], { "f.json": text }).out) as {
      error: string;
    }[];
    expect(problemsOf(entry!.error).map((p) => p.path)).toContain(path);
  });
});

describe("the problem messages", () => {
  it("never contain the '; ' that separates problems, so an error splits back into its problems", () => {
    const lang = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../lang/en.json"), "utf8")) as {
      MONSTER_AUTOPILOT: { Problems: Record<string, string> };
    };
    const joined = Object.entries(lang.MONSTER_AUTOPILOT.Problems).filter(([, text]) => text.includes("; "));
    expect(joined).toEqual([]);
  });
});
