import { describe, expect, it } from "vitest";
import { baseBoard, serializeBoard } from "../../../src/core/arkham";
import { parseBoardImport } from "../../../src/foundry/arkham/board-import";

describe("importing a board as JSON", () => {
  it("accepts a valid board and keeps it in canonical form", () => {
    const text = JSON.stringify(serializeBoard(baseBoard()));
    const result = parseBoardImport(text);
    expect(result.ok && result.board.areas).toHaveLength(37);
  });

  it("rejects text that is not JSON with one problem naming the parse error", () => {
    const result = parseBoardImport("{ areas: ");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => p.code)).toEqual(["ArkhamInvalidShape"]);
  });

  it("lists every problem of an invalid board, each with its place", () => {
    const result = parseBoardImport(
      JSON.stringify({
        areas: [
          { id: "a", kind: "street" },
          { id: "a", kind: "street" },
          { id: "b", kind: "moon" },
        ],
        adjacent: [["a", "nowhere"]],
        arrows: [],
      }),
    );
    expect(result.ok).toBe(false);
    const codes = result.ok ? [] : result.problems.map((p) => `${p.code} ${p.path}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        "ArkhamDuplicateArea $.areas[1].id",
        "ArkhamUnknownArea $.adjacent[0][1]",
        "ArkhamMissingSky $.areas",
      ]),
    );
    expect(codes.some((c) => c.startsWith("ArkhamInvalidShape $.areas[2]"))).toBe(true);
  });
});
