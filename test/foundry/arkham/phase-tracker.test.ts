import { describe, expect, it } from "vitest";
import {
  phaseFromCombat,
  phaseFromStored,
  PhaseTracker,
  type PhaseSource,
} from "../../../src/foundry/arkham/phase-tracker";
import {
  nextPhaseState,
  previousPhaseState,
  type PhaseChange,
  type PhaseState,
} from "../../../src/foundry/arkham/phases";

/** A phase source kept in memory, calling back like Foundry's update hooks do. */
function memorySource(initial: PhaseState, onWrite: () => void = () => undefined) {
  let state = initial;
  const source: PhaseSource & { set(next: PhaseState): void } = {
    combatId: null,
    read: () => state,
    write: async (next) => {
      state = next;
      onWrite();
    },
    set: (next) => (state = next),
  };
  return source;
}

function trackerOver(initial: PhaseState) {
  const changes: PhaseChange[] = [];
  const holder: { tracker?: PhaseTracker } = {};
  const source = memorySource(initial, () => holder.tracker?.refresh());
  const tracker = new PhaseTracker(
    () => source,
    (change) => changes.push(change),
  );
  holder.tracker = tracker;
  tracker.prime();
  return { tracker, source, changes };
}

describe("the Arkham turn sequence", () => {
  it("runs Upkeep, Movement, Arkham Encounters, Other World Encounters, Mythos, then the next round", () => {
    const seen: string[] = [];
    let state: PhaseState = { round: 1, phase: "upkeep" };
    for (let i = 0; i < 6; i++) {
      seen.push(`${state.round}:${state.phase}`);
      state = nextPhaseState(state);
    }
    expect(seen).toEqual([
      "1:upkeep",
      "1:movement",
      "1:arkham-encounters",
      "1:other-world-encounters",
      "1:mythos",
      "2:upkeep",
    ]);
  });

  it("steps back across a round boundary but never before round 1", () => {
    expect(previousPhaseState({ round: 2, phase: "upkeep" })).toEqual({ round: 1, phase: "mythos" });
    expect(previousPhaseState({ round: 1, phase: "upkeep" })).toEqual({ round: 1, phase: "upkeep" });
  });
});

describe("the phase tracker fires monster-autopilot.phaseChange", () => {
  it("announces each change once with the previous and current phase", async () => {
    const { tracker, changes } = trackerOver({ round: 3, phase: "other-world-encounters" });
    await tracker.advance();
    await tracker.advance();
    expect(changes).toEqual([
      {
        previous: { round: 3, phase: "other-world-encounters" },
        current: { round: 3, phase: "mythos" },
        combatId: null,
      },
      { previous: { round: 3, phase: "mythos" }, current: { round: 4, phase: "upkeep" }, combatId: null },
    ]);
  });

  it("does not announce a refresh that changed nothing, nor the state found on start-up", () => {
    const { tracker, changes } = trackerOver({ round: 1, phase: "movement" });
    tracker.refresh();
    tracker.refresh();
    expect(changes).toEqual([]);
  });

  it("announces a change made by another client when the stored data changes", () => {
    const { tracker, source, changes } = trackerOver({ round: 1, phase: "movement" });
    source.set({ round: 1, phase: "mythos" });
    tracker.refresh();
    expect(changes.map((c) => c.current.phase)).toEqual(["mythos"]);
  });

  it("jumps to a phase of the current round", async () => {
    const { tracker, changes } = trackerOver({ round: 2, phase: "upkeep" });
    await tracker.jumpTo("mythos");
    expect(changes[0]?.current).toEqual({ round: 2, phase: "mythos" });
  });
});

describe("phases tied to the combat tracker: one combat round is one game round", () => {
  it("uses the stored phase only in the round it was written", () => {
    expect(phaseFromCombat(2, { round: 2, phase: "mythos" })).toEqual({ round: 2, phase: "mythos" });
    expect(phaseFromCombat(3, { round: 2, phase: "mythos" })).toEqual({ round: 3, phase: "upkeep" });
  });

  it("counts a combat that has not started as round 1, Upkeep", () => {
    expect(phaseFromCombat(0, undefined)).toEqual({ round: 1, phase: "upkeep" });
  });

  it("ignores stored data that is not a phase", () => {
    expect(phaseFromCombat(1, { round: 1, phase: "lunch" })).toEqual({ round: 1, phase: "upkeep" });
    expect(phaseFromStored({ round: 0, phase: "mythos" })).toEqual({ round: 1, phase: "upkeep" });
    expect(phaseFromStored({ round: 4, phase: "movement" })).toEqual({ round: 4, phase: "movement" });
  });
});

describe("the phase tracker before the game is ready", () => {
  it("announces nothing until it has been primed", () => {
    const changes: PhaseChange[] = [];
    const source = memorySource({ round: 1, phase: "mythos" });
    const tracker = new PhaseTracker(
      () => source,
      (change) => changes.push(change),
    );
    tracker.refresh();
    expect(changes).toEqual([]);
  });
});

describe("a phase change is a change of one combat's (or the world's) phase", () => {
  /** Two combats in different phases; `viewing` picks the one the viewed scene has, as canvasReady does. */
  function twoCombats() {
    const states: Record<string, PhaseState> = {
      a: { round: 2, phase: "movement" },
      b: { round: 1, phase: "mythos" },
    };
    let viewing = "a";
    const sourceOf = (): PhaseSource => ({
      combatId: viewing,
      read: () => states[viewing] ?? { round: 1, phase: "upkeep" },
      write: async (next) => void (states[viewing] = next),
    });
    const changes: PhaseChange[] = [];
    const tracker = new PhaseTracker(sourceOf, (change) => changes.push(change));
    tracker.prime();
    return { tracker, changes, states, view: (id: string) => (viewing = id) };
  }

  it("viewing a scene whose combat is in another phase announces nothing", () => {
    const { tracker, changes, view } = twoCombats();
    view("b");
    tracker.refresh();
    view("a");
    tracker.refresh();
    expect(changes).toEqual([]);
  });

  it("a change of the followed combat is still announced after switching", () => {
    const { tracker, changes, states, view } = twoCombats();
    view("b");
    tracker.refresh();
    states["b"] = { round: 2, phase: "upkeep" };
    tracker.refresh();
    expect(changes).toEqual([
      { previous: { round: 1, phase: "mythos" }, current: { round: 2, phase: "upkeep" }, combatId: "b" },
    ]);
  });
});
