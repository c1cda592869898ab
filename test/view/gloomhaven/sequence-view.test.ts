import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { sequenceView } from "../../../src/view/gloomhaven/sequence/sequence-view";
import { sequenceStepWords } from "../../../src/view/gloomhaven/sequence/sequence-words";
import { localizerFromJson } from "../../../src/view/i18n";
import { actOf, artillery, caveBear } from "../../foundry/gloomhaven/sequence/card-turns";
import { i18n } from "./lang";

const de = localizerFromJson(
  JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../lang/de.json"), "utf8")),
  "de",
);
const naming = {
  nameOf: (id: string): string => ({ C1: "Brute", C2: "Tinkerer" })[id] ?? id,
  hexLabel: (h: { q: number; r: number }): string => `${h.q}.${h.r}`,
};

describe("OUT-S1: a whole card is listed step by step in words", () => {
  it("Cave Bear 601 (attack, move, attack) names each step in order", () => {
    const view = sequenceView(
      i18n,
      actOf(caveBear({ monster: { q: 0, r: 3 }, characters: [{ q: 2, r: 3 }] })),
      naming,
    );
    expect(view.options).toHaveLength(1);
    expect(view.options[0]?.focus).toBe("Focus: Brute");
    expect(view.options[0]?.steps.map((s) => [s.number, s.text, s.byGm])).toEqual([
      [1, "Attacks nobody (no target in reach)", true],
      [2, "Moves 1 hex to 1.3", false],
      [3, "Attacks Brute", true],
    ]);
    expect(view.heading).toBe("1 way to play the card");
  });

  it("says the same in German", () => {
    const view = sequenceView(
      de,
      actOf(caveBear({ monster: { q: 0, r: 3 }, characters: [{ q: 2, r: 3 }] })),
      naming,
    );
    expect(view.options[0]?.steps.map((s) => s.text)).toEqual([
      "Greift niemanden an (kein Ziel erreichbar)",
      `${de.format("MONSTER_AUTOPILOT.HexAnswer.Move.one", { count: 1 })} bis 1.3`,
      "Greift Brute an",
    ]);
    expect(view.assumption).toContain("„Ziel gestorben / bewegt“");
  });

  it("a push names where each pushed figure ends, one option per end hex (GH-RB p.32)", () => {
    const result = actOf(artillery({ monster: { q: 3, r: 3 }, characters: [{ q: 4, r: 3 }] }));
    const view = sequenceView(i18n, result, naming);
    expect(view.options.map((o) => o.steps[0]?.text).sort()).toEqual([
      "Pushes Brute to 4.4",
      "Pushes Brute to 5.2",
      "Pushes Brute to 5.3",
    ]);
    expect(view.heading).toBe("3 equally valid ways to play the card: the players choose");
  });
});

describe("OUT-S4: the rulings applied are shown with their rule ids", () => {
  it("a Gloomhaven push shows FM-2 in English and German", () => {
    const result = actOf(artillery({ monster: { q: 3, r: 3 }, characters: [{ q: 4, r: 3 }] }));
    expect(sequenceView(i18n, result, naming).rulings).toEqual([
      "FM-2: the players may choose a blocked direction, which ends a push or pull early",
    ]);
    expect(sequenceView(de, result, naming).rulings[0]).toMatch(/^FM-2: die Spieler dürfen/);
  });

  it("every ruling the engine can name has words in both languages", () => {
    for (const id of ["SQ-2", "SQ-6", "SQ-9", "SQ-10", "FM-2", "FM-3", "LH-6", "LH-7", "LH-8"]) {
      expect(i18n.has(`MONSTER_AUTOPILOT.Sequence.Ruling.${id}`)).toBe(true);
      expect(de.has(`MONSTER_AUTOPILOT.Sequence.Ruling.${id}`)).toBe(true);
    }
  });
});

describe("SQ-1: steps the GM applies by hand are named", () => {
  it("a narrated ability is said with the card's effect, or its code when the language file has no words", () => {
    expect(sequenceStepWords(i18n, { kind: "narrated", what: "heal" }, naming)).toBe("By hand: heal");
    expect(sequenceStepWords(de, { kind: "narrated", what: "heal" }, naming)).toBe("Von Hand: Heilen");
    expect(sequenceStepWords(i18n, { kind: "narrated", what: "odd-thing" }, naming)).toBe(
      "By hand: odd-thing",
    );
  });

  it("several attacks on one target (SQ-8) and a control (SQ-14) are counted and named", () => {
    const attack = {
      kind: "attack" as const,
      targets: ["C1"],
      attacks: [{ q: 1, r: 0 }],
      disadvantaged: ["C1"],
      attacksEach: 3,
      areaPlacements: [],
    };
    expect(sequenceStepWords(i18n, attack, naming)).toBe(
      "Attacks Brute (with disadvantage) (3 attacks each)",
    );
    const control = {
      kind: "control" as const,
      controlled: [{ figureId: "C1", by: { q: 1, r: 0 }, targets: ["C2"], attacks: [{ q: 2, r: 0 }] }],
    };
    expect(sequenceStepWords(i18n, control, naming)).toBe("Brute attacks Tinkerer");
  });
});
