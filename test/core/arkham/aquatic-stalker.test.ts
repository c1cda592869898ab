import { describe, expect, it } from "vitest";
import { boardFrom, decideOne, investigator, monster, pathsOf, TOWN_JSON } from "./builders";

const WITH_REEF = boardFrom({
  ...TOWN_JSON,
  areas: [...TOWN_JSON.areas, { id: "reef", kind: "location", aquatic: true }],
  adjacent: [...TOWN_JSON.adjacent, ["reef", "b-st"]],
  arrows: [...TOWN_JSON.arrows, { from: "reef", to: "b-st", colour: "both" }],
});

describe("aquatic monsters (spec §3 orange, §4)", () => {
  it("move straight from an aquatic location to another aquatic location holding an investigator", () => {
    const d = decideOne({
      monsters: [monster({ movement: "aquatic", at: "c-pool" })],
      investigators: [investigator({ at: "d-lake" })],
    });
    expect(pathsOf(d)).toEqual([["d-lake"]]);
    expect(d.reason.rule).toBe("aquatic.to-aquatic");
  });

  it("choose the aquatic location with the lowest Sneak, offering ties", () => {
    const scene = (reefSneak: number) => ({
      board: WITH_REEF,
      monsters: [monster({ movement: "aquatic" as const, at: "c-pool" })],
      investigators: [
        investigator({ at: "d-lake", sneak: 2 }),
        investigator({ id: "i2", at: "reef", sneak: reefSneak }),
      ],
    });
    expect(pathsOf(decideOne(scene(1)))).toEqual([["reef"]]);
    expect(pathsOf(decideOne(scene(2)))).toEqual([["d-lake"], ["reef"]]);
  });

  it("move like a normal monster when no other aquatic location holds an investigator", () => {
    const d = decideOne({
      monsters: [monster({ movement: "aquatic", at: "c-pool" })],
      investigators: [investigator({ at: "b-st" })],
    });
    expect(pathsOf(d)).toEqual([["c-st"]]);
    expect(d.reason).toMatchObject({ rule: "normal.arrow", movement: "aquatic" });
  });

  it("move like a normal monster outside an aquatic location, even toward an investigator in one", () => {
    const d = decideOne({
      monsters: [monster({ movement: "aquatic", at: "c-st" })],
      investigators: [investigator({ at: "d-lake" })],
    });
    expect(pathsOf(d)).toEqual([["d-st"]]);
  });
});

describe("stalkers (spec §3 purple, §4)", () => {
  const stalker = (at: string) => monster({ movement: "stalker", at });

  it("move straight to an adjacent street holding an investigator, over an arrow-less link too", () => {
    const d = decideOne({ monsters: [stalker("a-st")], investigators: [investigator({ at: "c-st" })] });
    expect(pathsOf(d)).toEqual([["c-st"]]);
    expect(d.reason.rule).toBe("stalker.to-investigator");
  });

  it("move into an adjacent unstable location holding an investigator", () => {
    const d = decideOne({ monsters: [stalker("b-st")], investigators: [investigator({ at: "b-gate" })] });
    expect(pathsOf(d)).toEqual([["b-gate"]]);
  });

  it("never chase into a stable location: normal movement instead", () => {
    const d = decideOne({ monsters: [stalker("b-st")], investigators: [investigator({ at: "b-ward" })] });
    expect(pathsOf(d)).toEqual([["c-st"]]);
    expect(d.reason).toMatchObject({ rule: "normal.arrow", movement: "stalker" });
  });

  it("leave a location for its street when an investigator is there", () => {
    const d = decideOne({ monsters: [stalker("a-loc")], investigators: [investigator({ at: "a-st" })] });
    expect(pathsOf(d)).toEqual([["a-st"]]);
  });

  it("choose the lowest Sneak and offer ties (same rule as flyers)", () => {
    const scene = (dSneak: number) => ({
      monsters: [stalker("a-st")],
      investigators: [
        investigator({ at: "b-st", sneak: 2 }),
        investigator({ id: "i2", at: "d-st", sneak: dSneak }),
      ],
    });
    expect(pathsOf(decideOne(scene(1)))).toEqual([["d-st"]]);
    expect(pathsOf(decideOne(scene(2)))).toEqual([["b-st"], ["d-st"]]);
  });
});
