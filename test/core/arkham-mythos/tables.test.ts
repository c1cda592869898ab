import { describe, expect, it } from "vitest";
import { baseGateMarkers, doomTrackPresets, playerCountRow, terrorClosures } from "../../../src/core/arkham";

describe("the player-count table (MY-3.6, MY-6.1, MY-7.1, MY-10.2, MY-10.5)", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])("follows the formulas for %i players", (players) => {
    expect(playerCountRow(players)).toEqual({
      players,
      monsterLimit: players + 3,
      outskirtsCapacity: 8 - players,
      openGatesThatAwaken: 9 - Math.floor((players + 1) / 2),
      monstersPerNewGate: players >= 5 ? 2 : 1,
      tooManyMonsters: 2 * (players + 3),
    });
  });

  it("has no row outside 1–8 players", () => {
    expect(playerCountRow(0)).toBeUndefined();
    expect(playerCountRow(9)).toBeUndefined();
  });
});

describe("the base game's presets", () => {
  it("has two gate markers per Other World, none crescent", () => {
    const markers = baseGateMarkers();
    expect(markers).toHaveLength(16);
    expect(new Set(markers.map((m) => m.id)).size).toBe(16);
    expect(markers.some((m) => m.dimension === "crescent")).toBe(false);
  });

  it("has the doom track of every base Ancient One", () => {
    expect(doomTrackPresets().find((p) => p.ancientOne === "Azathoth")?.doomTrack).toBe(14);
    expect(doomTrackPresets()).toHaveLength(8);
  });

  it("MY-9.2 closes three stores at 3, 6 and 9", () => {
    expect(terrorClosures().map((c) => c.terror)).toEqual([3, 6, 9]);
  });
});
