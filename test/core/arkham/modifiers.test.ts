import { describe, expect, it } from "vitest";
import {
  MODIFIER_IDS,
  MODIFIER_RULINGS,
  findModifierId,
  resolveMythosMovement,
} from "../../../src/core/arkham";
import { decideOne, investigator, monster, mythosInput, pathsOf } from "./builders";

const flyer = (at: string) => monster({ movement: "flying", at });

describe("An Evil Fog (spec §5)", () => {
  it("keeps flying monsters where they are", () => {
    const d = decideOne({
      monsters: [flyer("sky")],
      investigators: [investigator({ at: "b-st" })],
      modifiers: ["an-evil-fog"],
    });
    expect(pathsOf(d)).toEqual([[]]);
    expect(d.reason).toMatchObject({ rule: "flying.grounded", modifiers: ["an-evil-fog"] });
  });

  it("is accepted by its card name", () => {
    expect(decideOne({ monsters: [flyer("a-st")], modifiers: ["An Evil Fog"] }).reason.rule).toBe(
      "flying.grounded",
    );
  });
});

describe("Icy Conditions (spec §5)", () => {
  it("makes fast monsters move one step like normal monsters", () => {
    const d = decideOne({ monsters: [monster({ movement: "fast" })], modifiers: ["icy-conditions"] });
    expect(pathsOf(d)).toEqual([["b-st"]]);
    expect(d.reason).toMatchObject({
      printedMovement: "fast",
      movement: "normal",
      modifiers: ["icy-conditions"],
    });
  });
});

describe("Aldebaran Ascendant and Angry Red Skies", () => {
  it("Aldebaran Ascendant: a flyer with no street to reach stays instead of going up", () => {
    const d = decideOne({ monsters: [flyer("a-loc")], modifiers: ["aldebaran-ascendant"] });
    expect(pathsOf(d)).toEqual([[]]);
    expect(d.reason.modifiers).toEqual(["aldebaran-ascendant"]);
  });

  it("Aldebaran Ascendant: the adjacent-street move and the swoop still happen", () => {
    const investigators = [investigator({ at: "a-st" })];
    const modifiers = ["Aldeberan Ascendant"]; // the cards list's spelling
    expect(pathsOf(decideOne({ monsters: [flyer("a-loc")], investigators, modifiers }))).toEqual([["a-st"]]);
    expect(pathsOf(decideOne({ monsters: [flyer("sky")], investigators, modifiers }))).toEqual([["a-st"]]);
  });

  it("Angry Red Skies: a flyer in the Sky stays there", () => {
    const d = decideOne({
      monsters: [flyer("sky")],
      investigators: [investigator({ at: "a-st" })],
      modifiers: ["angry-red-skies"],
    });
    expect(pathsOf(d)).toEqual([[]]);
    expect(d.reason.modifiers).toEqual(["angry-red-skies"]);
  });
});

describe("stalker modifiers", () => {
  it("Balmy: stalkers reach an investigator two steps away", () => {
    const d = decideOne({
      monsters: [monster({ movement: "stalker", at: "a-loc" })],
      investigators: [investigator({ at: "b-st" })],
      modifiers: ["balmy"],
    });
    expect(pathsOf(d)).toEqual([["b-st"]]);
    expect(d.reason.modifiers).toEqual(["balmy"]);
    expect(d.options[0]!.target?.distance).toBe(2);
  });

  it("Dark Skies: stalkers move like normal monsters", () => {
    const d = decideOne({
      monsters: [monster({ movement: "stalker" })],
      investigators: [investigator({ at: "c-st" })],
      modifiers: ["dark-skies"],
    });
    expect(pathsOf(d)).toEqual([["b-st"]]);
    expect(d.reason).toMatchObject({ movement: "normal", modifiers: ["dark-skies"] });
  });

  it("Deathly Still: normal monsters move as stalkers", () => {
    const d = decideOne({ investigators: [investigator({ at: "c-st" })], modifiers: ["deathly-still"] });
    expect(pathsOf(d)).toEqual([["c-st"]]);
    expect(d.reason).toMatchObject({ rule: "stalker.to-investigator", movement: "stalker" });
  });

  it("Plague of Frogs: a Warlock, normally stationary, moves as a stalker", () => {
    const warlock = monster({ movement: "stationary", name: "Warlock", at: "b-st" });
    const d = decideOne({
      monsters: [warlock],
      investigators: [investigator({ at: "b-gate" })],
      modifiers: ["plague-of-frogs"],
    });
    expect(pathsOf(d)).toEqual([["b-gate"]]);
    expect(d.reason.modifiers).toEqual(["plague-of-frogs"]);
  });
});

