import { describe, expect, it } from "vitest";
import { hexKey } from "../../../src/core/hex";
import { createHexGridIndex } from "../../../src/foundry/gloomhaven/grid-layout";
import { readPlayableHexes } from "../../../src/foundry/gloomhaven/playable-hexes";
import { readTokenFigures, sideOf, turnOrderKeys } from "../../../src/foundry/gloomhaven/token-figures";
import type { TokenSnapshot } from "../../../src/foundry/gloomhaven/scene-snapshot";
import { fakeToken, FakeHexGrid, GRID } from "../runtime/ports";

const grid = new FakeHexGrid(GRID.HEXODDR);
const index = createHexGridIndex(grid, "odd-r", (o) => `row ${o.i}, column ${o.j}`);
const sceneRect = { x: 0, y: 0, width: 900, height: 700 };
const hexes = readPlayableHexes(grid, index, sceneRect);
const playable = new Set(hexes.map(hexKey));
const centre = (i: number, j: number) => grid.getCenterPoint({ i, j });

function read(
  tokens: TokenSnapshot[],
  over: Partial<Parameters<typeof readTokenFigures>[2]> = {},
  combatants = [] as Parameters<typeof readTokenFigures>[1],
) {
  return readTokenFigures(tokens, combatants, {
    index,
    sceneRect,
    playable,
    recognition: "disposition",
    activeTokenId: "guard",
    ...over,
  });
}

describe("recognising monsters, characters and summons", () => {
  const t = (over: Partial<TokenSnapshot>) => fakeToken("t", centre(1, 1), over);

  it("hostile tokens are monsters, player-owned tokens characters, other friendly tokens summons", () => {
    expect(sideOf(t({ disposition: -1 }), "disposition").side).toBe("monster");
    expect(sideOf(t({ disposition: 1, hasPlayerOwner: true }), "disposition").side).toBe("character");
    expect(sideOf(t({ disposition: -1, hasPlayerOwner: true }), "disposition").side).toBe("character");
    expect(sideOf(t({ disposition: 1 }), "disposition").side).toBe("summon");
  });

  it("neutral and secret tokens are not figures", () => {
    expect(sideOf(t({ disposition: 0 }), "disposition").side).toBeNull();
    expect(sideOf(t({ disposition: -2 }), "disposition").side).toBeNull();
  });

  it("the token's own flag overrides its disposition, and 'ignore' leaves it out", () => {
    expect(sideOf(t({ disposition: 0, sideFlag: "monster" }), "disposition").side).toBe("monster");
    expect(sideOf(t({ hasPlayerOwner: true, sideFlag: "summon" }), "disposition").side).toBe("summon");
    expect(sideOf(t({ disposition: -1, sideFlag: "ignore" }), "disposition").side).toBeNull();
  });

  it("a token summoned by a character is a summon, even player-owned; its own 'Counts as' still wins", () => {
    expect(sideOf(t({ hasPlayerOwner: true, summonerFlag: "brute" }), "disposition").side).toBe("summon");
    expect(sideOf(t({ disposition: 0, summonerFlag: "brute" }), "flag-only").side).toBe("summon");
    expect(sideOf(t({ summonerFlag: "brute", sideFlag: "monster" }), "disposition").side).toBe("monster");
    expect(sideOf(t({ hasPlayerOwner: true, summonerFlag: "" }), "disposition").side).toBe("character");
  });

  it("with flag-only recognition, only flagged tokens are figures", () => {
    expect(sideOf(t({ disposition: -1 }), "flag-only").side).toBeNull();
    expect(sideOf(t({ sideFlag: "character" }), "flag-only").side).toBe("character");
  });

  it("a corrupt flag is a problem naming the token and the value", () => {
    expect(sideOf(fakeToken("Bandit", centre(1, 1), { sideFlag: 7 }), "disposition")).toEqual({
      side: null,
      problem: { key: "MONSTER_AUTOPILOT.Hex.Scene.BadSideFlag", params: { token: "Bandit", value: "7" } },
    });
  });
});

