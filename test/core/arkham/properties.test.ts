import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveMythosMovement, type MonsterDecision, type MonsterInput } from "../../../src/core/arkham";
import { phaseArb } from "./arbitraries";

type Phase = typeof phaseArb extends fc.Arbitrary<infer T> ? T : never;

function resolvePhase(phase: Phase, modifiers: readonly string[] = []): MonsterDecision[] {
  const result = resolveMythosMovement({
    board: phase.board,
    monsters: phase.monsters,
    investigators: phase.investigators,
    mythos: { white: phase.white, black: phase.black },
    modifiers,
  });
  if (result.kind === "invalid") throw new Error(JSON.stringify(result.problems));
  return [...result.decisions];
}

function investigatorAreas(phase: Phase): Set<string> {
  return new Set(phase.investigators.map((i) => i.at));
}

describe("Mythos movement on generated boards (properties)", () => {
  it("never moves a monster in the Outskirts or sharing its area with an investigator", () => {
    let checked = 0;
    fc.assert(
      fc.property(phaseArb, (phase) => {
        const occupied = investigatorAreas(phase);
        for (const d of resolvePhase(phase)) {
          if (d.from !== "outskirts" && !occupied.has(d.from)) continue;
          checked++;
          expect(d.options).toEqual([{ path: [] }]);
        }
      }),
    );
    expect(checked).toBeGreaterThan(0);
  });

  it("gives fast monsters at most two steps along arrows of one colour, ending at the first investigator's area", () => {
    let checked = 0;
    fc.assert(
      fc.property(phaseArb, (phase) => {
        const occupied = investigatorAreas(phase);
        for (const d of resolvePhase(phase).filter((x) => x.reason.movement === "fast")) {
          for (const option of d.options) {
            checked += option.path.length > 0 ? 1 : 0;
            expect(option.path.length).toBeLessThanOrEqual(2);
            const stops = option.path.findIndex((area) => occupied.has(area));
            if (stops >= 0) expect(stops).toBe(option.path.length - 1);
            option.path.forEach((area, i) => {
              const before = i === 0 ? d.from : option.path[i - 1]!;
              expect(phase.board.arrowsOut.get(before)?.[option.colour!]).toBe(area);
            });
          }
        }
      }),
    );
    expect(checked).toBeGreaterThan(0);
  });

  it("moves normal monsters one step along an arrow of a box colour listing their symbol", () => {
    let checked = 0;
    fc.assert(
      fc.property(phaseArb, (phase) => {
        for (const d of resolvePhase(phase).filter((x) => x.reason.rule === "normal.arrow")) {
          for (const option of d.options) {
            checked++;
            expect(option.path).toHaveLength(1);
            expect(d.reason.boxes).toContain(option.colour);
            expect(phase.board.arrowsOut.get(d.from)?.[option.colour!]).toBe(option.path[0]);
          }
        }
      }),
    );
    expect(checked).toBeGreaterThan(0);
  });

  it("gives the same decisions whatever the order of monsters and investigators", () => {
    const shuffled = phaseArb.chain((phase) =>
      fc.record({
        phase: fc.constant(phase),
        monsters: fc.shuffledSubarray(phase.monsters, { minLength: phase.monsters.length }),
        investigators: fc.shuffledSubarray(phase.investigators, { minLength: phase.investigators.length }),
      }),
    );
    fc.assert(
      fc.property(shuffled, ({ phase, monsters, investigators }) => {
        const byId = (ds: MonsterDecision[]) => Object.fromEntries(ds.map((d) => [d.monsterId, d]));
        expect(byId(resolvePhase({ ...phase, monsters, investigators }))).toEqual(byId(resolvePhase(phase)));
      }),
    );
  });

  it("returns every target tied on the lowest Sneak (and, for the Hound, the fewest steps)", () => {
    const targeted = [
      "flying.swoop",
      "flying.adjacent-street",
      "stalker.to-investigator",
      "aquatic.to-aquatic",
      "hound.nearest-location",
    ];
    const checked = new Set<string>();
    fc.assert(
      fc.property(phaseArb, (phase) => {
        for (const d of resolvePhase(phase).filter((x) => targeted.includes(x.reason.rule))) {
          checked.add(d.reason.rule);
          const hound = d.reason.rule === "hound.nearest-location";
          const near = Math.min(...d.reason.candidates.map((c) => c.distance ?? 0));
          const pool = d.reason.candidates.filter((c) => !hound || c.distance === near);
          const lowest = Math.min(...pool.map((c) => c.sneak));
          const best = pool.filter((c) => c.sneak === lowest).map((c) => [c.area]);
          expect(d.options.map((o) => o.path)).toEqual(best.sort());
          expect(d.reason.tied).toBe(best.length > 1);
        }
      }),
    );
    expect(checked.size).toBeGreaterThan(0);
  });

  it("swoops from the Sky to exactly the streets whose investigators have the lowest Sneak", () => {
    // Every generated phase gets one selected flyer in the Sky, so the property is never vacuous.
    const withSkyFlyer = phaseArb.map((phase) => {
      const white = phase.white.length > 0 ? phase.white : (["circle"] as typeof phase.white);
      const flyer: MonsterInput = { id: "sky-flyer", at: "sky", dimension: white[0]!, movement: "flying" };
      return { ...phase, white, monsters: [...phase.monsters, flyer] };
    });
    let checked = 0;
    fc.assert(
      fc.property(withSkyFlyer, (phase) => {
        const streets = phase.investigators.filter((i) => phase.board.areaById.get(i.at)?.kind === "street");
        const lowest = Math.min(...streets.map((i) => i.sneak));
        const expected = [...new Set(streets.filter((i) => i.sneak === lowest).map((i) => i.at))].sort();
        for (const d of resolvePhase(phase)) {
          if (d.from !== "sky" || d.reason.movement !== "flying" || d.reason.boxes.length === 0) continue;
          checked++;
          expect(d.options.map((o) => o.path[0] ?? "stays").sort()).toEqual(
            expected.length > 0 ? expected : ["stays"],
          );
        }
      }),
    );
    expect(checked).toBeGreaterThan(0);
  });

  it("answers bad positions with problems, never an exception", () => {
    let bads = 0;
    fc.assert(
      fc.property(phaseArb, fc.string(), fc.double(), (phase, at, sneak) => {
        const result = resolveMythosMovement({
          board: phase.board,
          monsters: [...phase.monsters, { id: "x", at, dimension: at, movement: "normal" }],
          investigators: [...phase.investigators, { id: "y", at: "sky", sneak }],
          mythos: { white: phase.white, black: [at] },
        });
        const bad = !phase.board.areaById.has(at) || !Number.isInteger(sneak);
        if (bad) expect(result.kind).toBe("invalid");
        bads += bad ? 1 : 0;
      }),
    );
    expect(bads).toBeGreaterThan(0);
  });
});
