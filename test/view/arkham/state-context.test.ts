import { describe, expect, it } from "vitest";
import { buildStateContext, describeGmEvents, type StateWindowInput } from "../../../src/view/arkham";
import { newGameState } from "../../../src/foundry/arkham/game-state/new-game";
import { localizerFromJson } from "../../../src/view";
import en from "../../../lang/en.json";

const i18n = localizerFromJson(en);

function input(overrides: Partial<StateWindowInput> = {}): StateWindowInput {
  const state = newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] });
  return {
    hasBoard: true,
    read: { kind: "ok", state },
    locations: [
      { id: "the-witch-house", name: "The Witch House", unstable: true },
      { id: "general-store", name: "General Store", unstable: false },
    ],
    ancientOnes: [{ name: "Cthulhu", doomTrack: 10 }],
    sets: ["base", "dunwich-horror"],
    monsterTypes: [{ id: "base/gug", name: "Gug", set: "base" }],
    terrorPreview: [],
    lastChange: [],
    canUndo: false,
    ...overrides,
  };
}

describe("the Arkham state window's context", () => {
  it("offers gates only on unstable locations without one, and the pile's markers", () => {
    const ctx = buildStateContext(input(), i18n);
    expect(ctx.gateSpots.map((o) => o.value)).toEqual(["the-witch-house"]);
    expect(ctx.pileMarkers.length).toBeGreaterThan(0);
    expect(ctx.setup.ancientOnes[0]).toMatchObject({ value: "Cthulhu", selected: true });
    expect(ctx.setup.players.find((p) => p.selected)?.value).toBe("3");
    expect(ctx.cupTotal).toBeGreaterThan(0);
  });

  it("names the card sets and the monsters' sets by their game boxes, not their slugs", () => {
    const ctx = buildStateContext(input(), i18n);
    expect(ctx.setup.sets).toEqual([
      { id: "base", label: "Base game", checked: true },
      { id: "dunwich-horror", label: "Dunwich Horror", checked: false },
    ]);
    expect(ctx.monsterChoices).toEqual([{ value: "base/gug", label: "Gug (Base game)", selected: false }]);
  });

  it("shows a damaged flag's problem and no state", () => {
    const ctx = buildStateContext(input({ read: { kind: "corrupt", detail: "terror: too big" } }), i18n);
    expect(ctx.hasState).toBe(false);
    expect(ctx.corrupt).toContain("terror: too big");
  });
});

describe("what a GM action did, in words", () => {
  it("names the closed gate, the returned monster and the doom token (MY-13)", () => {
    const lines = describeGmEvents(
      [
        {
          kind: "gate-closed",
          rule: "MY-13.1",
          at: "the-witch-house",
          marker: { id: "g1", world: "R'lyeh", dimension: "star" },
        },
        { kind: "monster-returned", rule: "MY-13.2", monster: "t", name: "Gug", from: "northside" },
        { kind: "doom-removed", rule: "MY-13.3", doom: 1 },
      ],
      (id) => id.toUpperCase(),
      i18n,
    );
    expect(lines).toEqual([
      "The gate at THE-WITCH-HOUSE (R'lyeh) is closed (MY-13.1).",
      "Gug returns from NORTHSIDE to the cup (MY-13.2).",
      "A doom token is removed: doom 1 (MY-13.3).",
    ]);
  });
});
