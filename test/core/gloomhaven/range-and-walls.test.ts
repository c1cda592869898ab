import { describe, expect, it } from "vitest";
import { FROSTHAVEN, GLOOMHAVEN } from "../../../src/core/gloomhaven";
import { answers, decide, hex, line, melee, optionsOf, ranged, type ScenarioSpec } from "./builders";

// The monster at (4,1) and the character at (5,1) are neighbours with a wall line between them.
const walledNeighbours: ScenarioSpec = {
  monster: hex(4, 1),
  characters: [hex(5, 1)],
  thinWalls: [[hex(4, 1), hex(5, 1)]],
};

describe("RG-1/RG-2 range is counted around walls", () => {
  it("makes a melee monster walk round a wall line to a truly adjacent hex (EC-9, Peer#27–29)", () => {
    expect(answers(decide(walledNeighbours, { move: 1, attack: melee() }))).toEqual(["4,2>C1", "5,0>C1"]);
  });

  it("lets a range-2 attack across the wall line without disadvantage (RG-4, Peer#143)", () => {
    const result = decide(walledNeighbours, { move: 1, attack: ranged(2) }, FROSTHAVEN);
    expect(answers(result)).toEqual(["4,1>C1"]);
    expect(optionsOf(result)[0]!.disadvantaged).toEqual([]);
  });

  it("does not count range through a wall hex", () => {
    const spec: ScenarioSpec = {
      hexes: line(5),
      wallHexes: [hex(2, 0)],
      monster: hex(0, 0),
      characters: [hex(4, 0)],
    };
    // The line is cut: no range path, so no attack hex anywhere.
    expect(decide(spec, { move: 0, attack: ranged(6) }).kind).toBe("no-focus");
  });

  it("counts range through obstacles and figures (BM-6, RG-1)", () => {
    const spec: ScenarioSpec = {
      hexes: line(5),
      monster: hex(0, 0),
      characters: [hex(3, 0)],
      monsters: [hex(1, 0)],
      terrain: { obstacle: [hex(2, 0)] },
    };
    expect(answers(decide(spec, { move: 0, attack: ranged(3) }, GLOOMHAVEN))).toEqual(["0,0>C1"]);
  });
});
