import { describe, expect, it } from "vitest";
import type { Figure, Scenario } from "../../../src/core/gloomhaven/model";
import { moveWords, placeWords, targetWords } from "../../../src/view/gloomhaven/option-words";
import { abilityCard, turnOrderStrip } from "../../../src/view/gloomhaven/turn-card";
import { buildTurnOptions } from "../../../src/view/gloomhaven/turn-options";
import { localizerFromJson } from "../../../src/view/i18n";
import { formatCount } from "../../../src/view/plural";
import { actResult, option } from "../../foundry/gloomhaven/builders";
import { i18n } from "./lang";

const NAMES: Record<string, string> = { brute: "Brute", tinker: "Tinkerer", c2: "C2", c3: "C3", m1: "M1" };
const nameOf = (id: string): string => NAMES[id] ?? id;
const hexLabel = (h: { q: number; r: number }): string => `(${h.q}, ${h.r})`;

const figure = (id: string, q: number, r: number, over: Partial<Figure> = {}): Figure => ({
  id,
  at: { q, r },
  side: "character",
  turnOrder: [],
  ...over,
});

describe("counted words use the language's plural forms", () => {
  it("says 1 hex and 2 hexes", () => {
    const path = (n: number) => Array.from({ length: n + 1 }, (_, q) => ({ q, r: 0 }));
    expect(moveWords(i18n, path(1), 1)).toBe("Moves 1 hex");
    expect(moveWords(i18n, path(2), 2)).toBe("Moves 2 hexes");
    expect(moveWords(i18n, path(2), 3)).toBe("Moves 2 hexes (3 movement points)");
    expect(moveWords(i18n, path(0), 0)).toBe("Stays where it is");
  });

  it("picks the form by the language's rules, falling back to 'other'", () => {
    const words = localizerFromJson(
      { K: { one: "{count} thing", few: "{count} few", other: "{count} things" } },
      "pl",
    );
    expect(formatCount(words, "K", 1)).toBe("1 thing");
    expect(formatCount(words, "K", 3)).toBe("3 few");
    expect(formatCount(words, "K", 5)).toBe("5 things");
    expect(formatCount(localizerFromJson({ K: { other: "{count} x" } }), "K", 1)).toBe("1 x");
    const odd = localizerFromJson({ K: { one: "{count} thing", other: "{count} things" } }, "not a tag!");
    expect(formatCount(odd, "K", 1)).toBe("1 thing");
  });
});

describe("targets as the rule states them (AT-1, AT-3)", () => {
  it("attacks the focus, then any k of the others", () => {
    const text = targetWords(
      i18n,
      { kind: "any", always: ["brute"], count: 2, pool: ["c2", "c3", "tinker"], including: [] },
      nameOf,
    );
    expect(text).toBe("Attacks Brute, then any 2 of C2, C3 and Tinkerer");
  });

  it("attacks any k including one of the co-foci", () => {
    const text = targetWords(
      i18n,
      { kind: "any", always: [], count: 2, pool: ["brute", "c2", "tinker"], including: ["brute", "tinker"] },
      nameOf,
    );
    expect(text).toBe("Attacks any 2 of Brute, C2 and Tinkerer, including Brute or Tinkerer");
  });

  it("lists sets joined by 'or' when nothing shorter fits", () => {
    const text = targetWords(
      i18n,
      {
        kind: "list",
        sets: [
          ["brute", "c2"],
          ["tinker", "c3"],
        ],
      },
      nameOf,
    );
    expect(text).toBe("Attacks Brute and C2; or C3 and Tinkerer");
  });
});

describe("many target groups are counted, the full list shows each", () => {
  it("counts more than four sets instead of listing them in one line", () => {
    const sets = [["a"], ["b", "c"], ["d"], ["e", "f"], ["g"]];
    expect(targetWords(i18n, { kind: "list", sets }, nameOf)).toBe(
      "Attacks one of 5 groups of targets (each listed below)",
    );
  });
});

