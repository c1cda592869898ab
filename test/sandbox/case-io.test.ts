import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideMonsterTurn } from "../../src/core/gloomhaven";
import { caseAnswers, compareAnswers, parseCase } from "../../src/core/gloomhaven-cases";
import { toMonsterAction } from "../../src/view/gloomhaven/ability-form";
import {
  caseFromState,
  decodeState,
  encodeState,
  formFromAction,
  loadCase,
  rulesOf,
} from "../../sandbox/gloomhaven/case-io";
import { applyTool, HEX_TOOLS } from "../../sandbox/gloomhaven/tools";
import cases from "../fixtures/conformance/gloomhaven/public.json";
import { cell, editorState } from "./builders";

/** Random edits with random tools over the default board. */
const editedStates = fc
  .array(
    fc.record({
      tool: fc.constantFrom(...HEX_TOOLS),
      column: fc.integer({ min: 0, max: 15 }),
      row: fc.integer({ min: 0, max: 6 }),
      edge: fc.constantFrom(0, 1, 2, 3, 4, 5) as fc.Arbitrary<0 | 1 | 2 | 3 | 4 | 5>,
      initiative: fc.integer({ min: 0, max: 99 }),
    }),
    { maxLength: 12 },
  )
  .map((edits) =>
    edits.reduce(
      (s, e) => applyTool(s, e.tool, { hex: cell(e.column, e.row), edge: e.edge }, e.initiative),
      editorState(),
    ),
  )
  .filter((s) => s.scenario.figures.some((f) => f.id === s.scenario.activeId));

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

  it("restores any edited board from its URL form", () => {
    fc.assert(
      fc.property(editedStates, fc.boolean(), (state, corpus) => {
        const decoded = decodeState(encodeState(state), corpus);
        expect(decoded).not.toBeNull();
        expect(caseFromState(decoded!, "x")).toEqual(caseFromState(state, "x"));
        expect(decoded!.corpus).toBe(corpus);
      }),
      { numRuns: 60 },
    );
  });

  it("rejects text that is not a board", () => {
    expect(decodeState("not-a-board", false)).toBeNull();
    expect(decodeState("", false)).toBeNull();
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
