// Thirty-two bad inputs a newcomer gives the command line, each answered calmly: a clear message
// naming what is wrong (and the value or size given), exit code 1 where nothing can be answered,
// bounded time, memory and output, and a terminal that nothing in the input can act on.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_PROBLEMS } from "../../src/cli/case-family";
import { readInput } from "../../src/cli/read-input";
import { runCli } from "./run-cli";

const fixture = (family: string): unknown =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../fixtures/conformance/${family}/public.json`), "utf8"),
  );
const HEX_CASES = fixture("gloomhaven") as Record<string, unknown>[];
const ARKHAM_CASES = (fixture("arkham") as { cases: Record<string, unknown>[] }).cases;
const GOOD = HEX_CASES[0]!;
const GOOD_ID = GOOD["id"] as string;

const directory = mkdtempSync(join(tmpdir(), "bad-input-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The case GOOD on a board of `columns` × `rows` hexes (odd-q columns, as the corpus draws them). */
function boardCase(columns: number, rows: number): string {
  const lines: string[] = [];
  for (let q = 0; q < columns; q++) {
    const top = -Math.floor(q / 2);
    const column: string[] = [];
    for (let row = 0; row < rows; row++) column.push(`[${q},${top + row}]`);
    lines.push(column.join(","));
  }
  const head = JSON.stringify({ ...GOOD, map: "@" });
  return `[${head.replace('"@"', `[${lines.join(",")}]`)}]`;
}

type Result = ReturnType<typeof runCli>;

/** One line on stderr, nothing on stdout, exit 1: how a file that cannot be answered is refused. */
function refused(result: Result, message: RegExp): void {
  expect(result.code).toBe(1);
  expect(result.out).toBe("");
  expect(result.err).toMatch(message);
  expect(result.err.trimEnd()).not.toContain("\n");
  expect(result.err).not.toMatch(/\n\s+at /);
}

/** A usage error: the reason on the first line of stderr, then the usage; nothing on stdout. */
function usageError(result: Result, reason: RegExp): void {
  expect(result.code).toBe(1);
  expect(result.out).toBe("");
  expect(result.err.split("\n")[0]).toMatch(reason);
  expect(result.err).toContain("Usage:");
}

/** The entries of `solve --json` (which must stay JSON whatever the input). */
function solvedJson(text: string): Record<string, unknown>[] {
  const result = runCli(["solve", "f.json", "--json"], { "f.json": text });
  expect(result.code).toBe(0);
  return JSON.parse(result.out) as Record<string, unknown>[];
}

const one = (c: unknown): string => JSON.stringify([c]);

describe("the command line itself", () => {
  it("1. no arguments: the usage on stderr, exit 1", () => {
    const result = runCli([]);
    expect(result).toMatchObject({ code: 1, out: "" });
    expect(result.err).toContain("Usage:");
  });

  it("2. an unknown command is named", () => {
    usageError(runCli(["slove", "f.json"]), /^monster-autopilot: unknown command "slove"$/);
  });

  it("3. a misspelled flag is named", () => {
    usageError(
      runCli(["solve", "f.json", "--jsn"], { "f.json": "[]" }),
      /^monster-autopilot solve: unknown option "--jsn"; expected exactly one FILE and optionally --json$/,
    );
    usageError(runCli(["check", "f.json", "--json"], { "f.json": "[]" }), /unknown option "--json"/);
  });

  it("4. two files, or none, are counted and named", () => {
    usageError(
      runCli(["check", "a.json", "b.json"]),
      /^monster-autopilot check: 2 FILEs given: "a.json", "b.json"/,
    );
    usageError(runCli(["solve", "--json"]), /^monster-autopilot solve: no FILE given/);
  });

  it("5. `demo extra` is refused, naming the argument", () => {
    usageError(runCli(["demo", "extra"]), /^monster-autopilot demo: takes no arguments, got "extra"$/);
  });

  it("6. --version prints the package's version", () => {
    const { version } = JSON.parse(
      readFileSync(resolve(import.meta.dirname, "../../package.json"), "utf8"),
    ) as {
      version: string;
    };
    expect(runCli(["--version"])).toEqual({ code: 0, out: `monster-autopilot ${version}\n`, err: "" });
  });
});

describe("reading the file", () => {
  it("7. a missing file is named with the reason", () => {
    refused(runCli(["check", "missing.json"]), /^monster-autopilot: cannot read missing\.json: ENOENT.+\n$/);
  });

  it("8. a directory is named as one", () => {
    refused(runCli(["solve", directory]), /^monster-autopilot: cannot read .+: it is a directory\n$/);
  });

  it("9. `-` reads standard input, and the messages call it so", () => {
    const file = join(directory, "stdin.json");
    writeFileSync(file, JSON.stringify([GOOD]));
    const fd = openSync(file, "r");
    try {
      expect(readInput("-", undefined, fd)).toBe(JSON.stringify([GOOD]));
    } finally {
      closeSync(fd);
    }
    const solved = runCli(["solve", "-", "--json"], { "-": JSON.stringify([GOOD]) });
    expect(solved.code).toBe(0);
    expect(JSON.parse(solved.out)).toEqual(solvedJson(JSON.stringify([GOOD])));
    refused(runCli(["check", "-"], { "-": "" }), /^monster-autopilot: standard input is empty: /);
  });

  it("10. an endless input (/dev/zero) is cut at the size limit", () => {
    refused(
      runCli(["solve", "/dev/zero", "--json"]),
      /^monster-autopilot: cannot read \/dev\/zero: it goes on past the 32 MB a case file may hold\n$/,
    );
    expect(() => readInput("/dev/zero", 1024 * 1024)).toThrow(
      "it goes on past the 1 MB a case file may hold",
    );
  });

  it("11. a 2000×2000 board (43 MB) is refused by its size before it is read", () => {
    const file = join(directory, "board-2000.json");
    writeFileSync(file, boardCase(2000, 2000));
    refused(
      runCli(["solve", file, "--json"]),
      /^monster-autopilot: cannot read .+board-2000\.json: it is 4\d\.\d MB, more than the 32 MB a case file may hold\n$/,
    );
  });

  it("12. a UTF-8 byte-order mark before valid JSON is read as the JSON", () => {
    const text = JSON.stringify(HEX_CASES.slice(0, 3));
    expect(solvedJson(`\uFEFF${text}`)).toEqual(solvedJson(text));
    const arkham = JSON.stringify({ schema: "arkham-movement-cases/1", cases: ARKHAM_CASES.slice(0, 2) });
    expect(solvedJson(`\uFEFF${arkham}`)).toEqual(solvedJson(arkham));
  });
});

describe("a file that is not a case file: one stderr line naming the file and the problem", () => {
  it.each([
    ["13. empty", "", /f\.json is empty: expected a JSON array/],
    ["14. only whitespace", "  \n\t", /f\.json is empty/],
    ["15. not JSON", "this is { not json", /f\.json is not valid JSON: /],
    ["16. not JSON over several lines", '[\n  {"id": "a",\n  oops\n]', /f\.json is not valid JSON: /],
    ["17. an object", '{"a": 1}', /f\.json is not a case file: expected a JSON array/],
    ["18. a number", "42", /f\.json is not a case file/],
    ["19. null", "null", /f\.json is not a case file/],
    ["20. a string", '"cases"', /f\.json is not a case file/],
    [
      "21. an unknown schema, named",
      '{"schema": "other/1", "cases": []}',
      /unknown case-file schema "other\/1" \(expected "arkham-movement-cases\/1"\)/,
    ],
    [
      "22. an Arkham file whose cases are no list",
      '{"schema": "arkham-movement-cases/1", "cases": {}}',
      /"cases" must be an array of cases/,
    ],
  ])("%s", (_name, text, message) => {
    for (const argv of [
      ["solve", "f.json", "--json"],
      ["solve", "f.json"],
      ["check", "f.json"],
    ])
      refused(runCli(argv, { "f.json": text }), message);
  });
});

describe("a case that cannot be answered: {id, error} from solve, counted failed once by check", () => {
  it("23. a 600×600 board: one problem naming the size of its hex list and the limit", () => {
    const [entry] = solvedJson(boardCase(600, 600));
    expect(entry).toEqual({
      id: GOOD_ID,
      error: `${GOOD_ID}: $.map: a list of 360,000 items, more than the 100,000 a list in a case may hold`,
    });
  });

  it("24. many problems in one case: the first 20, then how many more", () => {
    const map = Array.from({ length: 2000 }, (_, i) => [1000 + i, 0]);
    const [entry] = solvedJson(one({ ...GOOD, map }));
    const parts = (entry!["error"] as string).split("; ");
    expect(parts).toHaveLength(MAX_PROBLEMS + 1);
    expect(parts.at(-1)).toBe(`${GOOD_ID}: $: and ${2000 - MAX_PROBLEMS} more problems`);
    const checked = runCli(["check", "f.json"], { "f.json": one({ ...GOOD, map }) });
    expect(checked.out.length).toBeLessThan(5000);
  });

  it("25. an id of a megabyte: refused by its length, the output stays short", () => {
    const id = "x".repeat(1_000_000);
    const [entry] = solvedJson(JSON.stringify([{ ...GOOD, id }, GOOD]));
    expect(entry).toEqual({
      id: "#1",
      error: "#1: $.id: a text of 1,000,000 characters, more than the 10,000 a text in a case may have",
    });
  });

  it("26. deep nesting is a problem of its field, not a crash", () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const text = `[${JSON.stringify({ ...GOOD, figures: "@" }).replace('"@"', deep)}]`;
    const [entry] = solvedJson(text);
    expect(entry!["error"]).toMatch(new RegExp(`^${GOOD_ID}: \\$\\.figures\\[0\\]`));
    expect(entry!["error"]).not.toContain("internal error");
  });

  it("27. control characters and bidirectional overrides in a case id are escaped in readable output", () => {
    const id = "gh\u001b[2J\u202eevil\u0007";
    const text = one({ ...GOOD, id });
    const escaped = "gh\\u001b[2J\\u202eevil\\u0007";
    const solved = runCli(["solve", "f.json"], { "f.json": text });
    expect(solved.out.split("\n")[0]).toBe(`${escaped}:`);
    const broken = runCli(["check", "f.json"], { "f.json": one({ ...GOOD, id, action: 1 }) });
    expect(broken.out).toContain(`FAIL ${escaped}\n`);
    for (const output of [solved.out, broken.out])
      for (const raw of ["\u001b", "\u202e", "\u0007"]) expect(output).not.toContain(raw);
    // --json stays JSON: the id reads back as given.
    expect(solvedJson(text)[0]!["id"]).toBe(id);
  });
});

describe("a case the readers take, with something a person should know", () => {
  it("28. a misspelled key: a warning on stderr naming it, its place and the nearest known key; the answer unchanged", () => {
    const action = { ...(GOOD["action"] as object), flyng: true };
    const text = one({ ...GOOD, action });
    const solved = runCli(["solve", "f.json", "--json"], { "f.json": text });
    expect(solved.out).toBe(runCli(["solve", "f.json", "--json"], { "f.json": one(GOOD) }).out);
    expect(solved.err).toBe(
      `monster-autopilot: warning: f.json: ${GOOD_ID}: $.action.flyng: unknown key "flyng" ignored (nearest known key: "flying")\n`,
    );
    const checked = runCli(["check", "f.json"], { "f.json": text });
    expect(checked.code).toBe(0);
    expect(checked.err).toContain('$.action.flyng: unknown key "flyng"');
    const arkham = {
      ...ARKHAM_CASES[0]!,
      monsters: [{ ...(ARKHAM_CASES[0]!["monsters"] as object[])[0], speciall: "x" }],
    };
    const err = runCli(["solve", "a.json"], {
      "a.json": JSON.stringify({ schema: "arkham-movement-cases/1", cases: [arkham] }),
    }).err;
    expect(err).toContain(
      '$.monsters[0].speciall: unknown key "speciall" ignored (nearest known key: "special")',
    );
  });

  it("28. unknown keys are named 20 times, then counted", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...GOOD, [`extra${i}`]: 1 }));
    const err = runCli(["solve", "f.json", "--json"], { "f.json": JSON.stringify(many) })
      .err.trimEnd()
      .split("\n");
    expect(err).toHaveLength(21);
    expect(err.at(-1)).toBe("monster-autopilot: warning: f.json: and 10 more unknown keys");
  });

  it("28. the public cases have no unknown keys", () => {
    const arkham = readFileSync(
      resolve(import.meta.dirname, "../fixtures/conformance/arkham/public.json"),
      "utf8",
    );
    expect(runCli(["solve", "f.json", "--json"], { "f.json": JSON.stringify(HEX_CASES) }).err).toBe("");
    expect(runCli(["solve", "a.json", "--json"], { "a.json": arkham }).err).toBe("");
  });

  it("29. a value outside its set is named in the message", () => {
    const [entry] = solvedJson(one({ ...GOOD, rules: "gloomhaven-2e" }));
    expect(entry!["error"]).toBe(
      `${GOOD_ID}: $.rules: "gloomhaven-2e" is not one of "frosthaven", "gloomhaven", "jotl"`,
    );
    const monsters = [{ ...(ARKHAM_CASES[0]!["monsters"] as object[])[0], movement: "zigzag" }];
    const [arkham] = solvedJson(
      JSON.stringify({ schema: "arkham-movement-cases/1", cases: [{ ...ARKHAM_CASES[0]!, monsters }] }),
    );
    expect(arkham!["error"]).toMatch(/\$\.monsters\[0\]\.movement: "zigzag" is not one of "normal", /);
  });

  it("30. a field of the wrong kind is named at its path (every field of both formats: bad-input.test.ts)", () => {
    const [entry] = solvedJson(one({ ...GOOD, action: { ...(GOOD["action"] as object), move: "three" } }));
    expect(entry!["error"]).toMatch(new RegExp(`^${GOOD_ID}: \\$\\.action\\.move: `));
  });

  it("31. a figure off the map is named at its place (the other problems found after reading: bad-input.test.ts)", () => {
    const figures = (GOOD["figures"] as { at: number[] }[]).map((f, i) =>
      i === 1 ? { ...f, at: [90, 90] } : f,
    );
    const [entry] = solvedJson(one({ ...GOOD, figures }));
    expect(entry!["error"]).toContain(`${GOOD_ID}: $.figures[1].at: `);
  });

  it("32. a coordinate far off every board is named, not a crash", () => {
    const figures = (GOOD["figures"] as { at: number[] }[]).map((f, i) =>
      i === 0 ? { ...f, at: [-1e9, 0] } : f,
    );
    const [entry] = solvedJson(one({ ...GOOD, figures }));
    expect(entry!["error"]).toMatch(new RegExp(`^${GOOD_ID}: \\$\\.figures\\[0\\]\\.at\\[0\\]: `));
    expect(entry!["error"]).not.toContain("internal error");
  });
});
