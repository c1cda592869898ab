import { describe, expect, it } from "vitest";
import { draws, gameState, headline, marker, monster, onlyResolved, phase, streetMonsters } from "./builders";

describe("MY-8 step 2: the clue token", () => {
  it("MY-8.1 places one token on the clue location", () => {
    const outcome = onlyResolved(phase(gameState({ clues: { library: 1 } }), headline(null, "library")));
    expect(outcome.record.clue).toBe("library");
    expect(outcome.state.clues).toEqual({ library: 2 });
  });

  it("MY-8.1 places none where a gate opened in step 1 of this phase", () => {
    const outcome = onlyResolved(phase(gameState(), headline("woods", "woods")));
    expect(outcome.record.clue).toBeUndefined();
    expect(outcome.events).toContainEqual({ kind: "clue-blocked", rule: "MY-8.1", at: "woods" });
  });

  it("MY-8.2 places it on a location sealed by an elder sign", () => {
    const outcome = onlyResolved(phase(gameState({ elderSigns: ["woods"] }), headline(null, "woods")));
    expect(outcome.record.clue).toBe("woods");
  });

  it("MY-8.3 names every investigator there, delayed ones too, and takes nothing", () => {
    const investigators = [
      { id: "inv1", at: "library", delayed: true },
      { id: "inv2", at: "library", delayed: false },
      { id: "inv3", at: "woods", delayed: false },
    ];
    const outcome = onlyResolved(phase(gameState({ investigators }), headline(null, "library")));
    expect(outcome.record.mayTakeClue).toEqual(["inv1", "inv2"]);
    expect(outcome.state.clues).toEqual({ library: 1 });
  });
});

describe("MY-10 the awakening checks", () => {
  it("MY-10.3 awakens when a new gate must open and the pile is empty", () => {
    expect(phase(gameState(), headline("woods"), draws(2, []))[0]?.record).toEqual({
      awakened: "no-gate-markers",
    });
  });

  it("MY-10.5 awakens at terror 10 when the monsters in Arkham reach twice the limit", () => {
    const closed = ["general-store", "curiositie-shoppe", "ye-olde-magick-shoppe"];
    const state = gameState({ players: 1, terror: 10, closed, monsters: streetMonsters(7) });
    expect(phase(state, headline("woods"))[0]?.record).toEqual({ awakened: "too-many-monsters" });
  });

  it("MY-10.6 reports the doom track before an empty gate pile", () => {
    expect(phase(gameState({ doom: 12 }), headline("woods"), draws(0, []))[0]?.record).toEqual({
      awakened: "doom-track-full",
    });
  });
});

describe("MY-11 step 3 on each outcome's board", () => {
  it("MY-11.1 moves the monsters that just appeared, by the movement core", () => {
    const outcome = onlyResolved(
      phase(
        gameState(),
        { type: "headline", gate: "woods", clue: null, white: ["crescent"], black: [] },
        undefined,
        true,
      ),
    );
    const decision = outcome.movement?.kind === "resolved" ? outcome.movement.decisions[0] : undefined;
    expect(decision?.monsterId).toBe("c1");
    expect(decision?.from).toBe("woods");
    expect(decision?.kind).toBe("move");
  });

  it("MY-11.1 never moves a monster in the Outskirts", () => {
    const state = gameState({ monsters: [monster("o1", "outskirts")] });
    const card = { type: "headline" as const, gate: null, clue: null, white: ["crescent"], black: [] };
    const outcome = onlyResolved(phase(state, card, undefined, true));
    const decision = outcome.movement?.kind === "resolved" ? outcome.movement.decisions[0] : undefined;
    expect(decision?.reason.rule).toBe("selection.outskirts");
  });

  it("MY-11.2 moves under the environment in play before the card", () => {
    const outcome = onlyResolved(
      phase(gameState({ environment: "An Evil Fog" }), { card: "Heat Wave" }, undefined, true),
    );
    expect(outcome.record.movementEnvironment).toBe("An Evil Fog");
    expect(outcome.movement?.kind === "resolved" && outcome.movement.modifiers).toEqual(["an-evil-fog"]);
  });
});

describe("MY-12 step 4: what the card puts in play", () => {
  it("MY-12.1 discards a headline and changes nothing in play", () => {
    const state = gameState({ environment: "Heat Wave", rumor: "The Great Ritual" });
    const outcome = onlyResolved(phase(state, headline(null)));
    expect(outcome.state.environment).toBe("Heat Wave");
    expect(outcome.state.rumor).toBe("The Great Ritual");
  });

  it("MY-12.2 puts an environment in play, discarding the old one", () => {
    const outcome = onlyResolved(phase(gameState({ environment: "An Evil Fog" }), { card: "Heat Wave" }));
    expect(outcome.record).toMatchObject({ environment: "Heat Wave", environmentDiscarded: "An Evil Fog" });
    expect(outcome.state.environment).toBe("Heat Wave");
  });

  it("MY-12.3 ignores a rumor while another is in play", () => {
    const outcome = onlyResolved(
      phase(gameState({ rumor: "The Great Ritual" }), { card: "Good Work Undone" }),
    );
    expect(outcome.record.rumorIgnored).toBe("Good Work Undone");
    expect(outcome.state.rumor).toBe("The Great Ritual");
  });

  it("reads the card's gate and clue locations from the data by name", () => {
    const outcome = onlyResolved(
      phase(gameState(), { card: "Feds Raid Arkham!" }, draws(2, [marker("abyss-1")])),
    );
    expect(outcome.record).toMatchObject({ gateOpened: { at: "black-cave" }, clue: "hibbs-roadhouse" });
  });
});
