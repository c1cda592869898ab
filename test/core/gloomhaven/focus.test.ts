import { describe, expect, it } from "vitest";
import { FROSTHAVEN, GLOOMHAVEN, JAWS_OF_THE_LION, type TurnResult } from "../../../src/core/gloomhaven";
import { answers, decide, hex, line, melee, ranged, type ScenarioSpec } from "./builders";

function explanation(result: TurnResult) {
  if (result.kind !== "act" && result.kind !== "no-focus") throw new Error(result.kind);
  return result.explanation;
}

// A ranged monster that does not move, one enemy adjacent (initiative 50), one two hexes away (10).
const nearAndEarly: ScenarioSpec = {
  hexes: line(5),
  monster: hex(2, 0),
  characters: [
    { at: hex(3, 0), initiative: 50 },
    { at: hex(0, 0), initiative: 10 },
  ],
};

describe("FO-3 focus tie-breaks per rule set", () => {
  it("[GH][FH] prefers the closer enemy when both need no movement, attacking it with disadvantage (EC-8)", () => {
    for (const rules of [GLOOMHAVEN, FROSTHAVEN]) {
      const result = decide(nearAndEarly, { move: 0, attack: ranged(3) }, rules);
      expect(answers(result)).toEqual(["2,0>C1"]);
      expect(explanation(result).focusDecidedBy).toBe("proximity");
    }
  });

  it("[JotL] skips proximity and takes the earlier initiative (EC-8, RG-3)", () => {
    const result = decide(nearAndEarly, { move: 0, attack: ranged(3) }, JAWS_OF_THE_LION);
    expect(answers(result)).toEqual(["2,0>C2"]);
    expect(explanation(result).focusDecidedBy).toBe("turn-order");
  });

  it("compares turn-order keys element by element: a summon acts before its summoner (BM-15)", () => {
    const spec: ScenarioSpec = {
      hexes: line(5),
      monster: hex(2, 0),
      characters: [{ at: hex(0, 0), turnOrder: [30] }],
      summons: [{ at: hex(4, 0), turnOrder: [30, -1] }],
    };
    const result = decide(spec, { move: 0, attack: ranged(3) }, GLOOMHAVEN);
    expect(answers(result)).toEqual(["2,0>S1"]);
    expect(explanation(result).focusDecidedBy).toBe("turn-order");
  });

  it("returns every co-focus when the keys are equal (FO-4, EC-6)", () => {
    const spec: ScenarioSpec = {
      hexes: line(5),
      monster: hex(2, 0),
      characters: [
        { at: hex(0, 0), initiative: 20 },
        { at: hex(4, 0), initiative: 20 },
      ],
    };
    const result = decide(spec, { move: 0, attack: ranged(3) }, FROSTHAVEN);
    expect(answers(result)).toEqual(["2,0>C1", "2,0>C2"]);
    expect(explanation(result).focus).toEqual(["C1", "C2"]);
    expect(explanation(result).focusDecidedBy).toBe("tie");
  });

  it("decides by the path to a free attack hex, not by the distance to the enemy (EC-3)", () => {
    // C1 is two hexes away but the only hex beside it is an obstacle; C2 is farther with a free hex.
    const spec: ScenarioSpec = {
      hexes: line(8),
      monster: hex(2, 0),
      characters: [
        { at: hex(0, 0), initiative: 10 },
        { at: hex(6, 0), initiative: 90 },
      ],
      terrain: { obstacle: [hex(1, 0)] },
    };
    const result = decide(spec, { move: 2, attack: melee() }, FROSTHAVEN);
    expect(explanation(result).focus).toEqual(["C2"]);
    expect(answers(result)).toEqual(["4,0"]);
  });

  it("ignores disadvantage when choosing the focus (FO-3, FH-FAQ §5.8)", () => {
    const result = decide(nearAndEarly, { move: 0, attack: ranged(3) }, FROSTHAVEN);
    expect(explanation(result).candidates.map((c) => c.figureId)).toEqual(["C1", "C2"]);
  });

  it("has no focus when several enemies are all out of reach", () => {
    const spec: ScenarioSpec = {
      hexes: line(6),
      monster: hex(0, 0),
      characters: [hex(3, 0), hex(5, 0)],
      terrain: { obstacle: [hex(1, 0)] },
    };
    const result = decide(spec, { move: 3, attack: melee() });
    expect(result.kind).toBe("no-focus");
    expect(explanation(result).candidates.map((c) => c.movement)).toEqual([null, null]);
  });

  it("has no focus when no enemy has a reachable attack hex (FO-5, EC-34)", () => {
    const spec: ScenarioSpec = {
      hexes: line(4),
      monster: hex(0, 0),
      characters: [hex(3, 0)],
      monsters: [hex(2, 0)],
    };
    const result = decide(spec, { move: 3, attack: melee() });
    expect(result.kind).toBe("no-focus");
    expect(explanation(result).candidates[0]?.negativeHexes).toBeNull();
  });
});
