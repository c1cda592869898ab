import { describe, expect, it } from "vitest";
import type { FocusCandidate } from "../../../src/core/gloomhaven";
import { explainTurn, formatTurnOrder } from "../../../src/view/gloomhaven/explain-turn";
import { explanation, option } from "../../foundry/gloomhaven/builders";
import { i18n } from "./lang";

const names: Record<string, string> = { brute: "Brute", tinker: "Tinkerer", spell: "Spellweaver" };
const nameOf = (id: string) => names[id] ?? id;
const c = (
  figureId: string,
  movement: number | null,
  over: Partial<FocusCandidate> = {},
): FocusCandidate => ({
  figureId,
  negativeHexes: movement === null ? null : 0,
  movement,
  proximity: 3,
  turnOrder: [0],
  ...over,
});

describe("the focus in words (OUT-4)", () => {
  it("explains a focus decided by proximity, as in the issue's example", () => {
    const text = explainTurn(
      i18n,
      explanation({
        candidates: [c("brute", 3, { proximity: 2 }), c("tinker", 3, { proximity: 4 })],
        focusDecidedBy: "proximity",
      }),
      nameOf,
    );
    expect(text.focus).toBe(
      "Focus: Brute — 3 moves to reach an attack hex; tied with Tinkerer on movement, closer by proximity.",
    );
  });

  it("explains a focus decided by the path, naming the next best enemy", () => {
    const text = explainTurn(
      i18n,
      explanation({ candidates: [c("brute", 1), c("tinker", 4)], focusDecidedBy: "path" }),
      nameOf,
    );
    expect(text.focus).toBe(
      "Focus: Brute — 1 move to reach an attack hex; next best: Tinkerer, 4 moves to reach an attack hex.",
    );
  });

  it("explains a focus decided by initiative, with or without proximity in the rule set", () => {
    const withProximity = explainTurn(
      i18n,
      explanation({
        candidates: [c("brute", 2, { turnOrder: [1] }), c("tinker", 2, { turnOrder: [4] })],
        focusDecidedBy: "turn-order",
      }),
      nameOf,
    );
    expect(withProximity.focus).toBe(
      "Focus: Brute — 2 moves to reach an attack hex; tied with Tinkerer on movement and proximity, earlier in initiative order (1).",
    );
    const jotl = explainTurn(
      i18n,
      explanation({
        candidates: [
          c("brute", 2, { proximity: null, turnOrder: [1] }),
          c("tinker", 2, { proximity: null, turnOrder: [4] }),
        ],
        focusDecidedBy: "turn-order",
      }),
      nameOf,
    );
    expect(jotl.focus).toContain("tied with Tinkerer on movement, earlier in initiative order (1)");
  });

  it("names every co-focus when the players choose", () => {
    const text = explainTurn(
      i18n,
      explanation({
        candidates: [c("brute", 2), c("tinker", 2), c("spell", 2)],
        focus: ["brute", "tinker", "spell"],
        focusDecidedBy: "tie",
      }),
      nameOf,
    );
    expect(text.focus).toBe(
      "Focus: Brute, Tinkerer or Spellweaver — 2 moves to reach an attack hex; tied on movement, proximity and initiative; the players choose.",
    );
  });

  it("counts negative hexes and an enemy already in reach", () => {
    expect(
      explainTurn(i18n, explanation({ candidates: [c("brute", 4, { negativeHexes: 1 })] }), nameOf).focus,
    ).toContain("4 moves to reach an attack hex through 1 negative hex");
    expect(explainTurn(i18n, explanation({ candidates: [c("brute", 0)] }), nameOf).focus).toContain(
      "already in an attack hex",
    );
  });

  it("says what the monster does", () => {
    const outcome = (o: "attack" | "arrive" | "approach" | "stay-no-progress") =>
      explainTurn(i18n, explanation({ outcome: o }), nameOf).outcome;
    expect(outcome("attack")).toBe("It moves and attacks this turn.");
    expect(outcome("approach")).toBe("It cannot attack this turn and moves toward an attack hex.");
    expect(outcome("stay-no-progress")).toBe("It cannot get any closer and stays where it is.");
    expect(outcome("arrive")).toBe("It reaches its attack hex this turn but does not attack.");
  });

  describe("true to the options the GM can accept", () => {
    const stay = option({ path: [{ q: 0, r: 0 }], targets: ["brute"] });
    const walk = option({ targets: ["brute"] });
    const walkOnly = option();
    const said = (o: "attack" | "arrive", options: ReturnType<typeof option>[]) =>
      explainTurn(i18n, explanation({ outcome: o }), nameOf, options).outcome;

    it("says that a monster attacking from its own hex stays where it is", () => {
      expect(said("attack", [stay])).toBe("It stays where it is and attacks this turn.");
    });

    it("says that a monster moving to attack moves", () => {
      expect(said("attack", [walk, walk])).toBe("It moves and attacks this turn.");
    });

    it("names each kind of option when they differ", () => {
      expect(said("attack", [walk, stay])).toBe(
        "Depending on the option, it stays where it is and attacks, or moves and attacks this turn.",
      );
      expect(said("attack", [walk, walkOnly])).toBe(
        "Depending on the option, it moves and attacks, or moves without attacking this turn.",
      );
    });

    it("says that a monster already in its attack hex without an attack stays", () => {
      expect(said("arrive", [option({ path: [{ q: 0, r: 0 }] })])).toBe(
        "It is already in its attack hex but does not attack.",
      );
      expect(said("arrive", [walkOnly])).toBe("It reaches its attack hex this turn but does not attack.");
    });
  });

  it("without a focus, says so and lists why each enemy was out of reach", () => {
    const text = explainTurn(
      i18n,
      explanation({
        candidates: [c("brute", null)],
        focus: [],
        focusDecidedBy: "tie",
        outcome: "stay-no-progress",
      }),
      nameOf,
    );
    expect(text.focus).toBe(
      "No focus: no enemy can be reached and attacked (invisible enemies cannot be focused).",
    );
    expect(text.outcome).toBe("It does not move or attack.");
    expect(text.candidates).toEqual([
      { name: "Brute", reach: "no attack hex within reach", proximity: "3", order: "0", isFocus: false },
    ]);
  });

  it("writes turn-order keys readably", () => {
    expect(formatTurnOrder([])).toBe("—");
    expect(formatTurnOrder([12, -1])).toBe("12.-1");
  });
});
