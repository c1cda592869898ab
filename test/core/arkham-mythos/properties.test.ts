import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  baseBoard,
  canonicalRecord,
  resolveMythosPhase,
  type PhaseOutcome,
  type ResolvedOutcome,
} from "../../../src/core/arkham";
import { phaseArb, type GeneratedPhase } from "./arbitraries";

const board = baseBoard();

function outcomes(p: GeneratedPhase, moveMonsters = false): readonly PhaseOutcome[] {
  const result = resolveMythosPhase(p.state, p.card, p.draws, { board, moveMonsters });
  if (result.kind === "invalid") throw new Error(JSON.stringify(result.problems));
  return result.outcomes;
}

const resolved = (list: readonly PhaseOutcome[]): ResolvedOutcome[] =>
  list.filter((o): o is ResolvedOutcome => o.kind === "resolved");

const sorted = (ids: readonly string[]) => [...ids].sort();

describe("the Mythos phase on generated snapshots (properties)", () => {
  it("accounts for every monster drawn: placed + sent to the Outskirts + returned = drawn (MY-3.6, MY-4, MY-6, MY-7)", () => {
    fc.assert(
      fc.property(phaseArb, (p) => {
        for (const o of resolved(outcomes(p))) {
          const drawn = new Set(o.drawn.map((m) => m.id));
          const placed = Object.values(o.record.placed ?? {}).flat();
          const inOutskirts = o.state.monsters.filter((m) => m.at === "outskirts" && drawn.has(m.id));
          const returned = o.returned.filter((m) => drawn.has(m.id));
          expect(sorted([...placed, ...inOutskirts.map((m) => m.id), ...returned.map((m) => m.id)])).toEqual(
            sorted([...drawn]),
          );
        }
      }),
    );
  });

  it("neither loses nor invents a monster: the board, the Outskirts and the cup hold the same markers after", () => {
    fc.assert(
      fc.property(phaseArb, (p) => {
        const before = sorted([...p.state.monsters, ...p.draws.monsters].map((m) => m.id));
        for (const o of resolved(outcomes(p)))
          expect(sorted([...o.state.monsters, ...o.draws.monsters].map((m) => m.id))).toEqual(before);
      }),
    );
  });

  it("returns a set: no two outcomes with the same record (MY-14.2)", () => {
    fc.assert(
      fc.property(phaseArb, (p) => {
        const list = outcomes(p);
        const texts = list.map((o) => canonicalRecord(o.record, []));
        expect(new Set(texts).size).toBe(texts.length);
      }),
    );
  });

  it("spreads a surge evenly and never gives a gate more than the surge gate (MY-4.3)", () => {
    let surges = 0;
    fc.assert(
      fc.property(phaseArb, (p) => {
        for (const o of resolved(outcomes(p))) {
          const at = o.record.surge;
          if (at === undefined) continue;
          surges++;
          const counts = Object.keys(p.state.gates).map((g) => o.record.placed?.[g]?.length ?? 0);
          const surgeCount = o.record.placed?.[at]?.length ?? 0;
          expect(Math.max(...counts)).toBe(surgeCount);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
          expect(o.choice?.counts.map((c) => c.monsters).reduce((a, b) => a + b, 0)).toBe(
            counts.reduce((a, b) => a + b, 0),
          );
        }
      }),
    );
    expect(surges).toBeGreaterThan(0);
  });

  it("offers C(g − 1, r − 1) outcomes for a surge of k Arkham-bound monsters over g gates (MY-4.3, MY-14.1)", () => {
    fc.assert(
      fc.property(phaseArb, (p) => {
        const list = resolved(outcomes(p));
        const [first] = list;
        if (first?.record.surge === undefined) return;
        const g = Object.keys(p.state.gates).length;
        const k = Object.values(first.record.placed ?? {}).flat().length;
        const r = k % g;
        const choose = (n: number, m: number): number => (m === 0 ? 1 : (choose(n - 1, m - 1) * n) / m);
        expect(list).toHaveLength(r === 0 ? 1 : choose(g - 1, r - 1));
      }),
    );
  });

  it("leaves a state the rules can reach: it passes the snapshot checks again", () => {
    fc.assert(
      fc.property(phaseArb, (p) => {
        for (const o of resolved(outcomes(p))) {
          const again = resolveMythosPhase(o.state, p.card, o.draws, { board, moveMonsters: false });
          expect(again.kind === "invalid" ? again.problems : []).toEqual([]);
        }
      }),
    );
  });

  it("is deterministic and leaves its input as it was", () => {
    fc.assert(
      fc.property(phaseArb, (p) => {
        const copy = structuredClone(p);
        const first = outcomes(p, true);
        expect(p).toEqual(copy);
        expect(outcomes(copy, true)).toEqual(first);
      }),
      { numRuns: 30 },
    );
  });
});
