import { describe, expect, it } from "vitest";
import { decideMonsterTurn } from "../../src/core/gloomhaven";
import { caseAnswers, compareAnswers, parseCase } from "../../src/core/gloomhaven-cases";
import { toMonsterAction } from "../../src/view/gloomhaven/ability-form";
import { formFromAction, loadCase, rulesOf } from "../../sandbox/gloomhaven/case-io";
import cases from "../fixtures/conformance/gloomhaven/public.json";
import { cell } from "./builders";

describe("the conformance-case format round trip", () => {
  it("keeps the action of every public case through the ability editor's form", () => {
    for (const raw of cases) {
      const parsed = parseCase(raw);
      if (!parsed.ok) throw new Error(`${raw.id} does not parse`);
      expect(toMonsterAction(formFromAction(parsed.value.action)), raw.id).toEqual(parsed.value.action);
    }
  });

  it("gives the same answers for a case after loading it into the editor (corpus semantics on)", () => {
    for (const raw of cases.slice(0, 40)) {
      const loaded = loadCase(raw, true);
      if (!loaded.ok) throw new Error(`${raw.id} does not load`);
      const { state } = loaded.value;
      const direct = parseCase(raw);
      if (!direct.ok) throw new Error(`${raw.id} does not parse`);
      const viaEditor = decideMonsterTurn(state.scenario, toMonsterAction(state.ability), rulesOf(state));
      const original = decideMonsterTurn(direct.value.scenario, direct.value.action, direct.value.rules);
      expect(
        compareAnswers(
          caseAnswers(original, direct.value.scenario) ?? [],
          caseAnswers(viaEditor, state.scenario) ?? [],
        ).same,
        raw.id,
      ).toBe(true);
    }
  });
});

describe("expected vs actual answers", () => {
  it("compares answer sets ignoring order, naming what is missing and what is extra", () => {
    const a = { destination: cell(1, 1), attacks: [cell(2, 1), cell(2, 2)] };
    const b = { destination: cell(1, 2), attacks: [] };
    const c = { destination: cell(3, 3), attacks: [] };
    const reordered = { destination: cell(1, 1), attacks: [cell(2, 2), cell(2, 1)] };
    expect(compareAnswers([a, b], [b, reordered]).same).toBe(true);
    expect(compareAnswers([a, b], [a, c])).toEqual({ same: false, missing: [b], extra: [c], matched: [a] });
  });
});
