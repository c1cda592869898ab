import { describe, expect, it } from "vitest";
import { decideMonsterTurn } from "../../src/core/gloomhaven";
import { caseAnswers, sequenceAnswerSet } from "../../src/core/gloomhaven-cases";
import { toMonsterAction } from "../../src/view/gloomhaven/ability-form";
import {
  caseFromState,
  exportedCase,
  loadCase,
  rulesOf,
  sequenceCaseFromState,
} from "../../sandbox/gloomhaven/case-io";
import type { HexEditorState } from "../../sandbox/gloomhaven/editor-state";
import { decodeHexLink, encodeHexLink } from "../../sandbox/gloomhaven/hex-link";
import type { SequenceForm } from "../../sandbox/gloomhaven/sequence-form";
import { playedList, sequenceFormOf } from "../../sandbox/gloomhaven/sequence-turn";
import { sequenceAnswersOf, solveSequence } from "../../sandbox/gloomhaven/solve";
import { packJson } from "../../sandbox/ui/link-codec";
import cases from "../fixtures/conformance/gloomhaven-sequences/public.json";
import v1Cases from "../fixtures/conformance/gloomhaven/public.json";
import { editorState } from "./builders";

function loadedState(raw: unknown, corpus = true): HexEditorState {
  const loaded = loadCase(raw, corpus);
  if (!loaded.ok) throw new Error(`does not load: ${JSON.stringify(loaded.problems)}`);
  return loaded.value.state;
}

function listOf(state: HexEditorState): SequenceForm {
  if (!state.sequence) throw new Error("the editor holds no ability list");
  return state.sequence;
}

describe("CF-1…CF-3: version-2 cases in the Hex tab", () => {
  it("loads every public sequence case as a list", () => {
    expect(cases).toHaveLength(40);
    for (const raw of cases) expect(loadedState(raw).sequence, raw.id).toBeDefined();
  });

  for (const raw of cases) {
    it(`${raw.id} solves to its stored options (as sets)`, () => {
      const loaded = loadCase(raw, true);
      if (!loaded.ok) throw new Error("does not load");
      const { state, sequenceAnswers } = loaded.value;
      const actual = sequenceAnswersOf(solveSequence(state, listOf(state)));
      expect(actual).not.toBeNull();
      expect(sequenceAnswerSet(actual ?? [])).toEqual(sequenceAnswerSet(sequenceAnswers ?? []));
    });
  }

  it("exports a list as a version-2 case that imports back to the same board, links, list and answers", () => {
    for (const raw of cases) {
      const state = loadedState(raw);
      const answers = sequenceAnswersOf(solveSequence(state, listOf(state))) ?? [];
      const exported = sequenceCaseFromState(state, listOf(state), raw.id, answers);
      expect(exported.schema).toBe("gloomhaven-sequence-case/2");
      const again = loadCase(JSON.parse(JSON.stringify(exported)), true);
      if (!again.ok) throw new Error(`${raw.id} does not import back`);
      expect(again.value.state, raw.id).toEqual(state);
      expect(sequenceAnswerSet(again.value.sequenceAnswers ?? []), raw.id).toEqual(
        sequenceAnswerSet(answers),
      );
    }
  });
});

describe("SQ-1: a one-move-one-attack list plays as the single-ability editor", () => {
  it("gives exactly the single-turn answers on the public version-1 cases", () => {
    for (const raw of v1Cases.slice(0, 60)) {
      const state = loadedState(raw);
      const single = caseAnswers(
        decideMonsterTurn(state.scenario, toMonsterAction(state.ability), rulesOf(state)),
        state.scenario,
      );
      const list = sequenceAnswersOf(solveSequence(state, sequenceFormOf(state)));
      // CF-2's conversion: {destination, attacks} becomes [{destination}, {attacks}] (no attack: the move alone).
      const converted = (single ?? []).map((a) => ({
        focus: null,
        steps: state.ability.hasAttack
          ? [{ destination: a.destination }, { attacks: a.attacks }]
          : [{ destination: a.destination }],
      }));
      if (single === null) expect(list, raw.id).toBeNull();
      else expect(sequenceAnswerSet(list ?? []), raw.id).toEqual(sequenceAnswerSet(converted));
    }
  });
});

describe("the share link (format 3) carries the list and the links", () => {
  const list: SequenceForm = {
    mover: { flying: true, conditions: { muddled: true } },
    focus: { rule: "farthest", within: 3 },
    abilities: [
      { kind: "push", value: 1, range: 1 },
      { kind: "attack", range: 2, targets: "all", melee: true, forced: { kind: "pull", value: 2 } },
      { kind: "move", move: 3, mode: "jump" },
      { kind: "path-attack" },
      { kind: "attack", range: 0, targets: 1, area: { hexes: [{ q: 1, r: 0 }], origin: "attacker" } },
      { kind: "control", attackRange: 0 },
      { kind: "narrated", what: "heal" },
    ],
    card: { deck: "frosthaven/ancient-artillery", card: 626 },
  };

  it("restores the list, the links and the board", () => {
    const state: HexEditorState = {
      ...editorState(),
      sequence: list,
      links: [
        [
          { q: 1, r: 1 },
          { q: 6, r: 0 },
        ],
      ],
    };
    const decoded = decodeHexLink(encodeHexLink(state), false);
    if (decoded.kind !== "loaded") throw new Error(JSON.stringify(decoded.problems));
    expect(decoded.state).toEqual(state);
  });

  it("opens a format-2 link (no list, no links) as the single-ability editor", () => {
    const state = editorState();
    const old = packJson({ v: 2, case: caseFromState(state, "sandbox"), form: state.ability });
    const decoded = decodeHexLink(old, false);
    if (decoded.kind !== "loaded") throw new Error(JSON.stringify(decoded.problems));
    expect(decoded.state.sequence).toBeUndefined();
    expect(decoded.state.links).toEqual([]);
    expect(decoded.state.scenario).toEqual(state.scenario);
  });

  it("refuses a list with a broken ability, naming the field", () => {
    const packed = packJson({
      v: 3,
      case: caseFromState(editorState(), "sandbox"),
      form: editorState().ability,
      sequence: { ...list, abilities: [{ kind: "move", move: -1, mode: "walk" }] },
    });
    const decoded = decodeHexLink(packed, false);
    expect(decoded.kind).toBe("invalid");
    if (decoded.kind === "invalid")
      expect(decoded.problems).toContainEqual({ code: "shape", path: "sequence.abilities.0.move" });
  });
});

describe("LH-1…LH-8: linked hexes need the sequence engine", () => {
  it("plays one move and one attack as a list on a board with links, and exports it as a version-2 case", () => {
    const plain = editorState();
    expect(playedList(plain)).toBeUndefined();
    expect(exportedCase(plain, "x-1", { v1: null, v2: null })).not.toHaveProperty("schema");
    const linked: HexEditorState = {
      ...plain,
      links: [
        [
          { q: 1, r: 1 },
          { q: 6, r: 0 },
        ],
      ],
    };
    expect(playedList(linked)).toEqual(sequenceFormOf(linked));
    const exported = exportedCase(linked, "x-1", { v1: null, v2: null });
    expect(exported).toMatchObject({
      schema: "gloomhaven-sequence-case/2",
      links: [
        [
          [1, 1],
          [6, 0],
        ],
      ],
    });
  });
});
