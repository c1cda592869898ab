import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideAnswers, decideMonsterTurn, RULE_SETS, type Scenario } from "../../../src/core/gloomhaven";
import { caseAnswers, type GloomhavenCase } from "../../../src/core/gloomhaven-cases";
import { plainCollationKey } from "../../../src/core/gloomhaven/options";
import { CASES } from "./corpus";

/** What the command line prints for a case, by the full pipeline: its answers in order, or its problems. */
function fullAnswers(c: GloomhavenCase): unknown {
  const result = decideMonsterTurn(c.scenario, c.action, c.rules);
  return result.kind === "invalid" ? result.problems : caseAnswers(result, c.scenario);
}

/** The same by the answers-only entry. */
function lightAnswers(c: GloomhavenCase): unknown {
  const result = decideAnswers(c.scenario, c.action, c.rules);
  return result.kind === "invalid" ? result.problems : result.answers;
}

describe("decideAnswers gives decideMonsterTurn's answers, in the same order", () => {
  it("on every public case", () => {
    const differing = CASES.filter(
      (c) => JSON.stringify(lightAnswers(c)) !== JSON.stringify(fullAnswers(c)),
    ).map((c) => c.id);
    expect(differing).toEqual([]);
  });

  // Generated cases: the public boards with their figures moved to random hexes (so focus ties,
  // unreachable and walled-off enemies, summons and overlaps come up), under any ability and rule set.
  const generated = fc
    .record({
      index: fc.nat(CASES.length - 1),
      seeds: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
      move: fc.integer({ min: 0, max: 6 }),
      range: fc.constantFrom(0, 0, 1, 2, 3, 5),
      targets: fc.constantFrom<number | "all">(1, 1, 2, 3, "all"),
      keepArea: fc.boolean(),
      mode: fc.constantFrom("walk", "jump", "teleport") as fc.Arbitrary<"walk" | "jump" | "teleport">,
      flying: fc.boolean(),
      stunned: fc.boolean(),
      immobilized: fc.boolean(),
      muddled: fc.boolean(),
      rules: fc.constantFrom("gloomhaven", "jotl", "frosthaven") as fc.Arbitrary<keyof typeof RULE_SETS>,
    })
    .map((g): GloomhavenCase => {
      const c = CASES[g.index]!;
      const hexes = c.scenario.board.hexes;
      const scenario: Scenario = {
        ...c.scenario,
        figures: c.scenario.figures.map((f, i) => ({ ...f, at: hexes[g.seeds[i % 12]! % hexes.length]! })),
      };
      const attack = c.action.attack;
      return {
        ...c,
        rules: RULE_SETS[g.rules],
        scenario,
        action: {
          move: g.move,
          mode: g.mode,
          flying: g.flying,
          attack:
            attack === null
              ? null
              : g.keepArea && attack.area !== undefined
                ? attack
                : { range: g.range, targets: g.targets },
          conditions: { stunned: g.stunned && g.move === 0, immobilized: g.immobilized, muddled: g.muddled },
        },
      };
    });

  it("on generated cases", () => {
    fc.assert(
      fc.property(generated, (c) => {
        expect(lightAnswers(c)).toEqual(fullAnswers(c));
      }),
      { numRuns: 400 },
    );
  });
});

describe("plain target names keep localeCompare's order in their collation keys", () => {
  const plain = fc.stringMatching(/^[-,0-9a-z]{0,12}$/);
  const ids = fc
    .array(fc.tuple(fc.constantFrom("character", "monster", "summon"), fc.nat(30)), { maxLength: 4 })
    .map((parts) => parts.map(([side, n]) => `${side}-${n}`).join(","));
  const byKey = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

  it("on default figure ids and other plain texts", () => {
    fc.assert(
      fc.property(fc.oneof(plain, ids), fc.oneof(plain, ids), (a, b) => {
        const ka = plainCollationKey(a);
        const kb = plainCollationKey(b);
        expect(ka).not.toBeNull();
        expect(kb).not.toBeNull();
        expect(byKey(ka!, kb!)).toBe(Math.sign(a.localeCompare(b)));
      }),
      { numRuns: 2000 },
    );
  });

  it("has no key for any other text (those are left to localeCompare)", () => {
    for (const text of ["Monster-1", "zombie 2", "é", "a_b", "a.b"])
      expect(plainCollationKey(text)).toBeNull();
  });
});
