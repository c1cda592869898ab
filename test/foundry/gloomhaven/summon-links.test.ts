import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Figure } from "../../../src/core/gloomhaven";
import { compareTurnOrder } from "../../../src/core/gloomhaven/turn-order";
import { linkSummons, summonTurnOrder } from "../../../src/foundry/gloomhaven/summon-links";
import { fakeToken } from "../runtime/ports";

/** A figure with defaults: a character at the origin with no turn-order key. */
const figure = (id: string, over: Partial<Figure> = {}): Figure => ({
  id,
  at: { q: 0, r: 0 },
  side: "character",
  turnOrder: [],
  name: id,
  ...over,
});
/** The token behind a figure, with its "Summoned by" flag. */
const token = (id: string, summonerFlag?: unknown) => fakeToken(id, { x: 0, y: 0 }, { summonerFlag });

describe("a summon's summoner (FO-5) and its turn-order key (BM-15)", () => {
  it("links a summon to the character its flag names and puts it just before that character", () => {
    const figures = [
      figure("brute", { turnOrder: [2] }),
      figure("wolf", { side: "summon" }),
      figure("guard", { side: "monster", turnOrder: [1] }),
    ];
    const { figures: linked, warnings } = linkSummons(figures, [
      token("brute"),
      token("wolf", "brute"),
      token("guard"),
    ]);
    expect(warnings).toEqual([]);
    const wolf = linked.find((f) => f.id === "wolf");
    expect(wolf).toMatchObject({ summonerId: "brute", turnOrder: [2, -1] });
    expect(compareTurnOrder(wolf!.turnOrder, [2])).toBeLessThan(0);
    expect(compareTurnOrder(wolf!.turnOrder, [1])).toBeGreaterThan(0);
    expect(linked.map((f) => f.id)).toEqual(["brute", "wolf", "guard"]);
  });

  it("orders several summons of one character in summon order (the order their tokens were placed), all before it", () => {
    const figures = [
      figure("bear", { side: "summon" }),
      figure("spirit", { side: "summon" }),
      figure("tinker", { turnOrder: [4] }),
      figure("drone", { side: "summon", turnOrder: [9] }),
    ];
    const { figures: linked } = linkSummons(figures, [
      token("bear", "tinker"),
      token("spirit", "tinker"),
      token("tinker"),
      token("drone", "tinker"),
    ]);
    const key = (id: string) => linked.find((f) => f.id === id)!.turnOrder;
    expect([key("bear"), key("spirit"), key("drone")]).toEqual([
      [4, -3],
      [4, -2],
      [4, -1],
    ]);
  });

  it("keeps the summon's own key when its summoner is not in the combat", () => {
    expect(summonTurnOrder([], 0, 1, [7])).toEqual([7]);
    const { figures: linked } = linkSummons(
      [figure("brute"), figure("wolf", { side: "summon" })],
      [token("brute"), token("wolf", "brute")],
    );
    expect(linked[1]).toMatchObject({ summonerId: "brute", turnOrder: [] });
  });

  it("ignores, with a warning naming the token, a link on a non-summon, to a non-character, to a missing token, or unreadable", () => {
    const figures = [
      figure("brute", { turnOrder: [2] }),
      figure("guard", { side: "monster", turnOrder: [1] }),
      figure("hound", { side: "monster" }),
      figure("wolf", { side: "summon" }),
      figure("spirit", { side: "summon" }),
      figure("bear", { side: "summon" }),
    ];
    const { figures: linked, warnings } = linkSummons(figures, [
      token("brute"),
      token("guard"),
      token("hound", "brute"),
      token("wolf", "guard"),
      token("spirit", "gone"),
      token("bear", 42),
    ]);
    expect(linked).toEqual(figures);
    expect(warnings).toEqual([
      { key: "MONSTER_AUTOPILOT.Hex.Scene.SummonerNotSummon", params: { token: "hound" } },
      { key: "MONSTER_AUTOPILOT.Hex.Scene.SummonerNotFound", params: { token: "wolf" } },
      { key: "MONSTER_AUTOPILOT.Hex.Scene.SummonerNotFound", params: { token: "spirit" } },
      { key: "MONSTER_AUTOPILOT.Hex.Scene.BadSummonerFlag", params: { token: "bear" } },
    ]);
  });

  it("in turn order, each character is preceded directly by its own summons, in summon order", () => {
    const arb = fc
      .uniqueArray(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 4 })
      .chain((ranks) =>
        fc.tuple(
          fc.constant(ranks),
          fc.array(fc.integer({ min: 0, max: ranks.length - 1 }), { maxLength: 8 }),
        ),
      );
    fc.assert(
      fc.property(arb, ([ranks, owners]) => {
        const characters = ranks.map((rank, i) => figure(`c${i}`, { turnOrder: [rank] }));
        const summons = owners.map((_, k) => figure(`s${k}`, { side: "summon" }));
        const tokens = [
          ...characters.map((c) => token(c.id)),
          ...owners.map((owner, k) => token(`s${k}`, `c${owner}`)),
        ];
        const { figures } = linkSummons([...characters, ...summons], tokens);
        const order = [...figures]
          .sort((a, b) => compareTurnOrder(a.turnOrder, b.turnOrder))
          .map((f) => f.id);
        const expected = [...characters]
          .sort((a, b) => a.turnOrder[0]! - b.turnOrder[0]!)
          .flatMap((c) => [...owners.flatMap((owner, k) => (`c${owner}` === c.id ? [`s${k}`] : [])), c.id]);
        expect(order).toEqual(expected);
      }),
    );
  });
});
