import { describe, expect, it } from "vitest";
import { combatPhaseSource, type PhaseCombat } from "../../../src/foundry/arkham/phase-sources";
import { PhaseTracker } from "../../../src/foundry/arkham/phase-tracker";
import type { PhaseChange, PhaseState } from "../../../src/foundry/arkham/phases";

/** A combat as the tracker sees it; `update` applies the change and runs the update hook like Foundry. */
function fakeCombat(round: number, stored?: PhaseState) {
  const updates: Parameters<PhaseCombat["update"]>[0][] = [];
  const hooks: (() => void)[] = [];
  const starts: number[] = [];
  const combat = {
    id: "combat1",
    round,
    stored,
    /** `Combat#started`: the round is above 0 (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#started). */
    get started() {
      return combat.round > 0;
    },
    /** `Combat#startCombat`: round 1, turn 0, in one update (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#startcombat). */
    startCombat: async () => {
      starts.push(combat.round);
      combat.round = 1;
      for (const hook of hooks) hook();
      return combat;
    },
    getFlag: () => combat.stored,
    update: async (data: Parameters<PhaseCombat["update"]>[0]) => {
      updates.push(data);
      if (data.round !== undefined) combat.round = data.round;
      combat.stored = data.flags["monster-autopilot"].arkhamPhase;
      for (const hook of hooks) hook();
      return combat;
    },
  };
  return { combat, updates, hooks, starts };
}

function trackCombat(round: number, stored?: PhaseState) {
  const fake = fakeCombat(round, stored);
  const changes: PhaseChange[] = [];
  const tracker = new PhaseTracker(
    () => combatPhaseSource(fake.combat),
    (change) => changes.push(change),
  );
  fake.hooks.push(() => tracker.refresh());
  tracker.prime();
  return { ...fake, tracker, changes };
}

describe("phases tied to the combat tracker", () => {
  it("writes the phase into the combat without changing its round", async () => {
    const { tracker, updates, changes } = trackCombat(2);
    await tracker.advance();
    expect(updates).toEqual([
      { flags: { "monster-autopilot": { arkhamPhase: { round: 2, phase: "movement" } } } },
    ]);
    expect(changes).toEqual([
      {
        previous: { round: 2, phase: "upkeep" },
        current: { round: 2, phase: "movement" },
        combatId: "combat1",
      },
    ]);
  });

  it("starts the next combat round after Mythos, in one update and one announced change", async () => {
    const { tracker, updates, changes, combat } = trackCombat(2, { round: 2, phase: "mythos" });
    await tracker.advance();
    expect(combat.round).toBe(3);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ round: 3, turn: 0 });
    expect(changes.map((c) => c.current)).toEqual([{ round: 3, phase: "upkeep" }]);
  });

  it("follows a new round started from the combat tracker: Upkeep of that round", () => {
    const { tracker, changes, combat } = trackCombat(4, { round: 4, phase: "mythos" });
    combat.round = 5;
    tracker.refresh();
    expect(changes).toEqual([
      {
        previous: { round: 4, phase: "mythos" },
        current: { round: 5, phase: "upkeep" },
        combatId: "combat1",
      },
    ]);
  });
});

describe("a combat that has not started", () => {
  it("keeps its round: a phase of round 1 is written as the flag alone", async () => {
    const { tracker, updates, combat, starts } = trackCombat(0);
    await tracker.advance();
    expect(updates).toEqual([
      { flags: { "monster-autopilot": { arkhamPhase: { round: 1, phase: "movement" } } } },
    ]);
    expect(combat.round).toBe(0);
    expect(starts).toEqual([]);
  });

  it("is started with startCombat before the game moves on to round 2", async () => {
    const { tracker, updates, combat, starts } = trackCombat(0, { round: 1, phase: "mythos" });
    await tracker.advance();
    expect(starts).toEqual([0]);
    expect(combat.round).toBe(2);
    expect(updates.every((u) => u.round !== 1)).toBe(true);
  });
});
