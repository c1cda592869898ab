import { describe, expect, it } from "vitest";
import { FROSTHAVEN, GLOOMHAVEN, JAWS_OF_THE_LION } from "../../../../src/core/gloomhaven";
import { decideSequence } from "../../../../src/core/gloomhaven/sequence";
import { hex, line } from "../builders";
import { answersOf, meleeAttack, move, optionsOf, rangedAttack, turnOf } from "./sequence-builders";

// Line boards: hexes (q, 0), so every distance is a difference of q; the monster "M" at (0, 0).
const onLine = (length: number, characters: { at: number; initiative?: number }[]) => ({
  hexes: line(length),
  monster: hex(0, 0),
  characters: characters.map((c) => ({ at: hex(c.at, 0), initiative: c.initiative ?? 50 })),
});

describe("SQ-1, SQ-5, SQ-7: the abilities top to bottom, each on the board the one before leaves", () => {
  it("attack, move, attack: no first attack out of reach, the move plans for the second (S1)", () => {
    const turn = turnOf(onLine(6, [{ at: 3 }]), [meleeAttack(), move(2), meleeAttack()]);
    expect(answersOf(turn)).toEqual(["hit - | to 2,0 | hit C1"]);
  });

  it("attack, move, attack: already in position, it does not move and attacks twice", () => {
    const turn = turnOf(onLine(6, [{ at: 1 }]), [meleeAttack(), move(2), meleeAttack()]);
    expect(answersOf(turn)).toEqual(["hit C1 | to 0,0 | hit C1"]);
  });

  it("move, attack, attack: both attacks from the end hex on the focus only (S2, SQ-11)", () => {
    const turn = turnOf(onLine(6, [{ at: 3, initiative: 10 }, { at: 5 }]), [
      move(1),
      meleeAttack(),
      meleeAttack(),
    ]);
    expect(answersOf(turn)).toEqual(["to 1,0 | hit - | hit -"]);
    const near = turnOf(onLine(6, [{ at: 2, initiative: 10 }]), [move(1), meleeAttack(), meleeAttack()]);
    expect(answersOf(near)).toEqual(["to 1,0 | hit C1 | hit C1"]);
  });
});

describe("SQ-2: one focus per turn, from the first attack", () => {
  it("a ranged second attack goes to the melee focus (Deep Terror ruling) and the ruling is shown", () => {
    const turn = turnOf(
      onLine(8, [
        { at: 2, initiative: 90 },
        { at: 1, initiative: 10 },
      ]),
      [meleeAttack("all"), rangedAttack(3)],
    );
    expect(answersOf(turn)).toEqual(["hit C2 | hit C2"]);
    const result = decideSequence(turn, FROSTHAVEN);
    expect(result.kind === "act" && result.assumptions.rulings).toContain("SQ-2");
  });

  it("never mixes co-foci: each option keeps one focus throughout (OUT-S2)", () => {
    const spec = { hexes: line(7).map((h) => ({ q: h.q - 3, r: 0 })), monster: hex(0, 0) };
    const turn = turnOf(
      {
        ...spec,
        characters: [
          { at: hex(-2, 0), initiative: 30 },
          { at: hex(2, 0), initiative: 30 },
        ],
      },
      [meleeAttack(), move(1), meleeAttack()],
    );
    expect(answersOf(turn, JAWS_OF_THE_LION)).toEqual([
      "hit - | to -1,0 | hit C1",
      "hit - | to 1,0 | hit C2",
    ]);
    for (const option of optionsOf(turn, JAWS_OF_THE_LION)) expect(option.focus).toHaveLength(1);
  });
});

describe("SQ-4: an attack with no move before it is made from where the monster stands", () => {
  it("attacks nobody when the focus is out of range, though another enemy is in range", () => {
    const turn = turnOf(onLine(8, [{ at: 2 }, { at: 6 }]), [rangedAttack(2), move(3, "jump")], {
      focus: { rule: "farthest", within: null },
    });
    const [option] = optionsOf(turn);
    expect(option?.focus).toEqual(["C2"]);
    expect(answersOf(turn)).toEqual(["hit - | to 3,0"]);
  });
});

