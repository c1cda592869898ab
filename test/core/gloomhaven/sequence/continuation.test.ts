import { describe, expect, it } from "vitest";
import { GLOOMHAVEN } from "../../../../src/core/gloomhaven";
import type { decideSequence } from "../../../../src/core/gloomhaven/sequence";
import { continueSequence, type SequenceTurn } from "../../../../src/core/gloomhaven/sequence";
import { hex, scenario } from "../builders";

/** Melee attack, move 2, melee attack; the monster at (0,0), C1 adjacent, C2 farther off. */
const turn = (
  monster = hex(0, 0),
  characters = [
    { at: hex(1, 0), initiative: 20 },
    { at: hex(4, 0), initiative: 10 },
  ],
): SequenceTurn => ({
  scenario: scenario({ monster, characters }),
  links: [],
  mover: { flying: false },
  focus: { rule: "closest", within: null },
  abilities: [
    { kind: "attack", range: 0, targets: 1 },
    { kind: "move", move: 2, mode: "walk" },
    { kind: "attack", range: 0, targets: 1 },
  ],
});

function targetsOf(result: ReturnType<typeof decideSequence>): string[][] {
  if (result.kind !== "act") throw new Error(result.kind);
  return result.options.map((o) =>
    o.steps.flatMap((s) => (s.kind === "attack" ? [s.targets.join("+")] : [])),
  );
}

describe("SQ-17: the focus died, the rest recomputed", () => {
  it("keeps the given focus for the remaining abilities", () => {
    const full = turn();
    const rest = continueSequence(full, 1, full.scenario, GLOOMHAVEN, "C1");
    expect(new Set(targetsOf(rest).map((t) => t.join()))).toEqual(new Set(["C1"]));
  });

  it("finds a new focus from where the monster stands when the focus is gone", () => {
    const full = turn();
    const now = { ...full.scenario, figures: full.scenario.figures.filter((f) => f.id !== "C1") };
    const rest = continueSequence(full, 1, now, GLOOMHAVEN, "C1");
    expect(rest.kind).toBe("act");
    if (rest.kind !== "act") return;
    for (const option of rest.options) {
      expect(option.focus).toEqual(["C2"]);
      expect(option.steps.map((s) => s.kind)).toEqual(["move", "attack"]);
    }
  });
});
