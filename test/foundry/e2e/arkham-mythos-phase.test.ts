// @vitest-environment happy-dom
// End to end on the fake Foundry runtime: a whole Mythos phase drawn from the scene's deck with a
// seeded source, accepted onto the scene (tokens and flags at once), then undone exactly.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODULE_ID } from "../../../src/foundry/constants";
import { MythosPhaseFlow } from "../../../src/foundry/arkham/game-state/mythos-phase-flow";
import type { FakeScene } from "../runtime/documents";
import { bootModule } from "../runtime/install";
import { seededUniform } from "../runtime/seeded";
import { arkhamGameScene } from "./arkham-game-scene";

beforeEach(async () => {
  await bootModule();
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** Everything Undo must restore: every token's data and the module's scene flags. */
function snapshot(scene: FakeScene) {
  return {
    tokens: scene.tokens.contents.map((t) => t.toObject()),
    state: structuredClone(scene.getFlag(MODULE_ID, "arkhamState")),
  };
}

describe("a whole Mythos phase on the scene", () => {
  it("draws a card, accepts an outcome (tokens and flags at once), and Undo restores the scene exactly", async () => {
    const scene = await arkhamGameScene();
    const flow = new MythosPhaseFlow(seededUniform(42), () => "system.skills.sneak");
    const before = snapshot(scene);
    const prepared = flow.prepare(scene as unknown as Scene.Implementation);
    expect(prepared.kind).toBe("prepared");
    if (prepared.kind !== "prepared" || prepared.result.kind !== "outcomes") throw new Error("not prepared");
    const [outcome] = prepared.result.outcomes;
    if (outcome === undefined) throw new Error("no outcome");

    await flow.accept(scene as unknown as Scene.Implementation, prepared, outcome);
    const state = scene.getFlag(MODULE_ID, "arkhamState") as { mythosDiscard: string[]; doom: number };
    expect(state.mythosDiscard).toEqual([prepared.card]);
    expect(outcome.kind).toBe("resolved");
    if (outcome.kind === "resolved") {
      expect(state.doom).toBe(outcome.state.doom);
      const inArkham = outcome.state.monsters.filter((m) => m.at !== "outskirts");
      expect(scene.tokens.size).toBe(inArkham.length);
      expect(inArkham.length).toBeGreaterThan(1);
    }

    expect(await flow.undo(scene as unknown as Scene.Implementation)).toEqual({ unplaced: [] });
    expect(snapshot(scene)).toEqual(before);
    expect(await flow.undo(scene as unknown as Scene.Implementation)).toBe(false);
  });

  it("reproduces the same card and outcomes from the same seed", () => {
    return arkhamGameScene().then((scene) => {
      const one = new MythosPhaseFlow(seededUniform(7), () => "").prepare(
        scene as unknown as Scene.Implementation,
      );
      const two = new MythosPhaseFlow(seededUniform(7), () => "").prepare(
        scene as unknown as Scene.Implementation,
      );
      expect(JSON.stringify(one)).toBe(JSON.stringify(two));
    });
  });

  it("says what is wrong with a damaged state flag instead of resolving", async () => {
    const scene = await arkhamGameScene();
    await scene.setFlag(MODULE_ID, "arkhamState", { version: 1, terror: "high" });
    const prepared = new MythosPhaseFlow(seededUniform(1), () => "").prepare(
      scene as unknown as Scene.Implementation,
    );
    expect(prepared).toMatchObject({ kind: "problem", key: "StateCorrupt" });
  });
});
