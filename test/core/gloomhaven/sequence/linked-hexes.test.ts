import { describe, expect, it } from "vitest";
import { FROSTHAVEN } from "../../../../src/core/gloomhaven";
import type { HexLink } from "../../../../src/core/gloomhaven/sequence";
import { withLinks } from "../../../../src/core/gloomhaven/sequence/linked-search";
import { createTurnContext } from "../../../../src/core/gloomhaven/turn-context";
import { action, hex } from "../builders";
import { answersOf, meleeAttack, move, rangedAttack, turnOf } from "./sequence-builders";

// Two rooms on one row, (0..2, 0) and (6..8, 0), with void between; (2, 0) and (6, 0) linked.
const ROOMS = [0, 1, 2, 6, 7, 8].map((q) => hex(q, 0));
const LINK: HexLink = [hex(2, 0), hex(6, 0)];
const rooms = (monster: number, characters: number[]) => ({
  hexes: ROOMS,
  monster: hex(monster, 0),
  characters: characters.map((q) => ({ at: hex(q, 0), initiative: 50 })),
});

describe("LH-1, LH-3: a link is an edge of the movement graph, and focus is found through it", () => {
  it("walks through the link to attack the character in the other room", () => {
    const turn = turnOf(rooms(0, [8]), [move(4), meleeAttack()], { links: [LINK] });
    expect(answersOf(turn)).toEqual(["to 7,0 | hit C1"]);
    const unlinked = turnOf(rooms(0, [8]), [move(4), meleeAttack()]);
    expect(answersOf(unlinked)).toEqual(["to 0,0 | hit -"]);
  });

  it("a partial move goes through the link and stops short (MX-2)", () => {
    const turn = turnOf(rooms(0, [8]), [move(3), meleeAttack()], { links: [LINK] });
    expect(answersOf(turn)).toEqual(["to 6,0 | hit -"]);
  });

  it("LH-5: a jump uses the link too", () => {
    const turn = turnOf(rooms(0, [8]), [move(4, "jump"), meleeAttack()], { links: [LINK] });
    expect(answersOf(turn)).toEqual(["to 7,0 | hit C1"]);
  });
});

describe("LH-2: a link is not adjacency for an attack", () => {
  it("a melee monster on one end cannot attack the character on the other, nor step onto it", () => {
    const turn = turnOf(rooms(2, [6]), [move(3), meleeAttack()], { links: [LINK] });
    expect(answersOf(turn)).toEqual(["to 2,0 | hit -"]);
  });
});

describe("LH-4, LH-6: no sight between the pair; range never through a link", () => {
  it("the two hexes of a pair never see each other; every other pair sees as before", () => {
    const scenario = turnOf(
      { hexes: [0, 1, 2, 3].map((q) => hex(q, 0)), monster: hex(0, 0), characters: [hex(3, 0)] },
      [],
    ).scenario;
    const ctx = createTurnContext(scenario, action(), FROSTHAVEN);
    const linked = withLinks(ctx, [[hex(0, 0), hex(2, 0)]]);
    expect(ctx.sight(0, 2)).toBe(true);
    expect(linked.sight(0, 2)).toBe(false);
    expect(linked.sight(2, 0)).toBe(false);
    expect(linked.sight(0, 3)).toBe(ctx.sight(0, 3));
    expect(linked.range).toBe(ctx.range);
    expect(linked.enemies).toBe(ctx.enemies);
  });

  it("a ranged monster does not shoot through a link: it walks through and shoots from there", () => {
    const turn = turnOf(rooms(1, [8]), [move(3), rangedAttack(2)], { links: [LINK] });
    expect(answersOf(turn)).toEqual(["to 6,0 | hit C1"]);
  });
});

describe("LH-7, LH-8: teleports and forced movement ignore links", () => {
  it("a teleport counts the plain hex distance", () => {
    const turn = turnOf(rooms(0, [8]), [move(3, "teleport"), meleeAttack()], { links: [LINK] });
    const unlinked = turnOf(rooms(0, [8]), [move(3, "teleport"), meleeAttack()]);
    expect(answersOf(turn)).toEqual(answersOf(unlinked));
  });

  it("a push never steps through a link", () => {
    const turn = turnOf(rooms(1, [2]), [{ kind: "push", value: 2, range: 1 }], { links: [LINK] });
    expect(answersOf(turn)).toEqual(["push C1>2,0"]);
  });
});

describe("LH-1, SQ-10: an attack along the path follows a path through a link", () => {
  it("hits the enemy next to the hexes entered after the link", () => {
    const turn = turnOf(rooms(0, [8]), [move(4), { kind: "path-attack" }], { links: [LINK] });
    expect(answersOf(turn)).toEqual(["to 7,0 | hit C1"]);
  });
});

describe("SQ-9 with LH-3 and LH-6: the farthest focus measures paths through links, proximity on the map", () => {
  const far = { focus: { rule: "farthest", within: null } } as const;
  // A row of nine hexes, the monster at (4, 0).
  const row = (characters: { at: number; initiative: number }[], difficult: number[] = []) => ({
    hexes: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((q) => hex(q, 0)),
    monster: hex(4, 0),
    characters: characters.map((c) => ({ at: hex(c.at, 0), initiative: c.initiative })),
    terrain: { difficult: difficult.map((q) => hex(q, 0)) },
  });

  it("a link that shortens the path to the far enemy makes the other one the farthest", () => {
    const enemies = [
      { at: 1, initiative: 10 },
      { at: 8, initiative: 90 },
    ];
    // Monster at 4: C1's attack hex (2, 0) is 2 hexes away, C2's (7, 0) 3; through the link (4)–(7), 1.
    const unlinked = turnOf(row(enemies), [move(8), meleeAttack()], far);
    expect(answersOf(unlinked)).toEqual(["to 7,0 | hit C2"]);
    const linked = turnOf(row(enemies), [move(8), meleeAttack()], {
      ...far,
      links: [[hex(4, 0), hex(7, 0)]],
    });
    expect(answersOf(linked)).toEqual(["to 2,0 | hit C1"]);
  });

  it("proximity breaks a path tie on the map, never through a link", () => {
    // Both paths cost 3 (the difficult (3, 0) on C1's side); on the map C1 is 3 away and C2 4.
    // The link (4)–(8) ends on C2's hex, so no path uses it; through it C2 would be 1 away.
    const spec = row(
      [
        { at: 1, initiative: 10 },
        { at: 8, initiative: 90 },
      ],
      [3],
    );
    const unlinked = turnOf(spec, [move(8), meleeAttack()], far);
    expect(answersOf(unlinked)).toEqual(["to 7,0 | hit C2"]);
    const linked = turnOf(spec, [move(8), meleeAttack()], { ...far, links: [[hex(4, 0), hex(8, 0)]] });
    expect(answersOf(linked)).toEqual(["to 7,0 | hit C2"]);
  });
});
