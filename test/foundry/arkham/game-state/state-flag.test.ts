import { describe, expect, it } from "vitest";
import { presetCup } from "../../../../src/core/arkham";
import { newGameState } from "../../../../src/foundry/arkham/game-state/new-game";
import { readGameStateFlag } from "../../../../src/foundry/arkham/game-state/state-flag";

describe("reading the scene's game state flag", () => {
  it("reads a missing flag as no game set up", () => {
    expect(readGameStateFlag(undefined)).toEqual({ kind: "none" });
    expect(readGameStateFlag(null)).toEqual({ kind: "none" });
  });

  it("reads a new game's state back unchanged", () => {
    const state = newGameState({ players: 4, ancientOne: "Cthulhu", sets: ["base"] });
    expect(readGameStateFlag(JSON.parse(JSON.stringify(state)))).toEqual({ kind: "ok", state });
  });

  it("reports a damaged flag with the path of what is wrong, never throwing", () => {
    const state = newGameState({ players: 4, ancientOne: "Cthulhu", sets: ["base"] });
    const read = readGameStateFlag({ ...state, terror: 11, players: "four" });
    expect(read.kind).toBe("corrupt");
    if (read.kind === "corrupt") {
      expect(read.detail).toContain("terror");
      expect(read.detail).toContain("players");
    }
    expect(readGameStateFlag("garbage").kind).toBe("corrupt");
    expect(readGameStateFlag({ version: 2 }).kind).toBe("corrupt");
  });

  it("rejects a gate marker of an unknown dimension", () => {
    const state = newGameState({ players: 1, ancientOne: null, doomTrack: 10, sets: ["base"] });
    const read = readGameStateFlag({
      ...state,
      gates: { "the-witch-house": { id: "x", world: "y", dimension: "moon" } },
    });
    expect(read.kind).toBe("corrupt");
  });
});

describe("setting up a new game (MY-5, MY-10)", () => {
  it("takes the doom track from the Ancient One's preset", () => {
    expect(newGameState({ players: 2, ancientOne: "Azathoth", sets: ["base"] }).doomTrack).toBe(14);
    expect(newGameState({ players: 2, ancientOne: null, doomTrack: 9, sets: ["base"] }).doomTrack).toBe(9);
  });

  it("fills the cup with the base game's markers, Mask and Spawn monsters left out", () => {
    const cup = presetCup(["base"]);
    expect(cup.length).toBeGreaterThan(0);
    expect(cup.every((e) => e.typeId.startsWith("base/") && e.count > 0)).toBe(true);
    expect(presetCup(["base", "dunwich-horror"]).length).toBeGreaterThan(cup.length);
  });

  it("starts with the whole gate pile, the base Mythos cards and an empty board", () => {
    const state = newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] });
    expect(state.gatePile).toHaveLength(16);
    expect(state.mythosDeck.length).toBeGreaterThan(0);
    expect(state).toMatchObject({ terror: 0, doom: 0, gates: {}, outskirts: [], mythosDiscard: [] });
  });
});
