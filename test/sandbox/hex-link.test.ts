import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { caseFromState } from "../../sandbox/gloomhaven/case-io";
import { decodeHexLink, encodeHexLink, type HexLinkResult } from "../../sandbox/gloomhaven/hex-link";
import { applyTool, HEX_TOOLS } from "../../sandbox/gloomhaven/tools";
import { packJson } from "../../sandbox/ui/link-codec";
import { cell, editorState } from "./builders";

/** Random edits with random tools over the default board (the acting monster may be removed). */
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
  );

function loaded(result: HexLinkResult) {
  if (result.kind !== "loaded") throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result.state;
}

describe("the Hex tab's share link", () => {
  it("restores any edited board, with or without an acting monster", () => {
    fc.assert(
      fc.property(editedStates, fc.boolean(), (state, corpus) => {
        const decoded = loaded(decodeHexLink(encodeHexLink(state), corpus));
        const acting = state.scenario.figures.some((f) => f.id === state.scenario.activeId);
        // A board whose acting monster was removed comes back with no acting monster named.
        expect(decoded.scenario).toEqual({
          ...state.scenario,
          activeId: acting ? state.scenario.activeId : "",
        });
        expect(decoded.ability).toEqual(state.ability);
        expect(decoded.corpus).toBe(corpus);
      }),
      { numRuns: 60 },
    );
  });

  it("keeps the ability as typed: base move 2 with +1 on the card stays 2 ± 1, not 3 ± 0", () => {
    const state = editorState();
    const typed = {
      ...state,
      ability: { ...state.ability, baseMove: 2, moveModifier: 1, rangeModifier: -1 },
    };
    const decoded = loaded(decodeHexLink(encodeHexLink(typed), false));
    expect(decoded.ability.baseMove).toBe(2);
    expect(decoded.ability.moveModifier).toBe(1);
    expect(decoded.ability.rangeModifier).toBe(-1);
  });

  it("still opens a first-format link (a bare case), its ability as a flat value", () => {
    const state = editorState();
    const old = packJson(caseFromState(state, "sandbox"));
    expect(loaded(decodeHexLink(old, false)).scenario).toEqual(state.scenario);
  });

  it("refuses a damaged link with the reason", () => {
    expect(decodeHexLink("not-a-board", false)).toEqual({
      kind: "invalid",
      problems: [{ code: "unreadable" }],
    });
    expect(decodeHexLink(encodeHexLink(editorState()).slice(0, 40), false)).toEqual({
      kind: "invalid",
      problems: [{ code: "unreadable" }],
    });
    expect(decodeHexLink(packJson({ v: 7 }), false)).toEqual({
      kind: "invalid",
      problems: [{ code: "version", value: "7" }],
    });
    const shape = decodeHexLink(packJson({ v: 2, case: {}, form: { baseMove: -1 } }), false);
    expect(shape.kind).toBe("invalid");
    if (shape.kind === "invalid") expect(shape.problems.map((p) => p.code)).toContain("shape");
    const badCase = decodeHexLink(packJson({ id: "x", figures: "none" }), false);
    expect(badCase.kind).toBe("invalid");
    if (badCase.kind === "invalid") expect(badCase.problems[0]?.code).toBe("case");
  });
});
