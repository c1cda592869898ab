import { describe, expect, it } from "vitest";
import { decideOne, investigator, monster, pathsOf } from "./builders";

const hound = (at = "a-loc") =>
  monster({ movement: "special", special: "hound-of-tindalos", at, dimension: "square" });
const scene = (at: string, investigators: Parameters<typeof investigator>[0][]) => ({
  monsters: [hound(at)],
  investigators: investigators.map((inv, i) => investigator({ id: `i${i + 1}`, ...inv })),
  white: ["square"],
});

describe("Hound of Tindalos (spec §5)", () => {
  it("jumps straight to the location of the nearest investigator", () => {
    // a-loc → a-st → b-st → b-gate is 3 steps; a-loc → a-st → c-st → c-pool is 3 too; d-lake also 3.
    const d = decideOne(
      scene("a-loc", [
        { at: "b-gate", sneak: 1 },
        { at: "c-pool", sneak: 4 },
      ]),
    );
    expect(pathsOf(d)).toEqual([["b-gate"]]);
    expect(d.reason.rule).toBe("hound.nearest-location");
  });

  it("prefers the nearer location over a lower Sneak farther away", () => {
    // From b-gate: a-loc is 3 steps (b-st, a-st, a-loc), d-lake is 4.
    const d = decideOne(
      scene("b-gate", [
        { at: "d-lake", sneak: 0 },
        { at: "a-loc", sneak: 5 },
      ]),
    );
    expect(pathsOf(d)).toEqual([["a-loc"]]);
    expect(d.options[0]!.target).toMatchObject({ area: "a-loc", distance: 3, sneak: 5 });
    expect(d.reason.candidates.map((c) => [c.area, c.distance])).toEqual([
      ["a-loc", 3],
      ["d-lake", 4],
    ]);
  });

  it("ignores investigators in streets and in refuge locations", () => {
    const d = decideOne(
      scene("a-loc", [
        { at: "a-st", sneak: 0 },
        { at: "b-ward", sneak: 0 },
        { at: "d-lake", sneak: 6 },
      ]),
    );
    expect(pathsOf(d)).toEqual([["d-lake"]]);
  });

  it("offers every equally near location tied on the lowest Sneak", () => {
    const d = decideOne(
      scene("a-loc", [
        { at: "b-gate", sneak: 2 },
        { at: "c-pool", sneak: 2 },
      ]),
    );
    expect(d.kind).toBe("choose");
    expect(pathsOf(d)).toEqual([["b-gate"], ["c-pool"]]);
  });

  it("stays when no investigator is in an eligible location", () => {
    const d = decideOne(
      scene("a-loc", [
        { at: "b-st", sneak: 0 },
        { at: "b-ward", sneak: 0 },
      ]),
    );
    expect(pathsOf(d)).toEqual([[]]);
    expect(d.reason.rule).toBe("hound.no-eligible-investigator");
  });

  it("is recognised by its name when the special kind is not given", () => {
    const d = decideOne({
      monsters: [
        monster({ movement: "special", name: "Hound of Tindalos", at: "a-loc", dimension: "square" }),
      ],
      investigators: [investigator({ at: "d-lake" })],
      white: ["square"],
    });
    expect(pathsOf(d)).toEqual([["d-lake"]]);
  });
});

describe("Chthonian (spec §5)", () => {
  const chthonian = monster({
    movement: "special",
    special: "chthonian",
    name: "Chthonian",
    dimension: "triangle",
  });

  it("never travels; reports the die roll that costs every investigator in Arkham 1 Stamina", () => {
    const d = decideOne({
      monsters: [chthonian],
      investigators: [investigator({ id: "b" }), investigator({ id: "a", at: "sky" })],
      white: ["triangle"],
    });
    expect(d.kind).toBe("effect");
    expect(pathsOf(d)).toEqual([[]]);
    expect(d.kind === "effect" && d.effect).toEqual({
      kind: "roll",
      succeedsOn: [4, 5, 6],
      onSuccess: { investigatorIds: ["a", "b"], stamina: 1, sanity: 0 },
    });
  });

  it("does nothing when not selected", () => {
    expect(decideOne({ monsters: [chthonian], white: ["circle"] }).kind).toBe("stay");
  });
});

describe("Lloigor (monsters.json rule summary)", () => {
  it("never travels; investigators in its area or an adjacent one lose 1 Sanity and 1 Stamina", () => {
    const d = decideOne({
      monsters: [monster({ movement: "special", name: "Lloigor", dimension: "square", at: "b-st" })],
      investigators: [investigator({ at: "b-gate" }), investigator({ id: "i2", at: "d-st" })],
      white: ["square"],
    });
    expect(d.kind === "effect" && d.effect).toEqual({
      kind: "loss",
      loss: { investigatorIds: ["i1"], stamina: 1, sanity: 1 },
    });
  });
});

describe("special movers without a known rule", () => {
  it("are handed to the GM by name, with the data's summary when it has one", () => {
    const d = decideOne({
      monsters: [monster({ movement: "special", name: "Shadowy Figure", dimension: "crescent" })],
      white: ["crescent"],
    });
    expect(d.kind).toBe("by-hand");
    expect(d.name).toBe("Shadowy Figure");
    expect(d.kind === "by-hand" && d.summary).toMatch(/clue/);
    expect(d.reason.rule).toBe("special.by-hand");
  });

  it("are handed to the GM when nothing names them", () => {
    const d = decideOne({ monsters: [monster({ movement: "special" })] });
    expect(d.kind).toBe("by-hand");
    expect(d.kind === "by-hand" && d.summary).toBeUndefined();
  });
});

describe("recognising special movers", () => {
  it.each(["hound", "Hounds of Tindalos", "tindalos"])(
    "takes the special kind %s as the Hound of Tindalos",
    (special) => {
      const d = decideOne({
        monsters: [monster({ movement: "special", special, at: "a-loc", dimension: "square" })],
        investigators: [investigator({ at: "d-lake" })],
        white: ["square"],
      });
      expect(d.reason.rule).toBe("hound.nearest-location");
    },
  );

  it("takes a Chthonian by its name alone", () => {
    const d = decideOne({ monsters: [monster({ movement: "special", name: "Chthonian" })] });
    expect(d.reason.rule).toBe("chthonian.roll");
  });
});
