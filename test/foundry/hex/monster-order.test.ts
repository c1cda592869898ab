import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareMonsters,
  detectSortDirection,
  orderMonsterInitiatives,
  type OrderedMonster,
} from "../../../src/foundry/hex/monster-order";

const m = (
  id: string,
  elite: boolean,
  standee: number,
  initiative: number | null = 45,
  type = "Bandit Guard",
): OrderedMonster => ({
  combatantId: id,
  type,
  elite,
  standee,
  initiative,
});

/** The tracker's order: by initiative in the given direction (ties keep input order). */
const trackerOrder = (monsters: OrderedMonster[], changes: Map<string, number>, desc: boolean) =>
  [...monsters]
    .map((x) => ({ ...x, initiative: changes.get(x.combatantId) ?? x.initiative ?? 0 }))
    .sort((a, b) => (desc ? b.initiative - a.initiative : a.initiative - b.initiative))
    .map((x) => x.combatantId);

describe("the turn-order helper (monsters of one type: elites first, then by standee number)", () => {
  it("orders a type sharing an initiative as the rules do, for descending and ascending trackers", () => {
    const monsters = [m("n3", false, 3), m("e4", true, 4), m("n1", false, 1), m("e2", true, 2)];
    expect(trackerOrder(monsters, orderMonsterInitiatives(monsters, "desc"), true)).toEqual([
      "e2",
      "e4",
      "n1",
      "n3",
    ]);
    expect(trackerOrder(monsters, orderMonsterInitiatives(monsters, "asc"), false)).toEqual([
      "e2",
      "e4",
      "n1",
      "n3",
    ]);
  });

  it("keeps whole-number initiatives apart and leaves single monsters and other types alone", () => {
    const monsters = [
      m("a", false, 1, 45),
      m("b", true, 2, 45),
      m("c", false, 1, 30, "Archer"),
      m("d", false, 1, 12),
    ];
    const changes = orderMonsterInitiatives(monsters, "desc");
    expect([...changes.keys()].sort()).toEqual(["b"]);
    for (const value of changes.values()) expect(Math.trunc(value)).toBe(45);
  });

  it("is idempotent: applying its changes and asking again changes nothing", () => {
    const arb = fc.array(
      fc.record({
        elite: fc.boolean(),
        standee: fc.integer({ min: 1, max: 10 }),
        initiative: fc.integer({ min: 1, max: 99 }),
      }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(arb, fc.constantFrom("asc" as const, "desc" as const), (rows, direction) => {
        const monsters = rows.map((r, i) => m(`c${i}`, r.elite, r.standee, r.initiative));
        const changes = orderMonsterInitiatives(monsters, direction);
        const applied = monsters.map((x) => ({
          ...x,
          initiative: changes.get(x.combatantId) ?? x.initiative,
        }));
        expect(orderMonsterInitiatives(applied, direction).size).toBe(0);
      }),
    );
  });

  it("compares elites before normals, then standee numbers", () => {
    expect(compareMonsters(m("a", true, 5), m("b", false, 1))).toBeLessThan(0);
    expect(compareMonsters(m("a", false, 2), m("b", false, 1))).toBeGreaterThan(0);
  });

  it("reads the tracker's direction from its order", () => {
    expect(detectSortDirection([50, 45, 45, 12])).toBe("desc");
    expect(detectSortDirection([null, 12, 45])).toBe("asc");
    expect(detectSortDirection([])).toBe("desc");
  });
});
