import { describe, expect, it } from "vitest";
import en from "../../../../lang/en.json";
import { monsterCatalogue, rankOf, statsAt } from "../../../../src/core/gloomhaven/decks";
import { defaultAbilityForm, toMonsterAction } from "../../../../src/view/gloomhaven/ability-form";
import { formFromCard } from "../../../../src/view/gloomhaven/decks/card-form";
import { cardNoteTexts, summarizeCard } from "../../../../src/view/gloomhaven/decks/card-summary";
import { localizerFromJson } from "../../../../src/view/i18n";

const i18n = localizerFromJson(en);
const catalogue = monsterCatalogue();
const card = (deck: string, id: number) => catalogue.deckById.get(deck)!.cards.find((c) => c.card === id)!;

describe("a card in one line", () => {
  it("prints the Bandit Guard's 526 as on the card", () => {
    expect(summarizeCard(card("gloomhaven/guard", 526), i18n)).toBe("Move -1, Attack +0, Range 2");
  });

  it("names the other actions, the jump and the shuffle symbol", () => {
    expect(summarizeCard(card("gloomhaven/guard", 524), i18n)).toBe("Shield 1, Retaliate 2 [shuffle]");
    expect(summarizeCard(card("jotl/vermling-scout", 467), i18n)).toBe("Move +1, Jump, Loot 1 [shuffle]");
  });

  it("summarises every card without a missing translation", () => {
    for (const c of catalogue.decks.flatMap((d) => d.cards))
      expect(summarizeCard(c, i18n)).not.toMatch(/MONSTER_AUTOPILOT/);
  });

  it("has a note text for every note", () => {
    const notes = [
      "complex",
      "element-bonus",
      "attack-before-move",
      "scenario-value",
      "special-action",
    ] as const;
    for (const text of cardNoteTexts(notes, i18n)) expect(text).not.toMatch(/MONSTER_AUTOPILOT/);
  });
});

describe("the ability editor filled from a card", () => {
  const guard = catalogue.monsterById.get("gloomhaven/bandit-guard")!;
  const stats = statsAt(guard, 1, rankOf(guard, false));

  it("gives the Bandit Guard 526 as Move 3-1 and a ranged attack at 2", () => {
    const base = defaultAbilityForm({ move: stats.move, range: stats.range, flying: stats.flying });
    const { form } = formFromCard(base, card("gloomhaven/guard", 526), stats, catalogue.areas);
    expect(form).toMatchObject({ hasMove: true, moveModifier: -1, hasAttack: true, rangeModifier: 2 });
    expect(toMonsterAction(form)).toMatchObject({ move: 2, attack: { range: 2, targets: 1 } });
  });

  it("applies fixed values over the GM's overridden base: the range stays the card's", () => {
    const base = defaultAbilityForm({ move: 5, range: 1, flying: false });
    const { form } = formFromCard(base, card("gloomhaven/guard", 526), stats, catalogue.areas);
    expect(toMonsterAction(form)).toMatchObject({ move: 4, attack: { range: 2 } });
  });

  it("clears the move of an attack-only card and the attack of a move-only card", () => {
    const base = defaultAbilityForm({ move: 3, range: 0, flying: false });
    expect(formFromCard(base, card("gloomhaven/guard", 531), stats, catalogue.areas).form.hasMove).toBe(
      false,
    );
    expect(formFromCard(base, card("jotl/vermling-scout", 467), stats, catalogue.areas).form.hasAttack).toBe(
      false,
    );
  });
});
