import { describe, expect, it } from "vitest";
import type { PhaseEvent, PhaseOutcome } from "../../../src/core/arkham";
import type { PieceNames } from "../../../src/view/arkham/move-words";
import {
  describePhaseEvent,
  groupBySteps,
  outcomeHighlight,
  viewPhaseOutcomes,
} from "../../../src/view/arkham/phase-steps";
import { i18n } from "./i18n";

const names: PieceNames = {
  area: (id) => ({ "the-witch-house": "The Witch House", "unvisited-isle": "Unvisited Isle" })[id] ?? id,
  monster: (id) => id,
  investigator: (id) => ({ amanda: "Amanda Sharpe" })[id] ?? id,
};

const gate: PhaseEvent = {
  kind: "gate-opened",
  rule: "MY-3.2",
  at: "the-witch-house",
  marker: { id: "g1", world: "R'lyeh", dimension: "star" },
};
const doom: PhaseEvent = { kind: "doom-added", rule: "MY-3.1", doom: 1 };
const placed: PhaseEvent = {
  kind: "monster-placed",
  rule: "MY-3.6",
  monster: "m1",
  name: "Cultist",
  at: "the-witch-house",
};
const outskirts: PhaseEvent = {
  kind: "monster-to-outskirts",
  rule: "MY-6.2",
  monster: "m2",
  name: "Gug",
  limit: 6,
};
const clue: PhaseEvent = { kind: "clue-placed", rule: "MY-8.1", at: "unvisited-isle", mayTake: ["amanda"] };
const env: PhaseEvent = { kind: "movement-environment", rule: "MY-11.2", environment: "An Evil Fog" };
const rumor: PhaseEvent = { kind: "rumor-entered", rule: "MY-12.3", card: "The Stars Are Right" };

describe("each event in words, with its rule in words (MY-1)", () => {
  it("names the gate's world and area, and why a gate takes a marker", () => {
    const view = describePhaseEvent(gate, names, i18n);
    expect(view.text).toBe("A gate to R'lyeh opens at The Witch House.");
    expect(view.why).toBe("A new gate takes the top marker of the gate pile.");
    expect(view.rule).toBe("MY-3.2");
  });

  it("says who may take the clue by name", () => {
    expect(describePhaseEvent(clue, names, i18n).text).toBe(
      "A clue token appears at Unvisited Isle; who may take it now: Amanda Sharpe.",
    );
  });

  it("words every rule an event can carry, in English and German (no raw keys)", async () => {
    const { readFileSync } = await import("node:fs");
    const { localizerFromJson } = await import("../../../src/view/i18n");
    const de = localizerFromJson(JSON.parse(readFileSync("lang/de.json", "utf8")) as unknown);
    const all: PhaseEvent[] = [gate, doom, placed, outskirts, clue, env, rumor];
    for (const loc of [i18n, de])
      for (const e of all) {
        const view = describePhaseEvent(e, names, loc);
        expect(view.text).not.toContain("MONSTER_AUTOPILOT");
        expect(view.why).not.toContain("MONSTER_AUTOPILOT");
      }
  });
});

describe("the events grouped by the phase's four steps in order (MY-1.1)", () => {
  it("puts gate, doom and monsters in step 1, the clue in 2, the environment in 3, the rumor in 4", () => {
    const steps = groupBySteps([doom, gate, placed, outskirts, clue, env, rumor], names, i18n);
    expect(steps.map((s) => [s.step, s.events.length])).toEqual([
      [1, 4],
      [2, 1],
      [3, 1],
      [4, 1],
    ]);
    expect(steps[0]?.title).toBe("Step 1 — a gate opens and monsters appear");
  });

  it("ends with the awakening in the step it happened in and says why the phase stops (MY-1.2)", () => {
    const awakened: PhaseOutcome = {
      kind: "awakened",
      reason: "doom-track-full",
      record: { awakened: true } as never,
      events: [doom, { kind: "awakened", rule: "MY-10.1", reason: "doom-track-full" }],
    };
    const [view] = viewPhaseOutcomes([awakened], names, i18n);
    expect(view?.awakened).toBe(true);
    expect(view?.awakening).toContain("the doom track is full.");
    expect(view?.steps.map((s) => s.step)).toEqual([1]);
    expect(view?.steps[0]?.events.at(-1)?.why).toBe("The doom track is full.");
  });
});

describe("what an outcome draws on the canvas", () => {
  it("marks the gate, the areas monsters are placed in and the Outskirts", () => {
    const outcome = {
      kind: "awakened",
      reason: "too-many-gates",
      record: {},
      events: [gate, placed, outskirts],
    };
    expect(outcomeHighlight(outcome as unknown as PhaseOutcome)).toEqual({
      gates: ["the-witch-house"],
      monsters: ["the-witch-house"],
      outskirts: true,
    });
  });
});
