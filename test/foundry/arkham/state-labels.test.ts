import { describe, expect, it } from "vitest";
import { newGameState } from "../../../src/foundry/arkham/game-state/new-game";
import { boardLabels, readPublicState, type LabelWords } from "../../../src/foundry/arkham/state-labels";

const words: LabelWords = {
  tracks: (s) => `T${s.terror} D${s.doom}/${s.doomTrack}`,
  gate: (world, d) => `gate ${world} ${d}`,
  elderSign: () => "sign",
  clues: (n) => `clues ${n}`,
  closed: () => "closed",
  outskirts: (names) => `out ${names}`,
};

function stored() {
  const game = newGameState({ players: 2, ancientOne: "Cthulhu", sets: ["base"] });
  const [marker] = game.gatePile;
  if (marker === undefined) throw new Error("no marker");
  return {
    ...game,
    terror: 2,
    doom: 3,
    gates: { "the-witch-house": marker },
    clues: { "the-unvisited-isle": 2, "general-store": 0 },
    closed: ["general-store"],
    elderSigns: ["the-unnamable"],
    outskirts: [{ id: "o1", name: "Gug", dimension: "slash" as const }],
  };
}

describe("the public game state every client reads", () => {
  it("keeps the tracks, gates, clues, closings and Outskirts, and never the cup, pile or deck", () => {
    const s = readPublicState(stored());
    expect(s).toBeDefined();
    expect(Object.keys(s ?? {})).not.toContain("cup");
    expect(Object.keys(s ?? {})).not.toContain("gatePile");
    expect(s?.clues).toEqual([{ at: "the-unvisited-isle", count: 2 }]);
    expect(s?.outskirts).toEqual(["Gug"]);
  });

  it("reads nothing from a missing, foreign or damaged flag", () => {
    expect(readPublicState(undefined)).toBeUndefined();
    expect(readPublicState({ version: 2, terror: 1, doom: 0, doomTrack: 12 })).toBeUndefined();
    expect(readPublicState({ version: 1, terror: "high", doom: 0, doomTrack: 12 })).toBeUndefined();
  });
});

describe("the labels on the board", () => {
  it("puts the tracks at the corner and each area's lines at its centre; areas without a region are left out", () => {
    const s = readPublicState(stored());
    if (s === undefined) throw new Error("unread");
    const centres = new Map([
      ["the-witch-house", { x: 10, y: 20 }],
      ["general-store", { x: 30, y: 40 }],
      ["outskirts", { x: 5, y: 5 }],
    ]);
    const labels = boardLabels(s, (id) => centres.get(id), { x: 0, y: 0 }, "outskirts", words);
    expect(labels).toEqual([
      { text: `T2 D3/${stored().doomTrack}`, x: 0, y: 0 },
      { text: "out Gug", x: 5, y: 5 },
      {
        text: `gate ${stored().gates["the-witch-house"].world} ${stored().gates["the-witch-house"].dimension}`,
        x: 10,
        y: 20,
      },
      { text: "closed", x: 30, y: 40 },
    ]);
  });
});
