import { describe, expect, it } from "vitest";
import type { MonsterAction } from "../../../../src/core/gloomhaven";
import { sequenceOfAction } from "../../../../src/core/gloomhaven/sequence";
import { scenario as buildScenario } from "../builders";

const scenario = buildScenario({ monster: { q: 0, r: 0 }, characters: [{ q: 3, r: 0 }] });

describe("CF-2: a one-move-one-attack turn as a sequence", () => {
  it("becomes its move, then its attack, with the closest focus and no links", () => {
    const action: MonsterAction = {
      move: 3,
      mode: "jump",
      flying: false,
      attack: { range: 2, targets: 2 },
      conditions: { muddled: true },
    };
    expect(sequenceOfAction(scenario, action)).toEqual({
      scenario,
      links: [],
      mover: { flying: false, conditions: { muddled: true } },
      focus: { rule: "closest", within: null },
      abilities: [
        { kind: "move", move: 3, mode: "jump" },
        { kind: "attack", range: 2, targets: 2 },
      ],
    });
  });

  it("has no attack ability when the card has no attack", () => {
    const action: MonsterAction = { move: 2, mode: "walk", flying: true, attack: null };
    const turn = sequenceOfAction(scenario, action);
    expect(turn.abilities).toEqual([{ kind: "move", move: 2, mode: "walk" }]);
    expect(turn.mover).toEqual({ flying: true });
  });
});
