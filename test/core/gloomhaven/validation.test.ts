import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  decideMonsterTurn,
  PROBLEM_CODES,
  validateScenario,
  type MonsterAction,
  type Scenario,
} from "../../../src/core/gloomhaven";
import { action, hex, scenario } from "./builders";

const base = scenario({ monster: hex(2, 1), characters: [hex(5, 1)] });

function codes(s: Scenario, a: MonsterAction = action()): string[] {
  return validateScenario(s, a).map((p) => p.code);
}

describe("validateScenario reports every problem at once", () => {
  it("accepts a valid scenario", () => {
    expect(codes(base)).toEqual([]);
  });

  it("finds two figures in one hex, a figure on a wall hex and one off the map", () => {
    const s: Scenario = {
      ...base,
      board: {
        ...base.board,
        wallHexes: [hex(7, 1)],
        hexes: base.board.hexes.filter((h) => !(h.q === 7 && h.r === 1)),
      },
      figures: [
        ...base.figures,
        { id: "C2", at: hex(5, 1), side: "character", turnOrder: [] },
        { id: "C3", at: hex(7, 1), side: "character", turnOrder: [] },
        { id: "C4", at: hex(40, 40), side: "character", turnOrder: [] },
      ],
    };
    expect(codes(s)).toEqual(["HexFigureOverlap", "HexFigureOnWall", "HexFigureOffMap"]);
  });

  it("finds an unknown or duplicate acting figure and an unknown summoner", () => {
    expect(codes({ ...base, activeId: "nobody" })).toEqual(["HexActiveUnknown"]);
    const twice: Scenario = {
      ...base,
      figures: [...base.figures, { id: "M", at: hex(0, 0), side: "monster", turnOrder: [] }],
    };
    expect(codes(twice)).toEqual(["HexDuplicateFigureId"]);
    const orphan: Scenario = {
      ...base,
      figures: [...base.figures, { id: "S", at: hex(0, 0), side: "summon", turnOrder: [], summonerId: "X" }],
    };
    expect(codes(orphan)).toEqual(["HexSummonerUnknown"]);
  });

  it("finds unknown terrain, terrain off the map, thin walls between non-neighbours and a hex listed as both", () => {
    const s: Scenario = {
      ...base,
      board: {
        ...base.board,
        terrain: [
          { at: hex(3, 1), kind: "lava" as never },
          { at: hex(60, 0), kind: "trap" },
        ],
        thinWalls: [[hex(0, 0), hex(2, 0)]],
        wallHexes: [hex(0, 0)],
      },
    };
    expect(codes(s)).toEqual([
      "HexWallAndPlayable",
      "HexTerrainUnknown",
      "HexTerrainOffMap",
      "HexThinWallNotAdjacent",
    ]);
  });

  it("finds a bad move, mode, range, target count and an empty area", () => {
    const bad: MonsterAction = {
      move: -1,
      mode: "crawl" as never,
      flying: false,
      attack: { range: 1.5, targets: 0, area: { origin: "attacker", hexes: [hex(0, 0)] } },
    };
    expect(codes(base, bad)).toEqual([
      "HexMoveInvalid",
      "HexMoveModeUnknown",
      "HexRangeInvalid",
      "HexTargetsInvalid",
      "HexAreaEmpty",
    ]);
  });

  it("makes decideMonsterTurn return the problems instead of a turn", () => {
    const result = decideMonsterTurn({ ...base, activeId: "nobody" }, action(), {
      id: "frosthaven",
    } as never);
    expect(result).toEqual({
      kind: "invalid",
      problems: [{ code: "HexActiveUnknown", params: { id: "nobody" } }],
    });
  });
});

describe("problem messages", () => {
  const en = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../lang/en.json"), "utf8")) as {
    MONSTER_AUTOPILOT: { Problems: Record<string, string> };
  };

  it("exist in lang/en.json for every problem code", () => {
    const missing = PROBLEM_CODES.filter((code) => typeof en.MONSTER_AUTOPILOT.Problems[code] !== "string");
    expect(missing).toEqual([]);
  });
});
