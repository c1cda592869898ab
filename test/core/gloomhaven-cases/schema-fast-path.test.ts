import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { caseSchema, safeParseCase } from "../../../src/core/gloomhaven-cases/schema";

const CaseSchema = caseSchema();

const corpus = JSON.parse(readFileSync("test/fixtures/conformance/gloomhaven/public.json", "utf8")) as Record<
  string,
  unknown
>[];
const first = corpus[0] ?? {};

/** The hand-checked hex lists must never change what the schema says (issue 14 fast path). */
describe("safeParseCase", () => {
  const variants: [string, unknown][] = [
    ["a corpus case", first],
    [
      "a coordinate out of range in map",
      {
        ...first,
        map: [
          [0, 0],
          [501, 0],
        ],
      },
    ],
    ["a fractional coordinate in wall_hexes", { ...first, wall_hexes: [[0.5, 0]] }],
    ["a hex of three numbers", { ...first, map: [[0, 0, 0]] }],
    ["a string coordinate", { ...first, map: [["0", 0]] }],
    ["no map", { ...first, map: undefined }],
    ["valid hexes and a bad rule set", { ...first, rules: "nope" }],
    ["valid hexes and a bad figure", { ...first, figures: [{ at: [0, 0], side: "x" }] }],
    ["valid hexes and a bad answer", { ...first, answers: [{ destination: [0, 0] }] }],
    ["an array", [first]],
    ["null", null],
  ];
  it.each(variants)("gives the schema's exact result for %s", (_label, raw) => {
    expect(safeParseCase(raw)).toEqual(CaseSchema.safeParse(raw));
  });

  it("gives the schema's exact result for every public case", () => {
    for (const raw of corpus) expect(safeParseCase(raw)).toEqual(CaseSchema.safeParse(raw));
  });
});
