import { describe, expect, it } from "vitest";
import { FROSTHAVEN, GLOOMHAVEN, JAWS_OF_THE_LION, type Attack } from "../../../src/core/gloomhaven";
import { answers, decide, hex, line, melee, optionsOf, ranged, type ScenarioSpec } from "./builders";

// A ranged monster next to its only enemy, with room to step back.
const adjacentFocus: ScenarioSpec = { hexes: line(5), monster: hex(2, 0), characters: [hex(3, 0)] };

describe("PL-7 ranged attacks and disadvantage", () => {
  it("steps away exactly as far as needed to shed disadvantage (EC-7, Peer#60)", () => {
    const result = decide(adjacentFocus, { move: 3, attack: ranged(3) });
    expect(answers(result)).toEqual(["1,0>C1"]);
    expect(optionsOf(result)[0]!.disadvantaged).toEqual([]);
  });

  it("stays and attacks with disadvantage rather than step onto a trap (Peer#62)", () => {
    const result = decide(
      { ...adjacentFocus, terrain: { trap: [hex(1, 0)] } },
      { move: 3, attack: ranged(3) },
    );
    expect(answers(result)).toEqual(["2,0>C1"]);
    expect(optionsOf(result)[0]!.disadvantaged).toEqual(["C1"]);
  });

  it("stays when muddled: the attack has disadvantage anyway (IN-2.4, Peer#61)", () => {
    const result = decide(adjacentFocus, { move: 3, attack: ranged(3), conditions: { muddled: true } });
    expect(answers(result)).toEqual(["2,0>C1"]);
    expect(optionsOf(result)[0]!.disadvantaged).toEqual(["C1"]);
  });

  it("treats a range-1 ranged attack as ranged (EC-36)", () => {
    const spec: ScenarioSpec = { hexes: line(6), monster: hex(0, 0), characters: [hex(4, 0)] };
    expect(answers(decide(spec, { move: 4, attack: ranged(1) }))).toEqual(["3,0>C1"]);
    // Melee never has positional disadvantage.
    expect(optionsOf(decide(spec, { move: 4, attack: melee() }))[0]!.disadvantaged).toEqual([]);
  });

  it("moves only as far as range and line of sight require (Peer#33)", () => {
    const spec: ScenarioSpec = { hexes: line(8), monster: hex(0, 0), characters: [hex(6, 0)] };
    expect(answers(decide(spec, { move: 4, attack: ranged(3) }))).toEqual(["3,0>C1"]);
  });
});

describe("PL-2 multi-target attacks", () => {
  // C1 (the focus, adjacent) and C2 three hexes away beyond it; stepping back to (2,0) sheds
  // disadvantage on C1 but puts C2 out of range 3.
  const spread: ScenarioSpec = {
    hexes: line(7),
    monster: hex(3, 0),
    characters: [
      { at: hex(4, 0), initiative: 10 },
      { at: hex(6, 0), initiative: 20 },
    ],
  };
  const target2: Partial<{ move: number; attack: Attack }> = { move: 1, attack: ranged(3, 2) };

  it("[GH][JotL] sheds disadvantage on the focus before adding targets (EC-17, Peer#64)", () => {
    expect(answers(decide(spread, target2, GLOOMHAVEN))).toEqual(["2,0>C1"]);
    expect(answers(decide(spread, target2, JAWS_OF_THE_LION))).toEqual(["2,0>C1"]);
  });

  it("[FH] takes more targets first and then the fewest disadvantaged attacks (EC-17, Peer#64)", () => {
    const result = decide(spread, target2, FROSTHAVEN);
    expect(answers(result)).toEqual(["3,0>C1+C2"]);
    expect(optionsOf(result)[0]!.disadvantaged).toEqual(["C1"]);
  });

  it("moves further for a second melee target (GH-RB p.30 example, Peer#63)", () => {
    const spec: ScenarioSpec = { monster: hex(3, 1), characters: [hex(5, 1), hex(5, 2)] };
    expect(answers(decide(spec, { move: 2, attack: melee(1) }))).toEqual(["4,1>C1"]);
    expect(answers(decide(spec, { move: 2, attack: melee(2) }))).toEqual(["4,2>C1+C2"]);
  });

  it("attacks every enemy in range with target all", () => {
    const spec: ScenarioSpec = {
      hexes: line(7),
      monster: hex(3, 0),
      characters: [hex(1, 0), hex(5, 0), hex(6, 0)],
    };
    expect(answers(decide(spec, { move: 0, attack: ranged(3, "all") }))).toEqual(["3,0>C1+C2+C3"]);
  });
});

