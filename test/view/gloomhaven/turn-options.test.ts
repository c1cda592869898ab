import { describe, expect, it } from "vitest";
import type { TurnResult } from "../../../src/core/gloomhaven";
import { message } from "../../../src/view/gloomhaven/messages";
import {
  buildTurnOptions,
  optionsOf,
  type TurnOptionsInput,
} from "../../../src/view/gloomhaven/turn-options";
import { actResult, explanation, option } from "../../foundry/gloomhaven/builders";
import { i18n } from "./lang";

const input = (result: TurnResult | null, over: Partial<TurnOptionsInput> = {}): TurnOptionsInput => ({
  result,
  sceneProblems: [],
  warnings: [],
  selected: 0,
  canUndo: false,
  busy: false,
  moved: false,
  nameOf: (id) => ({ brute: "Brute", tinker: "Tinkerer" })[id] ?? id,
  hexLabel: (h) => `row ${h.r}, column ${h.q}`,
  ...over,
});

const texts = (details: readonly { text: string }[] | undefined): string[] =>
  (details ?? []).map((d) => d.text);

describe("the options list (OUT-1, OUT-2)", () => {
  it("lists one option with its move, attack and end hex, and allows Move", () => {
    const ctx = buildTurnOptions(i18n, input(actResult([option({ targets: ["brute"] })])));
    expect(ctx.status).toBe("act");
    expect(ctx.heading).toBe("The monster's move");
    expect(ctx.options).toEqual([
      {
        index: 0,
        title: "Option 1",
        move: "Moves 2 hexes",
        attack: "Attacks Brute",
        details: [
          { text: "Ends at row 0, column 2", tooltip: "" },
          { text: "Focus: Brute", tooltip: "" },
        ],
        selected: true,
      },
    ]);
    expect(ctx.canMove).toBe(true);
  });

  it("lists every equally valid option, marks the chosen one, and names disadvantage, negative hexes and area placements", () => {
    const ctx = buildTurnOptions(
      i18n,
      input(
        actResult([
          option({
            targets: ["brute", "tinker"],
            disadvantaged: ["tinker"],
            negativeHexes: 1,
            movementSpent: 3,
          }),
          option({
            path: [{ q: 0, r: 0 }],
            areaPlacements: [[{ q: 1, r: 0 }], [{ q: 0, r: 1 }]],
            targets: ["brute"],
          }),
        ]),
        { selected: 1 },
      ),
    );
    expect(ctx.heading).toBe("2 equally valid moves: the players choose");
    expect(ctx.options.map((o) => o.selected)).toEqual([false, true]);
    expect(ctx.options[0]).toMatchObject({
      move: "Moves 2 hexes (3 movement points)",
      attack: "Attacks Brute and Tinkerer (with disadvantage)",
    });
    expect(texts(ctx.options[0]?.details)).toContain("Enters 1 negative hex on the way");
    expect(ctx.options[1]).toMatchObject({ move: "Stays where it is" });
    expect(texts(ctx.options[1]?.details)).toContain("The area can be placed 2 ways (all outlined)");
    expect(ctx.canMove).toBe(false);
  });

  it("explains no focus: the monster neither moves nor attacks (FO-5)", () => {
    const plain = buildTurnOptions(
      i18n,
      input({
        kind: "no-focus",
        explanation: explanation({ candidates: [], focus: [], outcome: "stay-no-progress" }),
      }),
    );
    expect(plain).toMatchObject({ status: "no-focus", heading: "No focus", options: [], canMove: false });
    expect(plain.focus).toMatch(/^No focus:/);
    expect(plain.outcome).toBe("It does not move or attack.");
  });

  it("[FH] offers a summon's optional approach to its summoner as options naming the summoner, not a focus (FO-5)", () => {
    const result: TurnResult = {
      kind: "no-focus",
      explanation: explanation({ candidates: [], focus: [], outcome: "stay-no-progress" }),
      summonerOptions: [
        option({ focus: ["brute"] }),
        option({
          focus: ["brute"],
          path: [
            { q: 0, r: 0 },
            { q: 0, r: 1 },
          ],
          negativeHexes: 1,
        }),
      ],
    };
    const summon = buildTurnOptions(i18n, input(result, { selected: 1 }));
    expect(summon).toMatchObject({ status: "no-focus", heading: "No focus", canMove: true });
    expect(summon.focus).toMatch(/^No focus:/);
    expect(summon.outcome).toMatch(/move it toward the summoner/);
    expect(summon.outcome).toMatch(/Skip/);
    expect(summon.options.map((o) => o.title)).toEqual(["Option 1: toward Brute", "Option 2: toward Brute"]);
    expect(summon.options.map((o) => o.selected)).toEqual([false, true]);
    expect(summon.options[1]).toMatchObject({ move: "Moves 1 hex", attack: "No attack this turn" });
    expect(summon.options.flatMap((o) => texts(o.details))).not.toContain("Focus: Brute");
    expect(texts(summon.options[1]?.details)).toContain("Enters 1 negative hex on the way");
    expect(optionsOf(result)).toBe(result.summonerOptions);
  });

  it("explains a stunned monster", () => {
    expect(buildTurnOptions(i18n, input({ kind: "stunned" }))).toMatchObject({
      status: "stunned",
      outcome: "A stunned monster loses its turn: it neither moves nor attacks.",
    });
  });

  it("shows the core's problems in words, naming the hex with the GM's coordinates", () => {
    const ctx = buildTurnOptions(
      i18n,
      input({
        kind: "invalid",
        problems: [
          { code: "HexFigureOnWall", params: { figure: "Guard", hex: "3,-1" }, at: { q: 3, r: -1 } },
        ],
      }),
    );
    expect(ctx.status).toBe("invalid");
    expect(ctx.problems).toEqual(["“Guard” stands on hex row -1, column 3, which is a wall hex."]);
  });

  it("names the figures in a problem as the board does, not by their ids", () => {
    const ctx = buildTurnOptions(
      i18n,
      input({
        kind: "invalid",
        problems: [{ code: "HexSummonerUnknown", params: { figure: "tinker", summoner: "brute" } }],
      }),
    );
    expect(ctx.problems[0]).toMatch(/^“Tinkerer” names “Brute” as its summoner/);
  });

  it("shows the scene's problems instead of any result, and its warnings always", () => {
    const ctx = buildTurnOptions(
      i18n,
      input(actResult(), {
        sceneProblems: [message("MONSTER_AUTOPILOT.Hex.Scene.NotHex", { scene: "Crypt" })],
        warnings: [message("MONSTER_AUTOPILOT.Hex.Scene.TokenOutside", { token: "Scout" })],
      }),
    );
    expect(ctx.status).toBe("invalid");
    expect(ctx.problems[0]).toMatch(/^“Crypt” has no hexagonal grid/);
    expect(ctx.warnings).toEqual(["The token “Scout” stands outside the scene's area and is left out."]);
    expect(ctx.options).toEqual([]);
  });

  it("never shows a raw key: an unknown problem code still says something", () => {
    const ctx = buildTurnOptions(
      i18n,
      input({ kind: "invalid", problems: [{ code: "NoSuchCode", params: {} }] }),
    );
    expect(ctx.problems[0]).toContain("MONSTER_AUTOPILOT.Problems.NoSuchCode");
    expect(ctx.problems[0]).toMatch(/^Something went wrong/);
  });

  it("after a move, gives way to a note; Move is off while busy", () => {
    expect(buildTurnOptions(i18n, input(actResult(), { moved: true, canUndo: true }))).toMatchObject({
      status: "moved",
      canUndo: true,
      options: [],
    });
    expect(buildTurnOptions(i18n, input(actResult(), { busy: true })).canMove).toBe(false);
    expect(buildTurnOptions(i18n, input(null)).status).toBe("pending");
  });

  it("optionsOf gives the acceptable options of any result", () => {
    expect(optionsOf(null)).toEqual([]);
    expect(optionsOf({ kind: "stunned" })).toEqual([]);
    expect(optionsOf(actResult([option(), option()]))).toHaveLength(2);
  });
});
