import { describe, expect, it } from "vitest";
import { baseBoard, resolveMythosPhase, type PhaseOutcome } from "../../../src/core/arkham";
import type { PieceNames } from "../../../src/view/arkham/move-words";
import { viewPhaseOutcomes } from "../../../src/view/arkham/phase-steps";
import { cupMonster, draws, gameState, monster } from "../../core/arkham-mythos/builders";
import { i18n } from "./i18n";

const board = baseBoard();
const names: PieceNames = {
  area: (id) => board.areaById.get(id)?.name ?? id,
  monster: (id) => ({ gug: "Gug", nightgaunt: "Nightgaunt" })[id] ?? id,
  investigator: (id) => id,
};

/**
 * "Manhunt in Arkham!" (gate at the Woods, white box slash): a Gug (slash, normal) in Northside,
 * a Nightgaunt (slash, flying) in Rivertown between two streets with investigators of equal Sneak,
 * and a Gug drawn for the new gate.
 */
function manhunt(): PhaseOutcome {
  const state = gameState({
    monsters: [monster("gug", "northside", "Gug"), monster("nightgaunt", "rivertown", "Nightgaunt")],
    investigators: [
      { id: "amanda", at: "easttown", delayed: false, sneak: 2 },
      { id: "bob", at: "french-hill", delayed: false, sneak: 2 },
    ],
  });
  const cup = { ...draws(), monsters: [cupMonster("c-gug", "Gug"), ...draws().monsters] };
  const result = resolveMythosPhase(state, { card: "Manhunt in Arkham!" }, cup, { board });
  if (result.kind !== "outcomes" || result.outcomes.length !== 1) throw new Error("expected one outcome");
  const [outcome] = result.outcomes;
  if (outcome === undefined) throw new Error("no outcome");
  return outcome;
}

describe("step 3 of an outcome in the phase's step list (MY-11.1)", () => {
  it("sits between steps 2 and 4, each move with its path and its rule, drawn monsters by their type", () => {
    const [view] = viewPhaseOutcomes([manhunt()], names, i18n);
    expect(view?.steps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    const step3 = view?.steps.find((s) => s.step === 3);
    const moves = step3?.events.filter((e) => e.kind === "monster-moves").map((e) => e.text);
    expect(moves).toEqual([
      "Gug moves: Northside streets → Downtown streets.",
      "Gug moves: Woods → Uptown streets.",
    ]);
    expect(step3?.events.every((e) => e.rule === "MY-11.1" && e.why !== "")).toBe(true);
  });

  it("offers a tied move as a choice and waits for it; the pick turns it into a move", () => {
    const outcome = manhunt();
    const [open] = viewPhaseOutcomes([outcome], names, i18n);
    const step3 = open?.steps.find((s) => s.step === 3);
    expect(step3?.choices).toHaveLength(1);
    const [choice] = step3?.choices ?? [];
    expect(choice?.monsterId).toBe("nightgaunt");
    expect(choice?.options.map((o) => o.selected)).toEqual([false, false]);
    expect(new Set(choice?.options.map((o) => o.group)).size).toBe(1);
    expect(open?.waiting).toEqual(["Nightgaunt"]);
    expect(step3?.events.find((e) => e.kind === "monster-chooses")?.text).toContain("Nightgaunt");

    const picks = new Map([["nightgaunt", 1]]);
    const [picked] = viewPhaseOutcomes([outcome], names, i18n, { picks: () => picks, warnings: [] });
    const after = picked?.steps.find((s) => s.step === 3);
    expect(picked?.waiting).toEqual([]);
    expect(after?.choices[0]?.options.map((o) => o.selected)).toEqual([false, true]);
    const line = after?.events.find((e) => e.kind === "monster-moves" && e.text.startsWith("Nightgaunt"));
    expect(line?.text).toContain(choice?.options[1]?.label.split(" (")[0] ?? "?");
  });

  it("lists the scene's setup warnings under step 3", () => {
    const [view] = viewPhaseOutcomes([manhunt()], names, i18n, {
      picks: () => new Map(),
      warnings: ["Amanda's Sneak is unknown."],
    });
    expect(view?.steps.find((s) => s.step === 3)?.notes).toEqual(["Amanda's Sneak is unknown."]);
  });
});

describe("a monster's effect in step 3 (rules §5)", () => {
  /** Manhunt in Arkham! moves the triangle: a Chthonian in Rivertown rolls instead, Amanda in Easttown. */
  function chthonian(rolls?: ReadonlyMap<string, number>) {
    const state = gameState({
      monsters: [monster("chthonian", "rivertown", "Chthonian")],
      investigators: [{ id: "amanda", at: "easttown", delayed: false, sneak: 2 }],
    });
    const result = resolveMythosPhase(state, { card: "Manhunt in Arkham!" }, draws(), { board });
    if (result.kind !== "outcomes") throw new Error("expected outcomes");
    const named: PieceNames = { ...names, monster: (id) => (id === "chthonian" ? "Chthonian" : id) };
    const [view] = viewPhaseOutcomes(result.outcomes, named, i18n, {
      picks: () => new Map(),
      warnings: [],
      ...(rolls === undefined ? {} : { rolls }),
    });
    return view?.steps.find((s) => s.step === 3);
  }

  it("says the Chthonian rolls instead of moving and offers its die, hitting on 4–6", () => {
    const step3 = chthonian();
    const line = step3?.events.find((e) => e.kind === "monster-effect");
    expect(line?.text).toBe("Chthonian does not move; it rolls a die instead: roll it below.");
    expect(step3?.effects).toMatchObject([
      { monsterId: "chthonian", roll: true, succeedsOn: "4, 5, 6", rolled: null, rollText: null },
    ]);
  });

  it("shows the die once rolled, whether the loss applies", () => {
    expect(chthonian(new Map([["chthonian", 4]]))?.effects[0]?.rollText).toBe("Rolled 4: the loss applies.");
    expect(chthonian(new Map([["chthonian", 3]]))?.effects[0]?.rollText).toBe("Rolled 3: nothing happens.");
  });
});
