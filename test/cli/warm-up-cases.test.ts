// The cases the build runs to make the command line's code cache must reach the solver's
// code on every kind of turn: each is answered (none stops at a reading or validation problem), and
// together they hold every ability feature and terrain kind.
import { describe, expect, it } from "vitest";
import { arkhamCases } from "../../src/cli/arkham-cases";
import { gloomhavenCases } from "../../src/cli/gloomhaven-cases";
import { arkhamWarmUpFile, warmUpCases } from "../../src/cli/warm-up-cases";
import { MOVEMENT_TYPES } from "../../src/core/arkham";
import { TERRAIN_KINDS } from "../../src/core/gloomhaven";

const cases = warmUpCases();

describe("warm-up cases for the code cache", () => {
  it("are the same on every run (a fixed seed)", () => {
    expect(JSON.stringify(warmUpCases())).toBe(JSON.stringify(cases));
  });

  it("are all answered, most with a move or an attack", () => {
    const outputs = cases.map((c, i) => gloomhavenCases.solve(c, i));
    const errors = outputs.filter((o) => "error" in o);
    expect(errors).toEqual([]);
    const acting = outputs.filter((o) =>
      ((o as { answers?: { attacks: unknown[] }[] }).answers ?? []).some((a) => a.attacks.length > 0),
    );
    expect(acting.length).toBeGreaterThan(cases.length / 3);
  });

  it("hold every ability feature, both area origins, summons, invisible figures and every terrain kind", () => {
    const actions = cases.map((c) => c.action);
    for (const flag of [
      "flying",
      "jumping",
      "teleport",
      "muddled",
      "stunned",
      "immobilized",
      "disarmed",
      "targets_all",
    ] as const)
      expect(
        actions.some((a) => a[flag] === true),
        flag,
      ).toBe(true);
    expect(new Set(actions.map((a) => a.aoe_origin))).toEqual(new Set([null, "attacker", "free"]));
    expect(actions.some((a) => a.range > 0 && a.aoe == null && a.targets > 1)).toBe(true);
    expect(actions.some((a) => a.targets === 0)).toBe(true);
    const figures = cases.flatMap((c) => c.figures);
    expect(figures.some((f) => f.side === "summon")).toBe(true);
    expect(figures.some((f) => f.invisible === true)).toBe(true);
    expect(new Set(cases.flatMap((c) => c.terrain.map((t) => t.kind)))).toEqual(new Set(TERRAIN_KINDS));
    expect(cases.some((c) => c.walls.length > 0 && c.wall_hexes.length > 0)).toBe(true);
    expect(new Set(cases.map((c) => c.rules))).toEqual(new Set(["gloomhaven", "jotl", "frosthaven"]));
  });
});

describe("Arkham warm-up cases for the code cache", () => {
  const file = arkhamWarmUpFile();

  it("are all solved, moving monsters of every movement type with a special rule among them", () => {
    const outputs = file.cases.map((c, i) => arkhamCases.solve(c, i));
    expect(outputs.filter((o) => "error" in o)).toEqual([]);
    const moves = outputs.flatMap((o) =>
      Object.values((o as unknown as { outcomes: Record<string, string[][]> }).outcomes).flat(),
    );
    expect(moves.filter((areas) => areas.length > 0).length).toBeGreaterThan(moves.length / 4);
    const monsters = file.cases.flatMap(
      (c) => (c as { monsters: { movement: string; special?: string }[] }).monsters,
    );
    expect(new Set(monsters.map((m) => m.movement))).toEqual(
      new Set(MOVEMENT_TYPES.filter((m) => m !== "none")),
    );
    expect(monsters.some((m) => m.special !== undefined)).toBe(true);
  });
});
