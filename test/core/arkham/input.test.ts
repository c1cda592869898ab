import { describe, expect, it } from "vitest";
import { resolveMythosMovement } from "../../../src/core/arkham";
import { codesAt, investigator, monster, mythosInput } from "./builders";

describe("checking the Mythos input", () => {
  it("reports every problem with monsters, investigators and the card at once, with its place", () => {
    const result = resolveMythosMovement({
      ...mythosInput({
        monsters: [
          monster(),
          monster({ at: "atlantis", dimension: "pentagon" }),
          monster({ id: "m2", movement: "crawling" as "normal" }),
        ],
        investigators: [investigator({ sneak: 2.5 }), investigator({ at: "nowhere" })],
      }),
      mythos: { white: ["slash", "spiral"], black: [] },
    });
    expect(result.kind === "invalid" && codesAt(result.problems)).toEqual([
      ["ArkhamDuplicatePiece", "$.monsters[1].id"],
      ["ArkhamUnknownArea", "$.monsters[1].at"],
      ["ArkhamUnknownDimension", "$.monsters[1].dimension"],
      ["ArkhamUnknownMovement", "$.monsters[2].movement"],
      ["ArkhamInvalidSneak", "$.investigators[0].sneak"],
      ["ArkhamDuplicatePiece", "$.investigators[1].id"],
      ["ArkhamUnknownArea", "$.investigators[1].at"],
      ["ArkhamUnknownDimension", "$.mythos.white[1]"],
    ]);
  });

  it("reports a card name that is not in the preset", () => {
    const result = resolveMythosMovement({
      ...mythosInput(),
      mythos: { card: "The King in Yellow Arrives" },
    });
    expect(result.kind === "invalid" && result.problems).toEqual([
      {
        code: "ArkhamUnknownCard",
        path: "$.mythos.card",
        params: { card: "The King in Yellow Arrives", path: "$.mythos.card" },
      },
    ]);
  });

  it("keeps the card label next to raw box symbols", () => {
    const result = resolveMythosMovement({
      ...mythosInput(),
      mythos: { card: "Homebrew", white: ["moon"], black: ["Cross"] },
    });
    expect(result.kind === "resolved" && result.card).toEqual({
      name: "Homebrew",
      white: ["crescent"],
      black: ["plus"],
    });
  });

  it("returns one decision per monster in input order", () => {
    const result = resolveMythosMovement(
      mythosInput({ monsters: [monster({ id: "z" }), monster({ id: "a" })] }),
    );
    expect(result.kind === "resolved" && result.decisions.map((d) => d.monsterId)).toEqual(["z", "a"]);
  });
});
