import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderMonsterSets } from "../../../src/core/gloomhaven";
import {
  detectSortDirection,
  spreadInitiatives,
  trackedMonster,
  type SortDirection,
  type TrackedMonster,
} from "../../../src/foundry/gloomhaven/tracker-initiatives";

const m = (
  id: string,
  elite: boolean,
  standee: number,
  initiative: number | null = 45,
  type = "Bandit Guard",
): TrackedMonster => trackedMonster({ id, type, elite, standee }, initiative);

/** What the helper writes: the core's sets spread over hundredths for the tracker. */
const changesFor = (monsters: readonly TrackedMonster[], direction: SortDirection) =>
  spreadInitiatives(orderMonsterSets(monsters), direction);

/** The tracker's order: by initiative in the given direction (ties keep input order). */
const trackerOrder = (monsters: TrackedMonster[], changes: Map<string, number>, desc: boolean) =>
  [...monsters]
    .map((x) => ({ ...x, value: changes.get(x.id) ?? x.current ?? 0 }))
    .sort((a, b) => (desc ? b.value - a.value : a.value - b.value))
    .map((x) => x.id);

describe("the turn-order helper lists each monster set in the core's order", () => {
  it("orders a type sharing an initiative as the rules do, for descending and ascending trackers", () => {
    const monsters = [m("n3", false, 3), m("e4", true, 4), m("n1", false, 1), m("e2", true, 2)];
    expect(trackerOrder(monsters, changesFor(monsters, "desc"), true)).toEqual(["e2", "e4", "n1", "n3"]);
    expect(trackerOrder(monsters, changesFor(monsters, "asc"), false)).toEqual(["e2", "e4", "n1", "n3"]);
  });

  it("keeps whole-number initiatives apart and leaves single monsters and other types alone", () => {
    const monsters = [
      m("a", false, 1, 45),
      m("b", true, 2, 45),
      m("c", false, 1, 30, "Archer"),
      m("d", false, 1, 12),
    ];
    const changes = changesFor(monsters, "desc");
    expect([...changes.keys()].sort()).toEqual(["b"]);
    for (const value of changes.values()) expect(Math.trunc(value)).toBe(45);
  });

  it("groups by the card's whole-number initiative, so hundredths it wrote earlier do not split a set", () => {
    const monsters = [m("n1", false, 1, 45.01), m("e2", true, 2, 45)];
    expect(trackerOrder(monsters, changesFor(monsters, "desc"), true)).toEqual(["e2", "n1"]);
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
        const changes = changesFor(monsters, direction);
        const applied = monsters.map((x) => m(x.id, x.elite, x.standee, changes.get(x.id) ?? x.current));
        expect(changesFor(applied, direction).size).toBe(0);
      }),
    );
  });

  it("reads the tracker's direction from its order", () => {
    expect(detectSortDirection([50, 45, 45, 12])).toBe("desc");
    expect(detectSortDirection([null, 12, 45])).toBe("asc");
    expect(detectSortDirection([])).toBe("desc");
  });
});
