import { describe, expect, it } from "vitest";
import { findModifierId, MODIFIER_RULINGS, mythosCards, presetModifiers } from "../../../src/core/arkham";
import { cardSummaries, modifierSummaries } from "../../../src/view/arkham/mythos-catalogue";

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
      expect(summary).toMatchObject({ id, modelled: ruling.modelled, ruling: ruling.ruling });
    }
    expect(summaries.map((s) => s.id)).toContain("an-evil-fog");
  });
});
