import { describe, expect, it } from "vitest";
import { draws, gameState, headline, marker, onlyResolved, phase, pileFor } from "./builders";

describe("MY-1 the steps of the phase", () => {
  it("MY-1.1 resolves the gate, the clue, the moves and the card in that order", () => {
    const outcome = onlyResolved(phase(gameState({ environment: "An Evil Fog" }), { card: "Heat Wave" }));
    const kinds = outcome.events.map((e) => e.kind);
    expect(kinds.indexOf("gate-opened")).toBeLessThan(kinds.indexOf("clue-placed"));
    expect(kinds.indexOf("clue-placed")).toBeLessThan(kinds.indexOf("movement-environment"));
    expect(kinds.indexOf("movement-environment")).toBeLessThan(kinds.indexOf("environment-entered"));
  });

  it("MY-1.2 stops at an awakening: the outcome is only the reason", () => {
    const [outcome, ...rest] = phase(gameState({ doom: 12 }), headline("woods", "library"));
    expect(rest).toEqual([]);
    expect(outcome?.record).toEqual({ awakened: "doom-track-full" });
    expect(outcome?.events.at(-1)).toEqual({ kind: "awakened", rule: "MY-10.1", reason: "doom-track-full" });
  });
});

describe("MY-2 step 1: what is at the gate location", () => {
  it("MY-2.1 does nothing for a card without a gate location", () => {
    const outcome = onlyResolved(phase(gameState(), headline(null)));
    expect(outcome.record).toEqual({});
    expect(outcome.drawn).toEqual([]);
  });

  it("MY-2.2 does nothing at an elder sign: no doom, gate or monster", () => {
    const outcome = onlyResolved(phase(gameState({ elderSigns: ["woods"] }), headline("woods")));
    expect(outcome.record).toEqual({});
    expect(outcome.events[0]).toEqual({ kind: "no-gate", rule: "MY-2.2", at: "woods" });
  });

  it("MY-2.3 surges at an open gate", () => {
    const [outcome] = phase(gameState({ gates: { woods: marker("abyss-1") } }), headline("woods"));
    expect(outcome?.record.surge).toBe("woods");
  });

  it("MY-2.4 opens a new gate otherwise", () => {
    const [outcome] = phase(gameState(), headline("woods"));
    expect(outcome?.record.gateOpened).toEqual({ at: "woods", marker: "abyss-1" });
  });
});

describe("MY-3 a new gate", () => {
  it("MY-3.1 adds a doom token", () => {
    const outcome = onlyResolved(phase(gameState({ doom: 4 }), headline("woods")));
    expect(outcome.record.doom).toBe(1);
    expect(outcome.state.doom).toBe(5);
  });

  it("MY-3.2 takes the top gate marker off the pile", () => {
    const outcome = onlyResolved(
      phase(gameState(), headline("woods"), draws(2, [marker("rlyeh-2"), marker("yuggoth-1")])),
    );
    expect(outcome.state.gates).toEqual({ woods: marker("rlyeh-2") });
    expect(outcome.draws.gateMarkers).toEqual([marker("yuggoth-1")]);
  });

  it("MY-3.3 discards the clue tokens there", () => {
    const outcome = onlyResolved(phase(gameState({ clues: { woods: 3, library: 1 } }), headline("woods")));
    expect(outcome.record.cluesDiscarded).toBe(3);
    expect(outcome.state.clues).toEqual({ library: 1 });
  });

  it("MY-3.4 awakens the Ancient One when the gates reach the table's number", () => {
    const open = ["abyss-1", "abyss-2", "rlyeh-1", "rlyeh-2", "yuggoth-1", "yuggoth-2"];
    const at = [
      "black-cave",
      "graveyard",
      "the-unnamable",
      "unvisited-isle",
      "the-witch-house",
      "science-building",
    ];
    const gates = Object.fromEntries(at.map((a, i) => [a, marker(open[i] ?? "")]));
    const [outcome] = phase(
      gameState({ players: 3, gates }),
      headline("woods"),
      draws(5, pileFor({ ...gameState(), gates })),
    );
    expect(outcome?.record).toEqual({ awakened: "too-many-gates" });
  });

  it("MY-3.5 draws every investigator there through the gate, delayed", () => {
    const investigators = [
      { id: "inv1", at: "woods", delayed: false },
      { id: "inv2", at: "uptown", delayed: false },
    ];
    const outcome = onlyResolved(phase(gameState({ investigators }), headline("woods")));
    expect(outcome.record.drawnThrough).toEqual(["inv1"]);
    expect(outcome.state.investigators).toEqual([
      { id: "inv1", at: "woods", delayed: true, otherWorld: "The Abyss" },
      { id: "inv2", at: "uptown", delayed: false },
    ]);
  });

  it("MY-3.6 places one monster, two with five or more players", () => {
    expect(onlyResolved(phase(gameState({ players: 4 }), headline("woods"))).record.placed).toEqual({
      woods: ["c1"],
    });
    expect(onlyResolved(phase(gameState({ players: 5 }), headline("woods"))).record.placed).toEqual({
      woods: ["c1", "c2"],
    });
  });
});

describe("MY-5 the draws", () => {
  it("MY-5.1 takes monsters from the front of the cup and leaves the rest in order", () => {
    const outcome = onlyResolved(phase(gameState(), headline("woods"), draws(3, [marker("abyss-1")])));
    expect(outcome.drawn.map((m) => m.id)).toEqual(["c1"]);
    expect(outcome.draws.monsters.map((m) => m.id)).toEqual(["c2", "c3"]);
  });

  it("MY-5.2 awakens the Ancient One when the cup holds fewer than the step needs", () => {
    const [outcome] = phase(gameState({ players: 5 }), headline("woods"), draws(1, [marker("abyss-1")]));
    expect(outcome?.record).toEqual({ awakened: "monster-cup-empty" });
  });

  it("MY-5.3 puts returned monsters at the back of the cup, in the order they returned", () => {
    const state = gameState({
      players: 8,
      monsters: Array.from({ length: 11 }, (_, i) => ({
        id: `m${i}`,
        name: "Cultist",
        dimension: "crescent" as const,
        at: "northside",
      })),
    });
    const outcome = onlyResolved(phase(state, headline("woods"), draws(4, [marker("abyss-1")])));
    expect(outcome.draws.monsters.map((m) => m.id)).toEqual(["c3", "c4", "c1", "c2"]);
    expect(outcome.returned.map((m) => m.id)).toEqual(["c1", "c2"]);
  });
});
