import { describe, expect, it } from "vitest";
import { FROSTHAVEN, GLOOMHAVEN } from "../../../src/core/gloomhaven";
import { answers, decide, hex, line, melee, optionsOf, ranged, type ScenarioSpec } from "./builders";

const approach: ScenarioSpec = { hexes: line(5), monster: hex(0, 0), characters: [hex(2, 0)] };

describe("IN-2 conditions", () => {
  it("a stunned monster does nothing", () => {
    expect(decide(approach, { move: 2, conditions: { stunned: true } })).toEqual({ kind: "stunned" });
  });

  it("an immobilised monster still focuses and attacks from where it stands (IN-2.3, EC-39)", () => {
    const stays = decide(approach, { move: 2, attack: melee(), conditions: { immobilized: true } });
    expect(answers(stays)).toEqual(["0,0"]);
    expect(
      answers(decide(approach, { move: 2, attack: ranged(2), conditions: { immobilized: true } })),
    ).toEqual(["0,0>C1"]);
  });

  it("a disarmed monster moves like a single-target melee attacker and attacks nobody (IN-2.2, EC-32)", () => {
    const result = decide(approach, { move: 2, attack: ranged(3, 2), conditions: { disarmed: true } });
    expect(answers(result)).toEqual(["1,0"]);
    expect(result.kind === "act" && result.explanation.outcome).toBe("arrive");
  });

  it("a card without an attack moves the same way (Peer#110)", () => {
    expect(answers(decide(approach, { move: 2, attack: null }))).toEqual(["1,0"]);
  });
});

describe("BM-13 character summons use monster AI with the factions swapped", () => {
  const summonTurn: ScenarioSpec = {
    hexes: line(5),
    monster: hex(0, 0),
    moverSide: "summon",
    moverSummonerId: "C1",
    characters: [hex(1, 0)],
    monsters: [hex(3, 0)],
  };

  it("walks through its allies (characters) to attack a monster (EC-37)", () => {
    expect(answers(decide(summonTurn, { move: 2, attack: melee() }))).toEqual(["2,0>m1"]);
  });

  it("[FH] may approach its summoner when it has no focus, at the players' choice (FO-5)", () => {
    const alone: ScenarioSpec = {
      hexes: line(6),
      monster: hex(0, 0),
      moverSide: "summon",
      moverSummonerId: "C1",
      characters: [hex(5, 0)],
    };
    const fh = decide(alone, { move: 2, attack: melee() }, FROSTHAVEN);
    expect(fh.kind).toBe("no-focus");
    expect(fh.kind === "no-focus" && fh.summonerOptions?.map((o) => o.endHex)).toEqual([hex(2, 0)]);
    const gh = decide(alone, { move: 2, attack: melee() }, GLOOMHAVEN);
    expect(gh.kind === "no-focus" && gh.summonerOptions).toBeUndefined();
  });

  it("gives a monster's turn the characters and summons as enemies", () => {
    const spec: ScenarioSpec = {
      hexes: line(5),
      monster: hex(0, 0),
      summons: [hex(2, 0)],
      characters: [hex(4, 0)],
    };
    expect(optionsOf(decide(spec, { move: 1, attack: melee() }))[0]!.targets).toEqual(["S1"]);
  });
});
