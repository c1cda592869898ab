import { describe, expect, it } from "vitest";
import { loadCase } from "../../sandbox/gloomhaven/case-io";
import { solveSequence } from "../../sandbox/gloomhaven/solve";
import { boardAfterSteps, restAfterDeath } from "../../sandbox/gloomhaven/target-died";
import cases from "../fixtures/conformance/gloomhaven-sequences/public.json";

function solvedCase(id: string) {
  const raw = cases.find((c) => c.id === id);
  const loaded = loadCase(raw, true);
  if (!loaded.ok || !loaded.value.state.sequence) throw new Error(`${id} does not load as a list`);
  const { state } = loaded.value;
  const solved = solveSequence(state, loaded.value.state.sequence!);
  if (solved.result?.kind !== "act") throw new Error(`${id} does not act`);
  const [option] = solved.result.options;
  if (!option) throw new Error(`${id} has no option`);
  return { state, turn: solved.turn, option };
}

describe("SQ-17: a target died", () => {
  it("puts the monster where its moves so far took it and pushed figures where they ended", () => {
    const { turn, option } = solvedCase("seq-fh-push-01");
    const board = boardAfterSteps(turn.scenario, option, 1);
    const push = option.steps[0];
    if (push?.kind !== "push") throw new Error("the case starts with a push");
    for (const m of push.moved) expect(board.figures.find((f) => f.id === m.figureId)?.at).toEqual(m.to);
  });

  it("works the rest of an attack–move–attack card out again without the dead focus", () => {
    const { state, turn, option } = solvedCase("seq-gh-ama-01");
    const first = option.steps[0];
    if (first?.kind !== "attack" || first.targets.length === 0) throw new Error("the card attacks first");
    const [dead] = first.targets;
    const rest = restAfterDeath(turn, option, 1, dead!, state);
    expect(rest.kind).toBe("act");
    if (rest.kind !== "act") return;
    for (const o of rest.options) {
      expect(o.steps.map((s) => s.kind)).toEqual(["move", "attack"]);
      expect(o.focus).not.toContain(dead);
      for (const s of o.steps) if (s.kind === "attack") expect(s.targets).not.toContain(dead);
    }
  });
});
