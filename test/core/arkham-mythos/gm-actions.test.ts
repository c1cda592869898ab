import { describe, expect, it } from "vitest";
import { closing, gameState, marker, monster, raising } from "./builders";

describe("MY-9 the terror track", () => {
  it("MY-9.1 rises one level per step, one ally to the box each", () => {
    const outcome = raising(gameState({ terror: 0 }), 2);
    expect(outcome.record).toEqual({ terror: 2 });
    expect(outcome.events.filter((e) => e.kind === "terror-raised")).toHaveLength(2);
  });

  it("MY-9.2 closes the General Store at 3 and moves everyone there to the Rivertown streets", () => {
    const state = gameState({
      terror: 2,
      investigators: [{ id: "inv1", at: "general-store", delayed: false }],
      monsters: [monster("m1", "general-store")],
    });
    const outcome = raising(state, 1);
    expect(outcome.record).toEqual({
      terror: 1,
      closed: ["general-store"],
      evicted: { inv1: "rivertown", m1: "rivertown" },
    });
  });

  it("MY-9.3 and MY-9.4 overrun Arkham at 10, then add doom instead of rising", () => {
    const state = gameState({
      terror: 9,
      closed: ["general-store", "curiositie-shoppe", "ye-olde-magick-shoppe"],
    });
    expect(raising(state, 3).record).toEqual({ terror: 1, overrun: true, doom: 2 });
  });

  it("MY-10.1 a doom token from terror can fill the track", () => {
    const state = gameState({ terror: 10, doom: 12, doomTrack: 13 });
    expect(raising(state, 1).record).toEqual({ awakened: "doom-track-full" });
  });
});

describe("MY-13 closing and sealing a gate", () => {
  const state = gameState({
    doom: 4,
    gates: { woods: marker("yuggoth-1") },
    monsters: [
      monster("m1", "sky", "Byakhee"),
      monster("m2", "outskirts", "Mi-Go"),
      monster("m3", "woods", "Ghoul"),
    ],
  });

  it("MY-13.1 and MY-13.2 remove the marker and return every monster of its dimension, the Outskirts too", () => {
    const outcome = closing(state, { at: "woods", seal: null });
    expect(outcome.record).toEqual({
      gateClosed: { at: "woods", marker: "yuggoth-1" },
      returnedToCup: ["m1", "m2"],
      outskirts: [],
    });
    expect(outcome.kind === "resolved" && outcome.draws.monsters.map((m) => m.id)).toEqual(["m1", "m2"]);
  });

  it("MY-13.3 seals with an elder sign; the Elder Sign item also takes a doom token", () => {
    expect(closing(state, { at: "woods", seal: "clues" }).record.elderSign).toBe("woods");
    expect(closing(state, { at: "woods", seal: "elder-sign" }).record.doom).toBe(-1);
  });
});