describe("places are said from figures, coordinates only in the tooltip", () => {
  const landmarks = [
    { id: "brute", at: { q: 3, r: 0 } },
    { id: "tinker", at: { q: 0, r: 3 } },
  ];
  it("names the nearest figure: next to it, or how many hexes away", () => {
    expect(placeWords(i18n, { q: 2, r: 0 }, landmarks, nameOf, hexLabel)).toEqual({
      text: "Ends next to Brute",
      tooltip: "Hex (2, 0)",
    });
    expect(placeWords(i18n, { q: 0, r: 1 }, landmarks, nameOf, hexLabel)?.text).toBe(
      "Ends 2 hexes from Tinkerer",
    );
    expect(placeWords(i18n, { q: 0, r: 0 }, [], nameOf, hexLabel)).toBeNull();
  });
});

describe("the card-style summary and the turn order", () => {
  it("reads the ability as a monster card does", () => {
    expect(
      abilityCard(i18n, { move: 3, mode: "jump", flying: false, attack: { range: 3, targets: 2 } }),
    ).toEqual(["Move 3", "Jump", "Attack", "Range 3", "Target 2"]);
    expect(abilityCard(i18n, { move: 2, mode: "walk", flying: true, attack: null })).toEqual([
      "Move 2",
      "Flying",
      "No attack",
    ]);
  });

  it("lists figures by initiative, the acting monster marked, unknown initiatives last", () => {
    const strip = turnOrderStrip(
      [
        figure("m1", 0, 0, { side: "monster" }),
        figure("tinker", 1, 0, { turnOrder: [45] }),
        figure("brute", 2, 0, { turnOrder: [12] }),
      ],
      "m1",
      nameOf,
    );
    expect(strip.map((e) => `${e.name} ${e.order}${e.active ? "*" : ""}`)).toEqual([
      "Brute 12",
      "Tinkerer 45",
      "M1 —*",
    ]);
  });
});

describe("the Monster turn window's grouped answer (OUT-1)", () => {
  const scenario: Scenario = {
    board: { hexes: [], wallHexes: [], thinWalls: [], terrain: [], voidBlocksLos: true },
    figures: [
      figure("m1", 0, 0, { side: "monster" }),
      figure("brute", 1, 0),
      figure("c2", 0, 1),
      figure("c3", -1, 1),
    ],
    activeId: "m1",
  };
  const stay = [{ q: 0, r: 0 }];
  const result = actResult([
    option({ path: stay, targets: ["brute", "c2"], focus: ["brute"] }),
    option({ path: stay, targets: ["brute", "c3"], focus: ["brute"] }),
  ]);
  const ctx = buildTurnOptions(i18n, {
    result,
    sceneProblems: [],
    warnings: [],
    selected: 1,
    canUndo: false,
    busy: false,
    moved: false,
    nameOf,
    hexLabel,
    scenario,
    action: { move: 2, mode: "walk", flying: false, attack: { range: 0, targets: 2 } },
  });

  it("shows one row per end hex and path, stating the target choice, and the full list behind it", () => {
    expect(ctx.heading).toBe("One move: the players choose the targets");
    expect(ctx.groups).toHaveLength(1);
    expect(ctx.groups[0]).toMatchObject({
      index: 0,
      selected: true,
      move: "Stays where it is",
      attack: "Attacks Brute, then C2 or C3",
    });
    expect(ctx.groups[0]?.details.map((d) => d.text)).toEqual([
      "Ends next to Brute",
      "Focus: Brute",
      "2 ways to choose the targets: all listed below",
    ]);
    expect(ctx.groups[0]?.details[0]?.tooltip).toBe("Hex (0, 0)");
    expect(ctx.options.map((o) => o.attack)).toEqual(["Attacks Brute and C2", "Attacks Brute and C3"]);
    expect(ctx).toMatchObject({ showAll: true, allOpen: true, allLabel: "Show all 2 options one by one" });
  });

  it("puts the ability card and the turn order on top", () => {
    expect(ctx.card).toEqual(["Move 2", "Attack", "Melee", "Target 2"]);
    expect(ctx.turnOrder.map((e) => e.name)).toEqual(["M1", "Brute", "C2", "C3"]);
  });
});
