import { describe, expect, it } from "vitest";
import { arkhamCases } from "../../src/cli/arkham-cases";
import { baseBoard, serializeBoard } from "../../src/core/arkham";
import publicCases from "../fixtures/conformance/arkham/public.json";
import { runCli } from "./run-cli";

const PUBLIC = JSON.stringify(publicCases);

const withCases = (cases: unknown[]) => JSON.stringify({ schema: "arkham-movement-cases/1", cases });
const firstCase = publicCases.cases[0]!;

describe("solve --json on an Arkham case file (CLI contract)", () => {
  it("prints one {id, outcomes} entry per case in file order, [[]] for a monster that stays", () => {
    const result = runCli(["solve", "a.json", "--json"], { "a.json": PUBLIC });
    expect(result.code).toBe(0);
    const entries = JSON.parse(result.out) as { id: string; outcomes: Record<string, string[][]> }[];
    expect(entries.map((e) => e.id)).toEqual(publicCases.cases.map((c) => c.id));
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(["id", "outcomes"]);
    expect(entries.find((e) => e.id === "ah-003")?.outcomes).toEqual({ m1: [[]] });
  });

  it("answers a case it cannot solve with {id, error} naming the place of the problem", () => {
    const broken = { ...firstCase, id: "bad", monsters: [{ ...firstCase.monsters[0]!, at: "atlantis" }] };
    const result = runCli(["solve", "a.json", "--json"], { "a.json": withCases([broken, firstCase]) });
    expect(result.code).toBe(0);
    const [bad, good] = JSON.parse(result.out) as Record<string, unknown>[];
    expect(bad).toEqual({
      id: "bad",
      error: "bad: $.monsters[0].at: there is no area “atlantis” on the board.",
    });
    expect(good).toEqual({ id: "ah-001", outcomes: { m1: [["down-st"]] } });
  });

  it("reports board problems under $.board", () => {
    const broken = {
      ...firstCase,
      board: { ...firstCase.board, areas: firstCase.board.areas.filter((a) => a.kind !== "sky") },
    };
    const [entry] = JSON.parse(
      runCli(["solve", "a.json", "--json"], { "a.json": withCases([broken]) }).out,
    ) as {
      error: string;
    }[];
    expect(entry!.error).toContain("ah-001: $.board.areas: the board has no Sky area");
  });
});

describe("check on an Arkham case file", () => {
  it("passes every public case", () => {
    const result = runCli(["check", "a.json"], { "a.json": PUBLIC });
    expect(result.out.trim().split("\n").at(-1)).toBe("31 passed, 0 failed");
    expect(result.code).toBe(0);
  });

  it("prints a failing case with expected and actual outcomes and exits 1", () => {
    const wrong = { ...firstCase, expected: { m1: [["station"]] } };
    const result = runCli(["check", "a.json"], { "a.json": withCases([wrong]) });
    expect(result.code).toBe(1);
    expect(result.out).toContain("FAIL ah-001");
    expect(result.out).toContain("m1: station");
    expect(result.out).toContain("m1: down-st");
    expect(result.out.trim().split("\n").at(-1)).toBe("0 passed, 1 failed");
  });

  it("compares outcome sets regardless of order and repetition", () => {
    const a = { id: "x", outcomes: { m1: [["a"], ["b"]], m2: [[]] } };
    const b = { id: "x", outcomes: { m2: [[]], m1: [["b"], ["a"], ["b"]] } };
    expect(arkhamCases.canonical(a)).toBe(arkhamCases.canonical(b));
    expect(arkhamCases.canonical(a)).not.toBe(
      arkhamCases.canonical({ id: "x", outcomes: { m1: [["a"]], m2: [[]] } }),
    );
  });
});

describe('an Arkham case naming the shipped board ("board": "arkham-base")', () => {
  const onBase = {
    id: "base-1",
    monsters: [
      { id: "m1", at: "northside", dimension: "circle", movement: "normal", name: "Dhole" },
      { id: "m2", at: "sky", dimension: "slash", movement: "flying", name: "Byakhee" },
    ],
    investigators: [{ id: "i1", at: "easttown", sneak: 1 }],
    mythos: { white: ["circle"], black: ["slash"] },
  };

  it("is solved exactly like the same case with the base board spelled out", () => {
    const named = { ...onBase, board: "arkham-base" };
    const spelled = { ...onBase, id: "base-2", board: serializeBoard(baseBoard()) };
    const [a, b] = JSON.parse(
      runCli(["solve", "a.json", "--json"], { "a.json": withCases([named, spelled]) }).out,
    ) as { id: string; outcomes: unknown }[];
    expect(a!.outcomes).toEqual(b!.outcomes);
    expect(Object.keys(a!.outcomes as object)).toEqual(["m1", "m2"]);
  });

  it("is checked against its expected outcomes", () => {
    const [solved] = JSON.parse(
      runCli(["solve", "a.json", "--json"], { "a.json": withCases([{ ...onBase, board: "arkham-base" }]) })
        .out,
    ) as { outcomes: unknown }[];
    const withExpected = { ...onBase, board: "arkham-base", expected: solved!.outcomes };
    const result = runCli(["check", "a.json"], { "a.json": withCases([withExpected]) });
    expect(result.out.trimEnd()).toBe("1 passed, 0 failed");
  });

  it("names another board preset as a problem of $.board", () => {
    const [entry] = JSON.parse(
      runCli(["solve", "a.json", "--json"], { "a.json": withCases([{ ...onBase, board: "arkham-dunwich" }]) })
        .out,
    ) as { error: string }[];
    expect(entry!.error).toMatch(
      /^base-1: \$\.board: “arkham-dunwich” is not a shipped board: name “arkham-base”/,
    );
  });
});
