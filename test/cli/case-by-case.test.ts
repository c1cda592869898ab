// The command line reads a Gloomhaven-family file case by case; a file that turns out
// not to be JSON part of the way through is still one stderr line and nothing on stdout.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { gloomhavenCases } from "../../src/cli/gloomhaven-cases";
import { runCli } from "./run-cli";

const cases = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../fixtures/conformance/gloomhaven/public.json"), "utf8"),
) as unknown[];
const good = JSON.stringify(cases.slice(0, 3), null, 1);

function jsonError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message.replace(/\s*[\r\n]+\s*/g, " ").trim();
  }
  throw new Error("the text is JSON");
}

describe("reading a case file case by case", () => {
  it("prints exactly JSON.stringify of the answers in file order", () => {
    const result = runCli(["solve", "f.json", "--json"], { "f.json": good });
    expect(result.code).toBe(0);
    expect(result.out).toBe(
      `${JSON.stringify(cases.slice(0, 3).map((c, i) => gloomhavenCases.solve(c, i)))}\n`,
    );
  });

  it.each([
    ["a trailing comma", `${good.slice(0, -1)},]`],
    ["a broken last case", `${good.slice(0, -3)}]`],
    ["text after the array", `${good} x`],
    ["a missing comma between cases", good.replace("},\n {", "}\n {")],
  ])("reports %s like JSON.parse of the whole file, with nothing on stdout", (_name, text) => {
    for (const argv of [
      ["solve", "f.json", "--json"],
      ["solve", "f.json"],
      ["check", "f.json"],
    ]) {
      const result = runCli(argv, { "f.json": text });
      expect(result).toEqual({
        code: 1,
        out: "",
        err: `monster-autopilot: f.json is not valid JSON: ${jsonError(text)}\n`,
      });
    }
  });
});
