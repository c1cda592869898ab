import { describe, expect, it } from "vitest";
import { GLOOMHAVEN, type Scenario } from "../../../../src/core/gloomhaven";
import { planSequenceHighlight } from "../../../../src/foundry/gloomhaven/sequence/sequence-highlight";
import { SequencePlayback } from "../../../../src/foundry/gloomhaven/sequence/sequence-playback";
import { actOf, artillery, caveBear } from "./card-turns";

/** The board after the paused step: `id` removed (it died). */
function without(scenario: Scenario, id: string): Scenario {
  return { ...scenario, figures: scenario.figures.filter((f) => f.id !== id) };
}

describe("SQ-1: Move plays the chosen option step by step", () => {
  it("Cave Bear 601 skips the attack with no target, moves, then pauses on the attack", () => {
    const turn = caveBear({ monster: { q: 0, r: 3 }, characters: [{ q: 2, r: 3 }] });
    const [option] = actOf(turn).options;
    if (!option) throw new Error("no option");
    const playback = new SequencePlayback(turn, option);
    expect(playback.current()).toEqual({
      kind: "move",
      index: 1,
      path: [
        { q: 0, r: 3 },
        { q: 1, r: 3 },
      ],
    });
    playback.moveDone(true);
    expect(playback.current()).toMatchObject({ kind: "pause", index: 2, step: { targets: ["C1"] } });
    playback.continue();
    expect(playback.current()).toEqual({ kind: "done" });
    expect(playback.movesMade).toBe(1);
  });

  it("pauses on the first attack before any move, and skips a move of no hexes", () => {
    const turn = caveBear({ monster: { q: 2, r: 3 }, characters: [{ q: 3, r: 3 }] });
    const [option] = actOf(turn).options;
    if (!option) throw new Error("no option");
    const playback = new SequencePlayback(turn, option);
    expect(playback.current()).toMatchObject({ kind: "pause", index: 0 });
    playback.continue();
    expect(playback.current()).toMatchObject({ kind: "pause", index: 2 });
    playback.continue();
    expect(playback.current()).toEqual({ kind: "done" });
    expect(playback.movesMade).toBe(0);
  });
});

describe("OUT-S2: the players' choice while the card is played", () => {
  it("another tied option can be chosen until a step where it differs is played, not after", () => {
    // Two hexes beside both the bear and C1: two tied one-hex moves.
    const turn = caveBear({ monster: { q: 0, r: 3 }, characters: [{ q: 2, r: 2 }] });
    const [first, second] = actOf(turn).options;
    if (!first || !second) throw new Error("expected two options");
    const playback = new SequencePlayback(turn, first);
    expect(playback.current()).toMatchObject({ kind: "move", index: 1 });
    expect(playback.agrees(second)).toBe(true);
    expect(playback.choose(second)).toBe(true);
    expect(playback.current()).toMatchObject({
      kind: "move",
      path: second.steps[1]?.kind === "move" ? second.steps[1].path : [],
    });
    playback.moveDone(true);
    expect(playback.agrees(first)).toBe(false);
    expect(playback.choose(first)).toBe(false);
    expect(playback.option).toBe(second);
    expect(playback.current()).toMatchObject({ kind: "pause", index: 2 });
  });
});

describe("SQ-17: the GM says the target died and the rest is recomputed on the board as it is", () => {
  it("after the first attack kills the focus, the bear moves to the next enemy and attacks it", () => {
    const turn = caveBear({
      monster: { q: 2, r: 3 },
      characters: [
        { q: 3, r: 3 },
        { q: 4, r: 3 },
      ],
    });
    const [option] = actOf(turn).options;
    if (!option) throw new Error("no option");
    const playback = new SequencePlayback(turn, option);
    expect(playback.current()).toMatchObject({ kind: "pause", index: 0, step: { targets: ["C1"] } });
    playback.continue();
    const result = playback.recompute(without(turn.scenario, "C1"), GLOOMHAVEN);
    expect(result.kind).toBe("act");
    expect(playback.option.focus).toEqual(["C2"]);
    expect(playback.current()).toEqual({
      kind: "move",
      index: 0,
      path: [
        { q: 2, r: 3 },
        { q: 3, r: 3 },
      ],
    });
    playback.moveDone(true);
    expect(playback.current()).toMatchObject({ kind: "pause", step: { targets: ["C2"] } });
    playback.continue();
    expect(playback.current()).toEqual({ kind: "done" });
    expect(playback.movesMade).toBe(1);
  });

  it("a living focus is kept when the board is recomputed", () => {
    const turn = caveBear({
      monster: { q: 2, r: 3 },
      characters: [
        { q: 3, r: 3 },
        { q: 1, r: 3 },
      ],
    });
    const option = actOf(turn).options.find((o) => o.focus.includes("C2"));
    if (!option) throw new Error("no option for C2");
    const playback = new SequencePlayback(turn, option);
    playback.continue();
    playback.recompute(turn.scenario, GLOOMHAVEN);
    expect(playback.option.focus).toEqual(["C2"]);
  });
});

describe("OUT-S1: the canvas shows each step of an option", () => {
  it("numbers the move's path and marks the focus where it is attacked", () => {
    const turn = caveBear({ monster: { q: 0, r: 3 }, characters: [{ q: 2, r: 3 }] });
    const [option] = actOf(turn).options;
    if (!option) throw new Error("no option");
    expect(planSequenceHighlight(option)).toEqual([
      { hex: { q: 1, r: 3 }, kind: "end", step: 1 },
      { hex: { q: 2, r: 3 }, kind: "focus" },
    ]);
    expect(planSequenceHighlight(option, 2)).toEqual([{ hex: { q: 2, r: 3 }, kind: "focus" }]);
  });

  it("marks a push's end hex and outlines the area attack after it", () => {
    const turn = artillery({ monster: { q: 3, r: 3 }, characters: [{ q: 4, r: 3 }] });
    const option = actOf(turn).options.find((o) => o.steps[0]?.kind === "push");
    if (!option) throw new Error("no push option");
    const marks = planSequenceHighlight(option);
    const step = option.steps[0];
    const end = step?.kind === "push" ? step.moved[0]?.to : undefined;
    expect(marks).toContainEqual({ hex: end, kind: "end" });
    expect(marks).toContainEqual({ hex: end, kind: "focus" });
    expect(marks.some((m) => m.kind === "area")).toBe(true);
  });
});
