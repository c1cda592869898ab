import { describe, expect, it } from "vitest";
import { baseGateMarkers, type PhaseEvent } from "../../src/core/arkham";
import en from "../../lang/en.json";
import { DEFAULT_ARKHAM_STATE } from "../../sandbox/arkham/arkham-state";
import { newPhaseGame } from "../../sandbox/arkham/phase-game";
import { decodePhaseLink, encodePhaseLink } from "../../sandbox/arkham/phase-link";
import { drawPhase, startPhaseSession } from "../../sandbox/arkham/phase-session";
import { outcomeAreas } from "../../sandbox/arkham/phase-steps-view";
import { eventLine } from "../../sandbox/arkham/phase-words";
import { packJson } from "../../sandbox/ui";

describe("the game in the address", () => {
  it("reads back the seed, the phases drawn and the game it wrote", () => {
    const link = { seed: "abc123", draws: 4, game: newPhaseGame(3, "Azathoth") };
    expect(decodePhaseLink(encodePhaseLink(link))).toEqual(link);
  });

  it("refuses text that is not a game this page wrote", () => {
    expect(decodePhaseLink("not-a-link")).toBeUndefined();
    expect(decodePhaseLink(packJson({ v: 1, seed: "x", draws: 0, game: { players: 9 } }))).toBeUndefined();
    expect(
      decodePhaseLink(packJson({ v: 2, seed: "x", draws: 0, game: newPhaseGame(3, null) })),
    ).toBeUndefined();
  });
});

describe("the phase in words (MY-1)", () => {
  it("has a sentence in the language file for every kind of event", () => {
    const words = en.MONSTER_AUTOPILOT.Sandbox.ArkhamPhase.Event;
    const kinds: Record<PhaseEvent["kind"], true> = {
      "no-gate": true,
      "doom-added": true,
      "doom-removed": true,
      "gate-opened": true,
      "clues-discarded": true,
      "drawn-through": true,
      surge: true,
      "monsters-drawn": true,
      "monster-placed": true,
      "monster-to-outskirts": true,
      "outskirts-overflow": true,
      "terror-raised": true,
      "location-closed": true,
      evicted: true,
      overrun: true,
      "clue-placed": true,
      "clue-blocked": true,
      "movement-environment": true,
      "card-discarded": true,
      "environment-entered": true,
      "environment-discarded": true,
      "rumor-entered": true,
      "gate-closed": true,
      "monster-returned": true,
      "elder-sign-placed": true,
      awakened: true,
    };
    expect(Object.keys(words).sort()).toEqual(Object.keys(kinds).sort());
  });

  it("names areas by their printed names and cup markers by their type, in the step the rule belongs to", () => {
    const marker = baseGateMarkers()[0];
    if (marker === undefined) throw new Error("the preset has gate markers");
    expect(eventLine({ kind: "gate-opened", rule: "MY-3.2", at: "woods", marker })).toEqual({
      step: 1,
      rule: "MY-3.2",
      text: `A gate to ${marker.world} opens at Woods.`,
    });
    const drawn = eventLine({ kind: "monsters-drawn", rule: "MY-5.2", monsters: ["cup:base/cultist:2"] });
    expect(drawn.text).toBe("Drawn from the cup: Cultist.");
    expect(eventLine({ kind: "clue-placed", rule: "MY-8.1", at: "woods", mayTake: [] }).step).toBe(2);
    expect(eventLine({ kind: "rumor-entered", rule: "MY-12.3", card: "X" }).step).toBe(4);
  });
});

describe("an outcome on the board (MY-4.3)", () => {
  it("marks the gates of a surge's spread with their counts, one outcome per choice", () => {
    const [a, b, c, ...rest] = baseGateMarkers();
    if (a === undefined || b === undefined || c === undefined) throw new Error("the preset has gate markers");
    const game = {
      ...newPhaseGame(5, null),
      gates: { "independence-square": a, woods: b, "unvisited-isle": c },
      gatePile: rest,
    };
    const pieces = { ...DEFAULT_ARKHAM_STATE, monsters: [] };
    const result = drawPhase(startPhaseSession(game, "s"), pieces, { card: "A Strange Plague" }).pending
      ?.result;
    const outcomes = result?.kind === "outcomes" ? result.outcomes : [];
    expect(new Set(outcomes.map((o) => outcomeAreas(o).sort().join(" ")))).toEqual(
      new Set([
        "independence-square:2 unvisited-isle:2 woods:1",
        "independence-square:2 unvisited-isle:1 woods:2",
      ]),
    );
  });
});