describe("SQ-6: a move with no attack after it moves as for a melee attack on the focus", () => {
  it("a ranged monster that has shot walks up to its target (attack, then move)", () => {
    const turn = turnOf(onLine(6, [{ at: 3 }]), [rangedAttack(3), move(3)]);
    expect(answersOf(turn)).toEqual(["hit C1 | to 2,0"]);
    const result = decideSequence(turn, FROSTHAVEN);
    expect(result.kind === "act" && result.assumptions.rulings).toContain("SQ-6");
  });
});

describe("SQ-8: all attacks against one target", () => {
  it("is a single-target attack for movement, and the target count is the number of attacks", () => {
    const turn = turnOf(onLine(6, [{ at: 2, initiative: 10 }, { at: 3 }]), [
      move(1),
      { kind: "attack", range: 0, targets: 3, sameTarget: true },
    ]);
    expect(answersOf(turn)).toEqual(["to 1,0 | hit C1 x3"]);
  });
});

describe("SQ-9: focus on the farthest enemy", () => {
  it("with a move, the longest path wins (jumping over the nearer enemy)", () => {
    const turn = turnOf(
      onLine(8, [
        { at: 2, initiative: 10 },
        { at: 6, initiative: 90 },
      ]),
      [move(8, "jump"), meleeAttack()],
      {
        focus: { rule: "farthest", within: null },
      },
    );
    expect(answersOf(turn)).toEqual(["to 5,0 | hit C2"]);
  });

  it("within range R and no move: only enemies it can attack from its hex, the longest range first", () => {
    const turn = turnOf(onLine(8, [{ at: 1, initiative: 10 }, { at: 3 }, { at: 6 }]), [rangedAttack(4)], {
      focus: { rule: "farthest", within: 4 },
    });
    expect(answersOf(turn)).toEqual(["hit C2"]);
    const result = decideSequence(turn, FROSTHAVEN);
    expect(result.kind === "act" && result.assumptions.rulings).toContain("SQ-9");
  });
});

describe("SQ-10: attack every enemy along the path", () => {
  it("hits the enemies in and next to the hexes a jump enters, the focus when it ends next to it", () => {
    const turn = turnOf(
      onLine(9, [
        { at: 3, initiative: 10 },
        { at: 8, initiative: 90 },
      ]),
      [move(7, "jump"), { kind: "path-attack" }],
      { focus: { rule: "farthest", within: null } },
    );
    expect(answersOf(turn)).toEqual(["to 7,0 | hit C1+C2"]);
  });

  it("attacks nobody without a move", () => {
    const turn = turnOf(onLine(6, [{ at: 1 }]), [move(3, "jump"), { kind: "path-attack" }], {
      focus: { rule: "farthest", within: null },
    });
    expect(answersOf(turn)).toEqual(["to 0,0 | hit -"]);
  });
});

describe("SQ-12: conditions across the sequence", () => {
  it("stunned: nothing", () => {
    const turn = turnOf(onLine(6, [{ at: 3 }]), [move(2), meleeAttack()], {
      mover: { flying: false, conditions: { stunned: true } },
    });
    expect(decideSequence(turn, FROSTHAVEN).kind).toBe("stunned");
  });

  it("immobilised: every move is 0, attacks still from its hex", () => {
    const turn = turnOf(onLine(6, [{ at: 1 }]), [move(2), meleeAttack(), move(2)], {
      mover: { flying: false, conditions: { immobilized: true } },
    });
    expect(answersOf(turn)).toEqual(["to 0,0 | hit C1 | to 0,0"]);
  });

  it("disarmed: no attack, every move as for melee", () => {
    const turn = turnOf(onLine(6, [{ at: 3 }]), [rangedAttack(3), move(3), rangedAttack(3)], {
      mover: { flying: false, conditions: { disarmed: true } },
    });
    expect(answersOf(turn)).toEqual(["hit - | to 2,0 | hit -"]);
  });
});

describe("SQ-14: control", () => {
  it("each target attacks its adjacent ally with the lowest initiative", () => {
    const turn = turnOf(
      onLine(6, [
        { at: 1, initiative: 40 },
        { at: 2, initiative: 20 },
      ]),
      [meleeAttack(), { kind: "control", attackRange: 0 }],
    );
    expect(answersOf(turn)).toEqual(["hit C1 | ctl C1>C2"]);
  });

  it("a target with no adjacent ally attacks nobody", () => {
    const turn = turnOf(onLine(6, [{ at: 1 }, { at: 4 }]), [
      meleeAttack(),
      { kind: "control", attackRange: 0 },
    ]);
    expect(answersOf(turn)).toEqual(["hit C1 | ctl C1>-"]);
  });
});

