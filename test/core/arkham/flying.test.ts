import { describe, expect, it } from "vitest";
import { decideOne, investigator, monster, pathsOf } from "./builders";

const flyer = (at: string) => monster({ movement: "flying", at });

describe("flying monsters (spec §3 sky blue, §4)", () => {
  it("move from a location to the adjacent street holding an investigator", () => {
    const d = decideOne({ monsters: [flyer("a-loc")], investigators: [investigator({ at: "a-st" })] });
    expect(pathsOf(d)).toEqual([["a-st"]]);
    expect(d.reason.rule).toBe("flying.adjacent-street");
    expect(d.options[0]!.target).toEqual({ area: "a-st", investigatorIds: ["i1"], sneak: 3 });
  });

  it("reach an adjacent street over an arrow-less link", () => {
    const d = decideOne({ monsters: [flyer("a-st")], investigators: [investigator({ at: "c-st" })] });
    expect(pathsOf(d)).toEqual([["c-st"]]);
  });

  it("ignore investigators in adjacent locations and go up to the Sky", () => {
    const d = decideOne({
      monsters: [flyer("a-st")],
      investigators: [investigator({ at: "a-loc", sneak: 0 })],
    });
    expect(pathsOf(d)).toEqual([["sky"]]);
    expect(d.reason.rule).toBe("flying.to-sky");
  });

  it("choose the adjacent street whose investigator has the lowest Sneak", () => {
    const d = decideOne({
      monsters: [flyer("a-st")],
      investigators: [
        investigator({ at: "b-st", sneak: 4 }),
        investigator({ id: "i2", at: "d-st", sneak: 1 }),
      ],
    });
    expect(pathsOf(d)).toEqual([["d-st"]]);
    expect(d.reason.candidates.map((c) => [c.area, c.sneak])).toEqual([
      ["d-st", 1],
      ["b-st", 4],
    ]);
  });

  it("count the lowest Sneak among several investigators in one street", () => {
    const d = decideOne({
      monsters: [flyer("a-st")],
      investigators: [
        investigator({ at: "b-st", sneak: 4 }),
        investigator({ id: "i2", at: "b-st", sneak: 0 }),
        investigator({ id: "i3", at: "d-st", sneak: 1 }),
      ],
    });
    expect(pathsOf(d)).toEqual([["b-st"]]);
    expect(d.options[0]!.target).toEqual({ area: "b-st", investigatorIds: ["i1", "i2"], sneak: 0 });
  });

  it("offer every street tied on the lowest Sneak for the first player to choose", () => {
    const d = decideOne({
      monsters: [flyer("a-st")],
      investigators: [
        investigator({ at: "b-st", sneak: 2 }),
        investigator({ id: "i2", at: "d-st", sneak: 2 }),
      ],
    });
    expect(d.kind).toBe("choose");
    expect(pathsOf(d)).toEqual([["b-st"], ["d-st"]]);
    expect(d.reason.tied).toBe(true);
  });

  it("swoop from the Sky to any street holding an investigator, lowest Sneak first", () => {
    const d = decideOne({
      monsters: [flyer("sky")],
      investigators: [
        investigator({ at: "b-st", sneak: 3 }),
        investigator({ id: "i2", at: "d-st", sneak: 2 }),
      ],
    });
    expect(pathsOf(d)).toEqual([["d-st"]]);
    expect(d.reason.rule).toBe("flying.swoop");
  });

  it("do not swoop into locations", () => {
    const d = decideOne({ monsters: [flyer("sky")], investigators: [investigator({ at: "b-gate" })] });
    expect(pathsOf(d)).toEqual([[]]);
    expect(d.reason.rule).toBe("flying.stays-in-sky");
  });

  it("offer every tied street when swooping", () => {
    const d = decideOne({
      monsters: [flyer("sky")],
      investigators: [
        investigator({ at: "b-st", sneak: 2 }),
        investigator({ id: "i2", at: "d-st", sneak: 2 }),
      ],
    });
    expect(pathsOf(d)).toEqual([["b-st"], ["d-st"]]);
  });
});
