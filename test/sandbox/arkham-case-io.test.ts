import { describe, expect, it } from "vitest";
import { baseBoard, serializeBoard } from "../../src/core/arkham";
import {
  addMonster,
  DEFAULT_ARKHAM_STATE,
  toggleModifier,
  toggleSymbol,
  type ArkhamSandboxState,
} from "../../sandbox/arkham/arkham-state";
import { arkhamCaseFile, importArkhamCase } from "../../sandbox/arkham/case-io";
import publicCases from "../fixtures/conformance/arkham/public.json";
import { runCli } from "../cli/run-cli";

const handSet: ArkhamSandboxState = toggleModifier(
  toggleSymbol(
    addMonster(DEFAULT_ARKHAM_STATE, "unvisited-isle", "base/hound-of-tindalos"),
    "white",
    "circle",
    {
      white: ["slash"],
      black: ["plus"],
    },
  ),
  "an-evil-fog",
);

function firstCase(file: unknown): Record<string, unknown> {
  return (file as { cases: Record<string, unknown>[] }).cases[0]!;
}

describe("exporting the Arkham tab as a case file", () => {
  it("names the shipped board instead of spelling it out", () => {
    expect(firstCase(arkhamCaseFile(DEFAULT_ARKHAM_STATE))["board"]).toBe("arkham-base");
  });

  it.each([
    ["a card", DEFAULT_ARKHAM_STATE],
    ["boxes set by hand, a special mover and a modifier", handSet],
  ])(
    "with %s passes the command line's check (its expected outcomes are the page's moves)",
    (_name, state) => {
      const result = runCli(["check", "case.json"], { "case.json": JSON.stringify(arkhamCaseFile(state)) });
      expect(result.out.trimEnd().split("\n").at(-1)).toBe("1 passed, 0 failed");
      expect(result.code).toBe(0);
    },
  );
});

describe("importing an Arkham case file", () => {
  it.each([
    ["a card", DEFAULT_ARKHAM_STATE],
    ["boxes set by hand, a special mover and a modifier", handSet],
  ])("reads back an exported board with %s", (_name, state) => {
    const loaded = importArkhamCase(arkhamCaseFile(state));
    expect(loaded).toMatchObject({ ok: true, id: "sandbox-001", count: 1 });
    if (loaded.ok) expect(loaded.state).toEqual(state);
  });

  it("takes the base board spelled out as well as named", () => {
    const spelled = {
      ...firstCase(arkhamCaseFile(DEFAULT_ARKHAM_STATE)),
      board: serializeBoard(baseBoard()),
    };
    const loaded = importArkhamCase({ schema: "arkham-movement-cases/1", cases: [spelled] });
    expect(loaded.ok && loaded.state).toEqual(DEFAULT_ARKHAM_STATE);
  });

  it("refuses a case on another board, saying the sandbox shows the base board", () => {
    const loaded = importArkhamCase(publicCases);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problems).toContainEqual(expect.objectContaining({ key: "OtherBoard" }));
  });

  it("refuses a malformed case with the core's problems and their paths", () => {
    const bad = { ...firstCase(arkhamCaseFile(DEFAULT_ARKHAM_STATE)), board: "arkham-dunwich" };
    const loaded = importArkhamCase({ schema: "arkham-movement-cases/1", cases: [bad] });
    expect(loaded.ok).toBe(false);
    if (!loaded.ok)
      expect(loaded.problems).toEqual([
        expect.objectContaining({ kind: "core", problem: expect.objectContaining({ path: "$.board" }) }),
      ]);
  });

  it("refuses a file of another schema and an empty case list", () => {
    expect(importArkhamCase({ schema: "other/1", cases: [] })).toMatchObject({ ok: false });
    expect(importArkhamCase({ schema: "arkham-movement-cases/1", cases: [] })).toMatchObject({
      ok: false,
      problems: [{ key: "NoCases" }],
    });
  });
});
