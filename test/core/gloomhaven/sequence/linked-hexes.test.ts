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