describe("PL-3 secondary targets per rule set", () => {
  // Range 3, Target 2, no move. C1 (initiative 50) and C2 (90) are two hexes away, C3 (10) three.
  const three: ScenarioSpec = {
    hexes: line(7),
    monster: hex(3, 0),
    characters: [
      { at: hex(1, 0), initiative: 50 },
      { at: hex(5, 0), initiative: 90 },
      { at: hex(6, 0), initiative: 10 },
    ],
  };

  it("[GH] ranks the second target by proximity, then initiative", () => {
    expect(answers(decide(three, { move: 0, attack: ranged(3, 2) }, GLOOMHAVEN))).toEqual(["3,0>C1+C2"]);
  });

  it("[JotL] ranks by initiative alone (the focus too)", () => {
    expect(answers(decide(three, { move: 0, attack: ranged(3, 2) }, JAWS_OF_THE_LION))).toEqual([
      "3,0>C1+C3",
    ]);
  });

  it("[FH] does not rank: the players choose the second target", () => {
    expect(answers(decide(three, { move: 0, attack: ranged(3, 2) }, FROSTHAVEN))).toEqual([
      "3,0>C1+C2",
      "3,0>C1+C3",
    ]);
  });
});

describe("AF-2..AF-4 area attacks", () => {
  it("reach over an obstacle with a melee area (EC-12, Peer#84)", () => {
    const spec: ScenarioSpec = {
      hexes: line(4),
      monster: hex(0, 0),
      characters: [hex(2, 0)],
      terrain: { obstacle: [hex(1, 0)] },
    };
    const area: Attack = {
      range: 0,
      targets: 1,
      area: { origin: "attacker", hexes: [hex(1, 0), hex(2, 0)] },
    };
    expect(decide(spec, { move: 1, attack: melee() }).kind).toBe("no-focus");
    const result = decide(spec, { move: 1, attack: area });
    expect(answers(result)).toEqual(["0,0>C1"]);
    expect(optionsOf(result)[0]!.areaPlacements).toEqual([[hex(1, 0), hex(2, 0)]]);
  });

  it("turn a melee area in any of its orientations (AF-2, IMP-6)", () => {
    // The pattern points in direction 0; the enemies sit in direction 3 of the monster.
    const spec: ScenarioSpec = { hexes: line(5), monster: hex(4, 0), characters: [hex(3, 0), hex(2, 0)] };
    const area: Attack = {
      range: 0,
      targets: 1,
      area: { origin: "attacker", hexes: [hex(1, 0), hex(2, 0)] },
    };
    expect(answers(decide(spec, { move: 0, attack: area }))).toEqual(["4,0>C1+C2"]);
  });

  it("pin a ranged area anywhere with one hex in range, hitting every enemy inside it (AF-3)", () => {
    const spec: ScenarioSpec = { hexes: line(6), monster: hex(0, 0), characters: [hex(3, 0), hex(4, 0)] };
    const area: Attack = { range: 3, targets: 1, area: { origin: "free", hexes: [hex(0, 0), hex(1, 0)] } };
    expect(answers(decide(spec, { move: 0, attack: area }))).toEqual(["0,0>C1+C2"]);
    expect(answers(decide(spec, { move: 0, attack: ranged(3) }))).toEqual(["0,0>C1"]);
  });

  it("add extra single targets outside the area (AF-4, EC-16)", () => {
    const spec: ScenarioSpec = {
      hexes: line(8),
      monster: hex(3, 0),
      characters: [hex(0, 0), hex(6, 0), hex(7, 0)],
    };
    const area: Attack = { range: 3, targets: 2, area: { origin: "free", hexes: [hex(0, 0), hex(1, 0)] } };
    expect(answers(decide(spec, { move: 0, attack: area }))).toEqual(["3,0>C1+C2+C3"]);
  });
});
