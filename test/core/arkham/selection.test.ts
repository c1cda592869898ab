import { describe, expect, it } from "vitest";
import { resolveMythosMovement } from "../../../src/core/arkham";
import { decideOne, investigator, monster, mythosInput, pathsOf } from "./builders";

describe("selection by dimension and box (spec §2)", () => {
  it("leaves a monster whose symbol is in neither box where it is", () => {
    const d = decideOne({ monsters: [monster({ dimension: "circle" })] });
    expect(d.kind).toBe("stay");
    expect(pathsOf(d)).toEqual([[]]);
    expect(d.reason).toMatchObject({ rule: "selection.not-selected", boxes: [] });
  });

  it("follows the white arrow when the symbol is in the white box", () => {
    const d = decideOne({ white: ["slash"], black: ["star"] });
    expect(pathsOf(d)).toEqual([["b-st"]]);
    expect(d.reason).toMatchObject({ rule: "normal.arrow", boxes: ["white"] });
    expect(d.options[0]!.colour).toBe("white");
  });

  it("follows the black arrow when the symbol is in the black box", () => {
    const d = decideOne({ white: ["star"], black: ["slash"] });
    expect(pathsOf(d)).toEqual([["d-st"]]);
    expect(d.reason.boxes).toEqual(["black"]);
  });

  it.each([
    ["moon", "crescent"],
    ["crescentMoon", "crescent"],
    ["Cross", "plus"],
    ["leftLean", "slash"],
  ])("reads the alias %s as %s on monsters and cards alike", (alias, symbol) => {
    expect(pathsOf(decideOne({ monsters: [monster({ dimension: alias })], white: [symbol] }))).toEqual([
      ["b-st"],
    ]);
    expect(pathsOf(decideOne({ monsters: [monster({ dimension: symbol })], white: [alias] }))).toEqual([
      ["b-st"],
    ]);
  });

  it("takes a preset card by name with its boxes", () => {
    const result = resolveMythosMovement({
      ...mythosInput({ monsters: [monster({ dimension: "circle" })] }),
      mythos: { card: "A Strange Plague" },
    });
    expect(result.kind === "resolved" && result.card).toEqual({
      name: "A Strange Plague",
      white: ["diamond", "square"],
      black: ["circle"],
    });
    expect(result.kind === "resolved" && pathsOf(result.decisions[0]!)).toEqual([["d-st"]]);
  });
});

describe("monsters that never move this phase (spec §2.3)", () => {
  it("leaves a monster in the Outskirts there even when selected by both boxes", () => {
    const d = decideOne({ monsters: [monster({ at: "outskirts" })], white: ["slash"], black: ["slash"] });
    expect(pathsOf(d)).toEqual([[]]);
    expect(d.reason.rule).toBe("selection.outskirts");
  });

  it.each(["normal", "fast", "flying", "aquatic", "stalker", "special"] as const)(
    "leaves a %s monster sharing its area with an investigator where it is",
    (movement) => {
      const d = decideOne({
        monsters: [monster({ at: "c-pool", movement, special: "hound-of-tindalos" })],
        investigators: [investigator({ at: "c-pool" }), investigator({ id: "i2", at: "d-lake", sneak: 0 })],
      });
      expect(pathsOf(d)).toEqual([[]]);
      expect(d.reason.rule).toBe("selection.shares-area");
      expect(d.reason.candidates.map((c) => c.area)).toEqual(["c-pool"]);
    },
  );
});

describe("a symbol in both boxes (ruling: one move, either colour)", () => {
  // Ruling: no card in the data lists a symbol twice; if one did, the monster moves once, and
  // when the two colours lead to different areas the first player chooses.
  it("offers the white and the black move when they differ", () => {
    const d = decideOne({ white: ["slash"], black: ["slash"] });
    expect(d.kind).toBe("choose");
    expect(pathsOf(d)).toEqual([["b-st"], ["d-st"]]);
    expect(d.reason).toMatchObject({ boxes: ["white", "black"], tied: true, warnings: ["both-boxes"] });
  });

  it("gives one move when both colours lead to the same area", () => {
    const d = decideOne({ monsters: [monster({ at: "a-loc" })], white: ["slash"], black: ["slash"] });
    expect(d.kind).toBe("move");
    expect(pathsOf(d)).toEqual([["a-st"]]);
    expect(d.reason.warnings).toEqual([]);
  });
});
