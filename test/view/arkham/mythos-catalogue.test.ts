import { describe, expect, it } from "vitest";
import { findModifierId, MODIFIER_RULINGS, mythosCards, presetModifiers } from "../../../src/core/arkham";
import { modifierRulingKey } from "../../../src/view/arkham/labels";
import { cardSummaries, modifierSummaries } from "../../../src/view/arkham/mythos-catalogue";
import { flattenTranslations } from "../../../src/view/i18n";
import en from "../../../lang/en.json";

describe("the Mythos window's catalogue of the presets", () => {
  it("lists every preset card once, in the preset's order, with its set and both boxes", () => {
    expect(cardSummaries()).toEqual(
      mythosCards().map(({ name, set, white, black }) => ({ name, set, white, black })),
    );
  });

  it("lists the environment modifiers the core knows, each with the core's ruling", () => {
    const summaries = modifierSummaries();
    const known = presetModifiers().filter((m) => findModifierId(m.card) !== undefined);
    expect(summaries.map((s) => s.card)).toEqual(known.map((m) => m.card));
    for (const summary of summaries) {
      const id = findModifierId(summary.card)!;
      const ruling = MODIFIER_RULINGS[id];
      expect(summary).toMatchObject({ id, modelled: ruling.modelled, rulingKey: modifierRulingKey(id) });
    }
    expect(summaries.map((s) => s.id)).toContain("an-evil-fog");
  });

  it("has the core's ruling on every environment modifier in words, in lang/en.json", () => {
    const table = flattenTranslations(en);
    const ids = Object.keys(MODIFIER_RULINGS);
    expect(ids).toHaveLength(16);
    for (const id of ids) expect(table[modifierRulingKey(id)], id).toMatch(/\w/);
  });
});
