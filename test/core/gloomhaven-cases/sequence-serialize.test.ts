import { describe, expect, it } from "vitest";
import {
  compareSequenceAnswers,
  parseSequenceCase,
  serializeSequenceCase,
  type SequenceCase,
} from "../../../src/core/gloomhaven-cases";
import { RULE_SETS } from "../../../src/core/gloomhaven";
import { RAW_SEQUENCE_CASES, SEQUENCE_CASES } from "../gloomhaven/sequence/sequence-corpus";

function written(c: SequenceCase): unknown {
  return serializeSequenceCase({
    id: c.id,
    turn: c.turn,
    rules: c.rules,
    card: c.card,
    ...(c.answers ? { answers: c.answers } : {}),
  });
}

function reread(raw: unknown): SequenceCase {
  const parsed = parseSequenceCase(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.value;
}

describe("CF-1…CF-3: writing a version-2 case", () => {
  for (const c of SEQUENCE_CASES) {
    it(`${c.id} reads back as the same turn, card and answers`, () => {
      const again = reread(written(c));
      expect(again.id).toBe(c.id);
      expect(again.ruleSetId).toBe(c.ruleSetId);
      expect(again.turn).toEqual(c.turn);
      expect(again.card).toEqual(c.card);
      expect(again.answers).toEqual(c.answers);
    });
  }

  it("writes the schema tag and every public case's own sequence fields as stored", () => {
    RAW_SEQUENCE_CASES.forEach((raw, i) => {
      const c = SEQUENCE_CASES[i]!;
      const out = written(c) as Record<string, unknown>;
      const stored = raw as Record<string, unknown>;
      expect(out["schema"]).toBe("gloomhaven-sequence-case/2");
      for (const key of ["links", "mover", "focus", "abilities", "map", "figures", "answers"])
        expect(out[key], `${c.id} ${key}`).toEqual(stored[key]);
    });
  });

  it("keeps an attack's push rider (S7r) as an extension and leaves narrated abilities out", () => {
    const [c] = SEQUENCE_CASES;
    if (!c) throw new Error("no case");
    const turn = {
      ...c.turn,
      abilities: [
        { kind: "attack" as const, range: 0, targets: 1, forced: { kind: "push" as const, value: 2 } },
        { kind: "narrated" as const, what: "heal" },
      ],
    };
    const again = reread(serializeSequenceCase({ id: "x-1", turn, rules: RULE_SETS.gloomhaven }));
    expect(again.turn.abilities).toEqual([
      { kind: "attack", range: 0, targets: 1, forced: { kind: "push", value: 2 } },
    ]);
  });
});

describe("CF-3: comparing version-2 answers", () => {
  it("ignores the order of options and of hexes, and the informative focus", () => {
    const a = {
      focus: { q: 0, r: 0 },
      steps: [
        {
          attacks: [
            { q: 1, r: 0 },
            { q: 2, r: 0 },
          ],
        },
      ],
    };
    const b = {
      focus: null,
      steps: [
        {
          attacks: [
            { q: 2, r: 0 },
            { q: 1, r: 0 },
          ],
        },
      ],
    };
    const other = { focus: null, steps: [{ attacks: [] }] };
    expect(compareSequenceAnswers([a, other], [other, b]).same).toBe(true);
    const differ = compareSequenceAnswers([a], [other]);
    expect(differ).toMatchObject({ same: false, missing: [a], extra: [other], matched: [] });
  });
});
