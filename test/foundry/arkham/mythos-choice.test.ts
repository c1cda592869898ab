import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chooseCard,
  EMPTY_CHOICE,
  readChoiceFlag,
  toggleModifier,
  toggleSymbol,
} from "../../../src/foundry/arkham/mythos-choice";

describe("the Mythos card or the symbols set by hand", () => {
  it("chooses a preset card and keeps the modifiers in play", () => {
    const choice = chooseCard({ ...EMPTY_CHOICE, modifiers: ["an-evil-fog"] }, "Manhunt in Arkham!");
    expect(choice).toEqual({ card: "Manhunt in Arkham!", white: [], black: [], modifiers: ["an-evil-fog"] });
  });

  it("starts hand-set boxes from the chosen card's boxes", () => {
    const card = { white: ["slash", "star", "triangle"], black: ["hexagon"] };
    const choice = toggleSymbol(chooseCard(EMPTY_CHOICE, "Manhunt in Arkham!"), "black", "circle", card);
    expect(choice).toEqual({
      card: null,
      white: ["slash", "star", "triangle"],
      black: ["hexagon", "circle"],
      modifiers: [],
    });
  });

  it("toggles a symbol on and off in one box without touching the other", () => {
    const on = toggleSymbol(EMPTY_CHOICE, "white", "plus", undefined);
    const both = toggleSymbol(on, "black", "plus", undefined);
    expect(both).toMatchObject({ white: ["plus"], black: ["plus"] });
    expect(toggleSymbol(both, "white", "plus", undefined)).toMatchObject({ white: [], black: ["plus"] });
  });
});

describe("environment modifiers in play", () => {
  it("switch on and off", () => {
    const on = toggleModifier(EMPTY_CHOICE, "icy-conditions");
    expect(on.modifiers).toEqual(["icy-conditions"]);
    expect(toggleModifier(on, "icy-conditions").modifiers).toEqual([]);
  });
});

describe("reading the scene's Mythos choice flag", () => {
  it("reads a well-formed choice as it is", () => {
    const choice = { card: "A Strange Plague", white: ["circle"], black: [], modifiers: ["an-evil-fog"] };
    expect(readChoiceFlag(choice)).toEqual(choice);
  });

  it("falls back to nothing chosen for a missing or damaged flag, field by field", () => {
    expect(readChoiceFlag(undefined)).toEqual(EMPTY_CHOICE);
    expect(readChoiceFlag("garbage")).toEqual(EMPTY_CHOICE);
    expect(readChoiceFlag({ card: 7, white: "circle", black: ["square"], modifiers: null })).toEqual({
      card: null,
      white: [],
      black: ["square"],
      modifiers: [],
    });
  });

  it("never throws, whatever the flag holds", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const choice = readChoiceFlag(value);
        expect(Array.isArray(choice.white) && Array.isArray(choice.black)).toBe(true);
      }),
    );
  });
});