describe("SQ-16: a melee attack with reach", () => {
  it("reaches its range without the ranged disadvantage on an adjacent target", () => {
    const reach = turnOf(onLine(6, [{ at: 1 }]), [{ kind: "attack", range: 2, targets: 1, melee: true }]);
    const shot = turnOf(onLine(6, [{ at: 1 }]), [rangedAttack(2)]);
    const [withReach] = optionsOf(reach);
    const [withShot] = optionsOf(shot);
    expect(withReach?.steps[0]).toMatchObject({ targets: ["C1"], disadvantaged: [] });
    expect(withShot?.steps[0]).toMatchObject({ targets: ["C1"], disadvantaged: ["C1"] });
    const far = turnOf(onLine(6, [{ at: 2 }]), [{ kind: "attack", range: 2, targets: 1, melee: true }]);
    expect(answersOf(far)).toEqual(["hit C1"]);
  });
});

describe("FM-1…FM-4: pushes and pulls by a monster", () => {
  const push = { kind: "push", value: 2, range: 1 } as const;

  it("[GH][JotL] the players may stop where a farther direction is blocked (FM-2)", () => {
    const turn = turnOf(onLine(6, [{ at: 1 }]), [push]);
    expect(answersOf(turn, GLOOMHAVEN)).toEqual(["push C1>1,0", "push C1>2,0", "push C1>3,0"]);
    const result = decideSequence(turn, GLOOMHAVEN);
    expect(result.kind === "act" && result.assumptions.rulings).toContain("FM-2");
  });

  it("[FH] only the longest pushes (FM-3)", () => {
    const turn = turnOf(onLine(6, [{ at: 1 }]), [push]);
    expect(answersOf(turn, FROSTHAVEN)).toEqual(["push C1>3,0"]);
  });

  it("a wall line, a monster or the board's end stops it; an ally is passed but not ended on (FM-1)", () => {
    const walled = turnOf({ ...onLine(6, [{ at: 1 }]), thinWalls: [[hex(2, 0), hex(3, 0)]] }, [push]);
    expect(answersOf(walled, FROSTHAVEN)).toEqual(["push C1>2,0"]);
    const blocked = turnOf({ ...onLine(6, [{ at: 1 }]), monsters: [hex(2, 0)] }, [push]);
    expect(answersOf(blocked, FROSTHAVEN)).toEqual(["push C1>1,0"]);
    const ally = turnOf(onLine(6, [{ at: 1 }, { at: 3 }]), [{ kind: "push", value: 2, range: 1 }]);
    expect(answersOf(ally, FROSTHAVEN)).toEqual(["push C1>2,0"]);
  });

  it("a pull moves the target closer, and the attack after it is planned on the new board (FM-4)", () => {
    const turn = turnOf(onLine(6, [{ at: 3 }]), [{ kind: "pull", value: 2, range: 3 }, meleeAttack()]);
    expect(answersOf(turn, FROSTHAVEN)).toEqual(["pull C1>1,0 | hit C1"]);
  });

  it("a rider on an attack moves each target after the attack", () => {
    const turn = turnOf(onLine(6, [{ at: 1 }]), [
      { kind: "attack", range: 0, targets: 1, forced: { kind: "push", value: 1 } },
      meleeAttack(),
    ]);
    const [option] = optionsOf(turn);
    expect(option?.steps[0]).toMatchObject({ targets: ["C1"], moved: [{ figureId: "C1", to: hex(2, 0) }] });
    expect(answersOf(turn)).toEqual(["hit C1 | hit -"]);
  });
});

describe("bounded answers", () => {
  it("leaves a card with more ways to play than it lists to the GM, with a problem naming the limit", () => {
    const around = [hex(1, 0), hex(0, 1), hex(-1, 1), hex(-1, 0), hex(0, -1)].map((h) => ({
      q: h.q + 4,
      r: h.r + 1,
    }));
    const turn = turnOf({ monster: { q: 4, r: 1 }, characters: around }, [
      { kind: "push", value: 3, range: 1 },
    ]);
    const result = decideSequence(turn, GLOOMHAVEN);
    expect(result).toEqual({
      kind: "invalid",
      problems: [{ code: "HexSequenceTooManyOptions", params: { limit: 4096 } }],
    });
  });
});
