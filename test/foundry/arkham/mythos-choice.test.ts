import { describe, expect, it } from "vitest";
import {
  chooseCard,
  EMPTY_CHOICE,
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
