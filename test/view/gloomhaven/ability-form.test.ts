import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultAbilityForm,
  toggleAreaHex,
  toMonsterAction,
  type AbilityForm,
} from "../../../src/view/gloomhaven/ability-form";
import { applyPreset, presetFromForm } from "../../../src/view/gloomhaven/presets";
import { conditionField, readAbilityForm } from "../../../src/view/gloomhaven/read-ability-form";

/** A guard: Move 2, melee. */
const guard = (over: Partial<AbilityForm> = {}): AbilityForm => ({
  ...defaultAbilityForm({ move: 2, range: 0, flying: false }),
  ...over,
});

describe("the ability form as the core's input (IN-1..IN-4)", () => {
  it("moves base ± the card's modifier, never below zero, and not at all without a Move", () => {
    expect(toMonsterAction(guard({ moveModifier: 1 })).move).toBe(3);
    expect(toMonsterAction(guard({ moveModifier: -5 })).move).toBe(0);
    expect(toMonsterAction(guard({ hasMove: false, moveModifier: 2 })).move).toBe(0);
  });

  it("attacks with base range ± the card's modifier, 0 = melee; no attack gives null", () => {
    expect(toMonsterAction(guard()).attack).toEqual({ range: 0, targets: 1 });
    expect(toMonsterAction(guard({ baseRange: 3, rangeModifier: 1, targets: 2 })).attack).toEqual({
      range: 4,
      targets: 2,
    });
    expect(toMonsterAction(guard({ targetAll: true })).attack).toEqual({ range: 0, targets: "all" });
    expect(toMonsterAction(guard({ hasAttack: false })).attack).toBeNull();
  });

  it("a melee area is relative to the attacker; a ranged one is free; an empty or disabled area is none", () => {
    const area = [
      { q: 1, r: 0 },
      { q: 1, r: -1 },
    ];
    expect(toMonsterAction(guard({ areaEnabled: true, area })).attack?.area).toEqual({
      hexes: area,
      origin: "attacker",
    });
    expect(toMonsterAction(guard({ areaEnabled: true, area, rangeModifier: 3 })).attack?.area).toEqual({
      hexes: area,
      origin: "free",
    });
    expect(toMonsterAction(guard({ areaEnabled: false, area })).attack?.area).toBeUndefined();
    expect(
      toMonsterAction(guard({ areaEnabled: true, area: [{ q: 0, r: 0 }] })).attack?.area,
    ).toBeUndefined();
  });

  it("passes the mode, flying and the conditions through", () => {
    const action = toMonsterAction(
      guard({
        mode: "jump",
        flying: true,
        conditions: { muddled: true, stunned: false, immobilized: true, disarmed: false },
      }),
    );
    expect(action).toMatchObject({
      mode: "jump",
      flying: true,
      conditions: { muddled: true, immobilized: true },
    });
  });
});

describe("the area pattern editor's clicks", () => {
  it("toggles a hex in and out and switches the area on", () => {
    const once = toggleAreaHex(guard(), { q: 1, r: 0 });
    expect(once.area).toEqual([{ q: 1, r: 0 }]);
    expect(once.areaEnabled).toBe(true);
    expect(toggleAreaHex(once, { q: 1, r: 0 }).area).toEqual([]);
  });

  it("never adds the attacker's own hex to a melee pattern, but may to a ranged one", () => {
    expect(toggleAreaHex(guard(), { q: 0, r: 0 }).area).toEqual([]);
    expect(toggleAreaHex(guard({ rangeModifier: 2 }), { q: 0, r: 0 }).area).toEqual([{ q: 0, r: 0 }]);
  });
});

describe("reading the editor's fields", () => {
  it("reads numbers, checkboxes (booleans or 'on') and the mode; a missing checkbox is unchecked", () => {
    const form = readAbilityForm(
      {
        moveModifier: "2",
        hasMove: "on",
        mode: "teleport",
        hasAttack: true,
        rangeModifier: 1,
        targets: "3",
        [conditionField("muddled")]: true,
      },
      guard(),
    );
    expect(form).toMatchObject({
      moveModifier: 2,
      hasMove: true,
      mode: "teleport",
      flying: false,
      hasAttack: true,
      rangeModifier: 1,
      targets: 3,
      targetAll: false,
    });
    expect(form.conditions).toEqual({ muddled: true, stunned: false, immobilized: false, disarmed: false });
  });

  it("clamps out-of-range numbers and keeps the previous value of unreadable ones", () => {
    const previous = guard({ moveModifier: 1, targets: 2 });
    const form = readAbilityForm(
      { moveModifier: "abc", targets: "0", rangeModifier: "99", mode: "swim" },
      previous,
    );
    expect(form).toMatchObject({ moveModifier: 1, targets: 1, rangeModifier: 20, mode: "walk" });
  });
});

describe("ability presets", () => {
  const arbForm = fc.record({
    moveModifier: fc.integer({ min: -3, max: 3 }),
    hasMove: fc.boolean(),
    mode: fc.constantFrom("walk" as const, "jump" as const, "teleport" as const),
    hasAttack: fc.boolean(),
    rangeModifier: fc.integer({ min: -2, max: 3 }),
    targets: fc.integer({ min: 1, max: 4 }),
    targetAll: fc.boolean(),
    areaEnabled: fc.boolean(),
    area: fc.uniqueArray(
      fc.record({ q: fc.integer({ min: -3, max: 3 }), r: fc.integer({ min: -3, max: 3 }) }),
      {
        selector: (h) => `${h.q},${h.r}`,
        maxLength: 6,
      },
    ),
  });

  it("a saved card restores the same card on another monster, keeping that monster's own stats and conditions", () => {
    fc.assert(
      fc.property(arbForm, (card) => {
        const saved = presetFromForm(guard(card), "card-1", "Card");
        const other = defaultAbilityForm({ move: 4, range: 3, flying: true });
        const applied = applyPreset(other, saved);
        expect(applied).toEqual({ ...other, ...card });
      }),
    );
  });
});
