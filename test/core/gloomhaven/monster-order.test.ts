import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareMonsterStandees, orderMonsterSets, type MonsterStandee } from "../../../src/core/gloomhaven";

/** A standee with defaults: a normal Bandit Guard at initiative 45. */
const standee = (
  id: string,
  over: Partial<MonsterStandee & { initiative: number | null }> = {},
): MonsterStandee & { initiative: number | null } => ({
  id,
  type: "Bandit Guard",
  elite: false,
  standee: 1,
  initiative: 45,
  ...over,
});

const ids = (sets: readonly (readonly MonsterStandee[])[]) => sets.map((set) => set.map((m) => m.id));

describe("order within a monster set (BM-15; GH-RB p.30): elites first, then ascending standee number", () => {
  it("puts an elite before a normal whatever their standee numbers", () => {
    expect(
      compareMonsterStandees(standee("e", { elite: true, standee: 6 }), standee("n", { standee: 1 })),
    ).toBeLessThan(0);
  });

  it("orders monsters of the same rank by standee number", () => {
    expect(
      compareMonsterStandees(standee("a", { standee: 2 }), standee("b", { standee: 1 })),
    ).toBeGreaterThan(0);
    expect(
      compareMonsterStandees(
        standee("a", { elite: true, standee: 3 }),
        standee("b", { elite: true, standee: 4 }),
      ),
    ).toBeLessThan(0);
  });

  it("orders a mixed set: elites by standee, then normals by standee", () => {
    const set = [
      standee("n3", { standee: 3 }),
      standee("e4", { elite: true, standee: 4 }),
      standee("n1", { standee: 1 }),
      standee("e2", { elite: true, standee: 2 }),
    ];
    expect(ids(orderMonsterSets(set))).toEqual([["e2", "e4", "n1", "n3"]]);
  });
});

describe("monster sets (BM-15): one type sharing an initiative acts together", () => {
  it("keeps types and initiatives apart and leaves out monsters without an initiative", () => {
    const sets = orderMonsterSets([
      standee("guard-2", { standee: 2 }),
      standee("archer-1", { type: "Bandit Archer", initiative: 30 }),
      standee("guard-1", { standee: 1 }),
      standee("late-guard", { initiative: 12 }),
      standee("unrolled", { initiative: null }),
    ]);
    expect(ids(sets)).toEqual([["guard-1", "guard-2"], ["archer-1"], ["late-guard"]]);
  });

  it("does not depend on the order the monsters are listed in", () => {
    const arb = fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        type: fc.constantFrom("Guard", "Archer"),
        elite: fc.boolean(),
        standee: fc.integer({ min: 0, max: 10 }),
        initiative: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
      }),
      { selector: (m) => m.id, maxLength: 12 },
    );
    const withPermutation = arb.chain((monsters) =>
      fc.tuple(
        fc.constant(monsters),
        fc.shuffledSubarray(monsters, { minLength: monsters.length, maxLength: monsters.length }),
      ),
    );
    const bySet = (sets: readonly (readonly MonsterStandee[])[]) =>
      ids(sets).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
    fc.assert(
      fc.property(withPermutation, ([monsters, shuffled]) => {
        expect(bySet(orderMonsterSets(shuffled))).toEqual(bySet(orderMonsterSets(monsters)));
      }),
    );
  });

  it("returns every monster with an initiative exactly once, each set sorted by the rule", () => {
    const arb = fc.array(
      fc.record({
        elite: fc.boolean(),
        standee: fc.integer({ min: 0, max: 10 }),
        initiative: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const monsters = rows.map((r, i) => standee(`m${i}`, r));
        const sets = orderMonsterSets(monsters);
        expect(
          sets
            .flat()
            .map((m) => m.id)
            .sort(),
        ).toEqual(
          monsters
            .filter((m) => m.initiative !== null)
            .map((m) => m.id)
            .sort(),
        );
        for (const set of sets) {
          expect(new Set(set.map((m) => m.initiative)).size).toBe(1);
          for (let i = 1; i < set.length; i++)
            expect(compareMonsterStandees(set[i - 1]!, set[i]!)).toBeLessThan(0);
        }
      }),
    );
  });
});
