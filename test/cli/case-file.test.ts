import { describe, expect, it } from "vitest";
import { parseCaseFile } from "../../src/cli/case-file";
import { USAGE } from "../../src/cli/main";
import { runCli } from "./run-cli";

describe("case file detection", () => {
  it("takes a JSON array as a Gloomhaven-family file, the empty array included", () => {
    const loaded = parseCaseFile("[]", "x.json");
    expect(loaded.ok && loaded.family.name).toBe("gloomhaven");
  });

  it("takes the Arkham schema object as an Arkham file", () => {
    const loaded = parseCaseFile('{"schema": "arkham-movement-cases/1", "cases": []}', "x.json");
    expect(loaded.ok && loaded.family.name).toBe("arkham");
  });

  it.each([
    ["broken JSON", "{", "not valid JSON"],
    ["an unknown schema", '{"schema": "other/1", "cases": []}', "unknown case-file schema"],
    ["a plain object", '{"a": 1}', "not a case file"],
    ["an Arkham file without cases", '{"schema": "arkham-movement-cases/1"}', '"cases" must be an array'],
  ])("rejects %s with a clear message", (_name, text, message) => {
    const loaded = parseCaseFile(text, "x.json");
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toContain(message);
  });
});

describe("command line", () => {
  it("prints the usage for --help and exits 0", () => {
    expect(runCli(["--help"])).toEqual({ code: 0, out: USAGE, err: "" });
  });

  it("prints exactly [] for solve --json on an empty case file", () => {
    const result = runCli(["solve", "empty.json", "--json"], { "empty.json": "[]" });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toEqual([]);
  });

  it("exits 1 with a message on stderr and nothing on stdout for an unreadable file", () => {
    const result = runCli(["solve", "missing.json", "--json"]);
    expect(result.code).toBe(1);
    expect(result.out).toBe("");
    expect(result.err).toContain("cannot read missing.json");
  });

  it("exits 1 for a file that is not a case file", () => {
    const result = runCli(["solve", "x.json", "--json"], { "x.json": '{"a": 1}' });
    expect(result.code).toBe(1);
    expect(result.out).toBe("");
    expect(result.err).toContain("not a case file");
  });

  it("ends check with the pass/fail count line", () => {
    const result = runCli(["check", "empty.json"], { "empty.json": "[]" });
    expect(result.out.trimEnd().split("\n").at(-1)).toBe("0 passed, 0 failed");
    expect(result.code).toBe(0);
  });

  it("rejects unknown commands", () => {
    expect(runCli(["frobnicate"]).code).toBe(1);
  });
});