describe("other movement modifiers", () => {
  it("Good Traveling Conditions: normal monsters move as fast monsters", () => {
    const d = decideOne({ modifiers: ["good-traveling-conditions"] });
    expect(pathsOf(d)).toEqual([["b-st", "c-st"]]);
  });

  it("Windy: a flyer in the Sky may swoop into an unstable location", () => {
    const d = decideOne({
      monsters: [flyer("sky")],
      investigators: [investigator({ at: "b-gate" })],
      modifiers: ["windy"],
    });
    expect(pathsOf(d)).toEqual([["b-gate"]]);
    expect(d.reason.modifiers).toEqual(["windy"]);
  });

  it("The Streets are Flooded: an aquatic monster in a street reaches an aquatic location", () => {
    const d = decideOne({
      monsters: [monster({ movement: "aquatic", at: "a-st" })],
      investigators: [investigator({ at: "d-lake" })],
      modifiers: ["the-streets-are-flooded"],
    });
    expect(pathsOf(d)).toEqual([["d-lake"]]);
    expect(d.reason.modifiers).toEqual(["the-streets-are-flooded"]);
  });

  it("Moon Creature Hoax: a normal monster in the Sky swoops like a flyer", () => {
    const d = decideOne({
      monsters: [monster({ at: "sky" })],
      investigators: [investigator({ at: "d-st" })],
      modifiers: ["moon-creature-hoax"],
    });
    expect(pathsOf(d)).toEqual([["d-st"]]);
    expect(d.reason).toMatchObject({ rule: "flying.swoop", movement: "flying" });
  });
});

describe("modifier bookkeeping", () => {
  it("has a ruling for every modifier id", () => {
    expect(Object.keys(MODIFIER_RULINGS).sort()).toEqual([...MODIFIER_IDS].sort());
  });

  it("warns about modifiers in play that it cannot model", () => {
    const result = resolveMythosMovement(mythosInput({ modifiers: ["The Tempest"] }));
    expect(result.kind === "resolved" && result.warnings.map((w) => [w.code, w.modifier])).toEqual([
      ["modifier-not-modelled", "the-tempest"],
    ]);
  });

  it("warns when Deathly Still and Good Traveling Conditions are both in play (Deathly Still wins)", () => {
    const result = resolveMythosMovement(
      mythosInput({ modifiers: ["deathly-still", "good-traveling-conditions"] }),
    );
    expect(result.kind === "resolved" && result.warnings.map((w) => w.code)).toEqual(["modifier-conflict"]);
    expect(result.kind === "resolved" && result.decisions[0]!.reason.movement).toBe("stalker");
  });

  it("reports an unknown modifier as a problem with its place", () => {
    const result = resolveMythosMovement(mythosInput({ modifiers: ["an-evil-fog", "Sunny Spells"] }));
    expect(result.kind === "invalid" && result.problems).toEqual([
      {
        code: "ArkhamUnknownModifier",
        path: "$.modifiers[1]",
        params: { modifier: "Sunny Spells", path: "$.modifiers[1]" },
      },
    ]);
  });

  it("finds modifiers by id, card name and alternate spelling", () => {
    expect(findModifierId("Icy Conditions")).toBe("icy-conditions");
    expect(findModifierId("the-streets-are-flooded")).toBe("the-streets-are-flooded");
    expect(findModifierId("Aldeberan Ascendant")).toBe("aldebaran-ascendant");
    expect(findModifierId("Heat Wave")).toBeUndefined();
  });
});
