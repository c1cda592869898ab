import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { gloomhavenCases } from "../../src/cli/gloomhaven-cases";
import { runCli } from "./run-cli";

const PUBLIC = readFileSync(
  resolve(import.meta.dirname, "../fixtures/conformance/gloomhaven/public.json"),
  "utf8",
);
const CASES = JSON.parse(PUBLIC) as Record<string, unknown>[];

describe("solve --json on a Gloomhaven-family case file (CLI contract)", () => {
  it("prints one {id, answers} entry per case in file order with [q, r] destinations and attacked hexes", () => {
    const result = runCli(["solve", "g.json", "--json"], { "g.json": JSON.stringify(CASES.slice(0, 6)) });
    expect(result.code).toBe(0);
    const entries = JSON.parse(result.out) as {
      id: string;
      answers: { destination: number[]; attacks: number[][] }[];
    }[];
    expect(entries.map((e) => e.id)).toEqual(CASES.slice(0, 6).map((c) => c["id"]));
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(["answers", "id"]);
    expect(entries[0]!.answers).toEqual([
      { destination: [6, 1], attacks: [] },
      { destination: [6, 2], attacks: [] },
    ]);
  });

  it("answers a case it cannot solve with {id, error} in words", () => {
    const first = CASES[0]!;
    const broken = { ...first, id: "bad", terrain: [{ at: [3, 3], kind: "lava" }] };
    const result = runCli(["solve", "g.json", "--json"], { "g.json": JSON.stringify([broken, first]) });
    expect(result.code).toBe(0);
    const [bad, good] = JSON.parse(result.out) as Record<string, unknown>[];
    expect(bad).toEqual({
      id: "bad",
      error:
        "bad: $.terrain[0].kind: Hex 3,3 has an unknown terrain kind “lava” (obstacle, trap, hazardous, difficult or icy).",
    });
    expect(good).toMatchObject({ id: "fh-001" });
  });

  it("names the field of a malformed case", () => {
    const result = runCli(["solve", "g.json", "--json"], { "g.json": JSON.stringify([{ id: "x" }]) });
    const [entry] = JSON.parse(result.out) as { id: string; error: string }[];
    expect(entry!.id).toBe("x");
    expect(entry!.error).toMatch(/^x: \$\.rules: /);
    expect(entry!.error.split("; ").map((p) => p.split(": ")[1])).toEqual([
      "$.rules",
      "$.map",
      "$.wall_hexes",
      "$.terrain",
      "$.walls",
      "$.figures",
      "$.action",
    ]);
  });
});

describe("check on the public Gloomhaven-family cases", () => {
  it("passes all 399 and says so on the last line", () => {
    const result = runCli(["check", "g.json"], { "g.json": PUBLIC });
    expect(result.out.trimEnd().split("\n").at(-1)).toBe("399 passed, 0 failed");
    expect(result.code).toBe(0);
  });

  it("reports a case whose stored answers differ, with both answer sets", () => {
    const first = { ...CASES[0]!, answers: [{ destination: [5, 2], attacks: [] }] };
    const result = runCli(["check", "g.json"], { "g.json": JSON.stringify([first]) });
    expect(result.code).toBe(1);
    expect(result.out).toContain("FAIL fh-001");
    expect(result.out).toContain("end (6, 1), no attack");
    expect(result.out.trimEnd().split("\n").at(-1)).toBe("0 passed, 1 failed");
  });
});

describe("the Gloomhaven case family", () => {
  it("compares answer sets regardless of order", () => {
    const a = {
      id: "x",
      answers: [
        {
          destination: [1, 2],
          attacks: [
            [3, 4],
            [5, 6],
          ],
        },
        { destination: [0, 0], attacks: [] },
      ],
    };
    const b = {
      id: "x",
      answers: [
        { destination: [0, 0], attacks: [] },
        {
          destination: [1, 2],
          attacks: [
            [5, 6],
            [3, 4],
          ],
        },
      ],
    };
    expect(gloomhavenCases.canonical(a)).toBe(gloomhavenCases.canonical(b));
  });
});
