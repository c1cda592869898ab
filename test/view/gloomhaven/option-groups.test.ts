import { describe, expect, it } from "vitest";
import { decideMonsterTurn } from "../../../src/core/gloomhaven";
import { parseCase } from "../../../src/core/gloomhaven-cases";
import {
  choose,
  describeTargetSets,
  expandTargetChoice,
  groupOptions,
} from "../../../src/view/gloomhaven/option-groups";
import cases from "../../fixtures/conformance/gloomhaven/public.json";
import { option } from "../../foundry/gloomhaven/builders";

const sorted = (sets: readonly (readonly string[])[]): string[] =>
  sets.map((s) => [...s].sort().join(" ")).sort();

/** Every 4-target set out of six enemies that holds at least one of the two co-foci (14 of the 15). */
const FOUR_OF_SIX_WITH_A_FOCUS = [
  ["a", "b", "c", "d"],
  ["a", "b", "c", "e"],
  ["a", "b", "c", "f"],
  ["a", "b", "d", "e"],
  ["a", "b", "d", "f"],
  ["a", "b", "e", "f"],
  ["a", "c", "d", "e"],
  ["a", "c", "d", "f"],
  ["a", "c", "e", "f"],
  ["a", "d", "e", "f"],
  ["b", "c", "d", "e"],
  ["b", "c", "d", "f"],
  ["b", "d", "e", "f"],
  ["c", "d", "e", "f"],
];

describe("the target choice as the attack rule states it (AT-1, AT-3)", () => {
  it("states the focus plus any k of the others when every combination is offered", () => {
    const others = ["b", "c", "d", "e"];
    const sets = others.flatMap((x, i) => others.slice(i + 1).map((y) => ["a", x, y]));
    expect(describeTargetSets(sets)).toEqual({
      kind: "any",
      always: ["a"],
      count: 2,
      pool: others,
      including: [],
    });
  });

  it("states 'including one of the co-foci' when the sets without any focus are missing", () => {
    const choice = describeTargetSets(FOUR_OF_SIX_WITH_A_FOCUS);
    expect(choice).toMatchObject({ kind: "any", always: [], count: 4, including: ["a", "d"] });
    expect(sorted(expandTargetChoice(choice))).toEqual(sorted(FOUR_OF_SIX_WITH_A_FOCUS));
  });

  it("lists the sets when no shorter form fits", () => {
    const sets = [
      ["a", "b"],
      ["c", "d"],
    ];
    expect(describeTargetSets(sets)).toEqual({ kind: "list", sets });
  });

  it("names a single set as it is, and no attack as none", () => {
    expect(describeTargetSets([["a", "b"]])).toEqual({ kind: "fixed", targets: ["a", "b"] });
    expect(describeTargetSets([[]])).toEqual({ kind: "none" });
  });

  it("counts combinations", () => {
    expect([choose(6, 4), choose(14, 2), choose(3, 5)]).toEqual([15, 91, 0]);
  });
});

describe("grouping options by end hex and path (OUT-1)", () => {
  it("puts options that differ only in their targets into one group, in the order of their first option", () => {
    const stay = [{ q: 0, r: 0 }];
    const groups = groupOptions([
      option({ path: stay, targets: ["a", "b"] }),
      option({ targets: ["a"] }),
      option({ path: stay, targets: ["a", "c"] }),
    ]);
    expect(groups.map((g) => g.indices)).toEqual([[0, 2], [1]]);
    expect(groups[0]?.targets).toEqual({
      kind: "any",
      always: ["a"],
      count: 1,
      pool: ["b", "c"],
      including: [],
    });
  });

  it("keeps options apart when they end on the same hex by different paths", () => {
    const viaNorth = [
      { q: 0, r: 0 },
      { q: 0, r: 1 },
      { q: 1, r: 1 },
    ];
    const viaEast = [
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 1, r: 1 },
    ];
    expect(groupOptions([option({ path: viaNorth }), option({ path: viaEast })])).toHaveLength(2);
  });

  it("neither loses nor invents a target set: every public case's groups expand to exactly its options", () => {
    let options = 0;
    let groups = 0;
    for (const raw of cases) {
      const parsed = parseCase(raw);
      if (!parsed.ok) continue;
      const { scenario, action, rules } = parsed.value;
      const result = decideMonsterTurn(scenario, action, rules);
      if (result.kind !== "act") continue;
      const grouped = groupOptions(result.options);
      for (const group of grouped) {
        const members = group.indices.map((i) => result.options[i]!);
        expect(sorted(expandTargetChoice(group.targets)), raw.id).toEqual(
          sorted(members.map((m) => m.targets)),
        );
      }
      options += result.options.length;
      groups += grouped.length;
    }
    expect(groups).toBeLessThan(options);
  });
});
