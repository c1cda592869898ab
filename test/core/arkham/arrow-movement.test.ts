import { describe, expect, it } from "vitest";
import { boardFrom, decideOne, investigator, monster, pathsOf, TOWN_JSON } from "./builders";

describe("normal movement (spec §3 black border)", () => {
  it("leaves a location by its two-colour arrow for either box", () => {
    expect(pathsOf(decideOne({ monsters: [monster({ at: "b-gate" })], white: ["slash"] }))).toEqual([
      ["b-st"],
    ]);
    expect(
      pathsOf(decideOne({ monsters: [monster({ at: "b-gate" })], black: ["slash"], white: [] })),
    ).toEqual([["b-st"]]);
  });

  it("may move into an area holding an investigator", () => {
    const d = decideOne({ investigators: [investigator({ at: "b-st" })] });
    expect(pathsOf(d)).toEqual([["b-st"]]);
  });

  it("stays with a board-incomplete warning when no arrow of its colour leads out", () => {
    const board = boardFrom({ ...TOWN_JSON, arrows: TOWN_JSON.arrows.filter((a) => a.from !== "a-st") });
    const d = decideOne({ board });
    expect(pathsOf(d)).toEqual([[]]);
    expect(d.reason).toMatchObject({ rule: "normal.no-arrow", warnings: ["board-incomplete"] });
  });

  it("stays without a warning in the Sky, which has no arrows by design", () => {
    const d = decideOne({ monsters: [monster({ at: "sky" })] });
    expect(d.reason).toMatchObject({ rule: "normal.no-arrow", warnings: [] });
  });
});

describe("stationary monsters (spec §3 yellow border)", () => {
  it("never move even when selected", () => {
    const d = decideOne({ monsters: [monster({ movement: "stationary" })] });
    expect(pathsOf(d)).toEqual([[]]);
    expect(d.reason.rule).toBe("stationary.never-moves");
  });

  it("treats a monster without a movement border as never moving", () => {
    expect(decideOne({ monsters: [monster({ movement: "none" })] }).reason.rule).toBe("none.no-movement");
  });
});

describe("fast movement (spec §3 red border)", () => {
  it("takes two steps along arrows of the white box's colour", () => {
    const d = decideOne({ monsters: [monster({ movement: "fast" })] });
    expect(pathsOf(d)).toEqual([["b-st", "c-st"]]);
    expect(d.reason.rule).toBe("fast.two-steps");
  });

  it("takes two steps along black arrows for the black box", () => {
    expect(
      pathsOf(decideOne({ monsters: [monster({ movement: "fast" })], white: [], black: ["slash"] })),
    ).toEqual([["d-st", "c-st"]]);
  });

  it("stops on entering an area with an investigator", () => {
    const d = decideOne({
      monsters: [monster({ movement: "fast" })],
      investigators: [investigator({ at: "b-st" })],
    });
    expect(pathsOf(d)).toEqual([["b-st"]]);
    expect(d.reason.rule).toBe("fast.stopped-at-investigator");
  });

  it("ends in an investigator's area reached by the second step", () => {
    const d = decideOne({
      monsters: [monster({ movement: "fast" })],
      investigators: [investigator({ at: "c-st" })],
    });
    expect(pathsOf(d)).toEqual([["b-st", "c-st"]]);
  });

  it("takes one step and warns when no arrow of its colour leads on", () => {
    const board = boardFrom({ ...TOWN_JSON, arrows: TOWN_JSON.arrows.filter((a) => a.from !== "b-st") });
    const d = decideOne({ board, monsters: [monster({ movement: "fast" })] });
    expect(pathsOf(d)).toEqual([["b-st"]]);
    expect(d.reason).toMatchObject({ rule: "fast.no-second-arrow", warnings: ["board-incomplete"] });
  });
});