describe("tokens to figures", () => {
  it("places each figure on the hex under its centre, with its name and side", () => {
    const { figures, problems } = read([
      fakeToken("guard", centre(2, 3)),
      fakeToken("brute", centre(4, 5), { disposition: 1, hasPlayerOwner: true, name: "Brute" }),
    ]);
    expect(problems).toEqual([]);
    expect(figures).toEqual([
      { id: "guard", at: index.toHex({ i: 2, j: 3 }), side: "monster", turnOrder: [], name: "guard" },
      { id: "brute", at: index.toHex({ i: 4, j: 5 }), side: "character", turnOrder: [], name: "Brute" },
    ]);
  });

  it("a token a little off its hex centre still stands on that hex", () => {
    const c = centre(3, 3);
    const { figures } = read([fakeToken("guard", { x: c.x + 12, y: c.y - 9 })]);
    expect(figures[0]?.at).toEqual(index.toHex({ i: 3, j: 3 }));
  });

  it("hidden tokens and tokens with the invisible status cannot be focused", () => {
    const { figures } = read([
      fakeToken("guard", centre(1, 1)),
      fakeToken("rogue", centre(2, 2), { disposition: 1, hasPlayerOwner: true, hidden: true }),
      fakeToken("mage", centre(3, 3), {
        disposition: 1,
        hasPlayerOwner: true,
        statuses: new Set(["invisible"]),
      }),
      fakeToken("tank", centre(4, 4), { disposition: 1, hasPlayerOwner: true, statuses: new Set(["prone"]) }),
    ]);
    expect(figures.map((f) => [f.id, f.invisible ?? false])).toEqual([
      ["guard", false],
      ["rogue", true],
      ["mage", true],
      ["tank", false],
    ]);
  });

  it("a token outside the scene rectangle is left out with a warning; the acting one is an error", () => {
    const outside = fakeToken(
      "scout",
      { x: 950, y: 300 },
      { disposition: 1, hasPlayerOwner: true, name: "Scout" },
    );
    const r = read([fakeToken("guard", centre(1, 1)), outside]);
    expect(r.figures.map((f) => f.id)).toEqual(["guard"]);
    expect(r.warnings).toEqual([
      { key: "MONSTER_AUTOPILOT.Hex.Scene.TokenOutside", params: { token: "Scout" } },
    ]);
    expect(read([fakeToken("guard", { x: -50, y: 10 })]).problems[0]?.key).toBe(
      "MONSTER_AUTOPILOT.Hex.Scene.TokenOutside",
    );
  });

  it("two figures on one hex, or a figure on a wall hex, are errors naming the tokens and the hex", () => {
    const shared = read([fakeToken("guard", centre(2, 2)), fakeToken("archer", centre(2, 2))]);
    expect(shared.problems).toEqual([
      {
        key: "MONSTER_AUTOPILOT.Hex.Scene.SharedHex",
        params: { token: "archer", other: "guard", hex: "row 2, column 2" },
      },
    ]);
    const wall = index.toHex({ i: 5, j: 5 });
    const onWall = read([fakeToken("guard", centre(5, 5))], {
      playable: new Set([...playable].filter((k) => k !== hexKey(wall))),
    });
    expect(onWall.problems[0]).toEqual({
      key: "MONSTER_AUTOPILOT.Hex.Scene.TokenOnWall",
      params: { token: "guard", hex: "row 5, column 5" },
    });
  });

  it("the acting token must not be a character; an unrecognised one acts as a monster with a warning", () => {
    expect(read([fakeToken("guard", centre(1, 1), { hasPlayerOwner: true })]).problems[0]?.key).toBe(
      "MONSTER_AUTOPILOT.Hex.Scene.ActiveIsCharacter",
    );
    const neutral = read([fakeToken("guard", centre(1, 1), { disposition: 0 })]);
    expect(neutral.figures[0]?.side).toBe("monster");
    expect(neutral.warnings[0]?.key).toBe("MONSTER_AUTOPILOT.Hex.Scene.ActiveNotRecognised");
  });

  it("a token larger than one hex stands on the hex under its centre, with a warning", () => {
    const r = read([fakeToken("guard", centre(2, 2), { width: 2, height: 2 })]);
    expect(r.figures[0]?.at).toEqual(index.toHex({ i: 2, j: 2 }));
    expect(r.warnings[0]?.key).toBe("MONSTER_AUTOPILOT.Hex.Scene.TokenLarge");
  });
});

describe("initiative from the combat tracker", () => {
  it("gives each combatant its place in the tracker's order; equal initiatives share a place", () => {
    const keys = turnOrderKeys([
      { tokenId: "a", initiative: 12 },
      { tokenId: "b", initiative: 30 },
      { tokenId: "c", initiative: 30 },
      { tokenId: "d", initiative: 45 },
      { tokenId: null, initiative: 50 },
      { tokenId: "e", initiative: null },
    ]);
    expect(Object.fromEntries(keys)).toEqual({ a: [0], b: [1], c: [1], d: [3] });
  });

  it("figures carry their key; tokens not in combat get an empty one", () => {
    const { figures } = read(
      [fakeToken("guard", centre(1, 1)), fakeToken("brute", centre(3, 3), { hasPlayerOwner: true })],
      {},
      [
        { tokenId: "brute", initiative: 8 },
        { tokenId: "x", initiative: 20 },
      ],
    );
    expect(figures.map((f) => f.turnOrder)).toEqual([[], [0]]);
  });
});

describe("summons from the scene (BM-15, FO-5)", () => {
  it("a summon carries its summoner and acts just before it in the tracker's order", () => {
    const { figures, warnings } = read(
      [
        fakeToken("guard", centre(1, 1)),
        fakeToken("brute", centre(3, 3), { hasPlayerOwner: true }),
        fakeToken("bear", centre(4, 4), { hasPlayerOwner: true, summonerFlag: "brute" }),
      ],
      {},
      [
        { tokenId: "guard", initiative: 40 },
        { tokenId: "brute", initiative: 20 },
      ],
    );
    expect(warnings).toEqual([]);
    expect(figures.find((f) => f.id === "bear")).toMatchObject({
      side: "summon",
      summonerId: "brute",
      turnOrder: [1, -1],
    });
  });

  it("the acting token may be a character's summon", () => {
    const { figures, problems } = read(
      [
        fakeToken("bear", centre(1, 1), { summonerFlag: "brute" }),
        fakeToken("brute", centre(3, 3), { hasPlayerOwner: true }),
      ],
      { activeTokenId: "bear" },
    );
    expect(problems).toEqual([]);
    expect(figures[0]).toMatchObject({ id: "bear", side: "summon", summonerId: "brute" });
  });
});
