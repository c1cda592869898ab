import { describe, expect, it } from "vitest";
import { FROSTHAVEN, GLOOMHAVEN, JAWS_OF_THE_LION, type Attack } from "../../../src/core/gloomhaven";
import { createLineOfSight } from "../../../src/core/gloomhaven/line-of-sight";
import { answers, decide, hex, scenario, type ScenarioSpec } from "./builders";

// The character at (3,-1) is in sight of the monster past (2,0); (2,-1) is void. With (2,0) a wall
// hex, range cannot be counted to the character at all: a two-hex area on the character and on
// (2,0) would be in range only through that wall hex, which the GH FAQ allows and we do not.
const ranged2: Attack = { range: 2, targets: 1, area: { origin: "free", hexes: [hex(0, 0), hex(1, 0)] } };
const open: ScenarioSpec = {
  hexes: [hex(0, 0), hex(1, 0), hex(1, -1), hex(2, 0), hex(3, -1)],
  monster: hex(0, 0),
  characters: [hex(3, -1)],
};
const walled: ScenarioSpec = { ...open, wallHexes: [hex(2, 0)] };

describe("AF-3 / DEV-2: a ranged area is never anchored in a wall hex", () => {
  it.each([GLOOMHAVEN, JAWS_OF_THE_LION, FROSTHAVEN])(
    "$id: the only in-range hex being a wall, it misses",
    (rules) => {
      // Control: with (2,0) open floor the same area reaches the character from where it stands.
      expect(answers(decide(open, { move: 0, attack: ranged2 }, rules))).toEqual(["0,0>C1"]);
      // Line of sight is not what stops it.
      const sees = createLineOfSight(
        scenario(walled).board,
        rules.vertexLineOfSight ? "vertex" : "any-point",
      );
      expect(sees(hex(0, 0), hex(3, -1))).toBe(true);
      expect(decide(walled, { move: 0, attack: ranged2 }, rules).kind).toBe("no-focus");
    },
  );
});
