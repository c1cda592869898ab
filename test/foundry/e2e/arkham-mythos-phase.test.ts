// @vitest-environment happy-dom
// End to end on the fake Foundry runtime: a whole Mythos phase drawn from the scene's deck with a
// seeded source, accepted onto the scene (tokens and flags at once), then undone exactly.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { baseBoard } from "../../../src/core/arkham";
import { MODULE_ID } from "../../../src/foundry/constants";
import { MythosPhaseFlow } from "../../../src/foundry/arkham/game-state/mythos-phase-flow";
import { newGameState } from "../../../src/foundry/arkham/game-state/new-game";
import { REGION_SIZE } from "../arkham/builders";
import { FakeActor, FakeRegion, FakeScene, FakeToken } from "../runtime/documents";
import { bootModule } from "../runtime/install";

/** A deterministic source (a linear congruential generator). */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

beforeEach(async () => {
  await bootModule();
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The base board as one square region per area, a Gug in Northside, a game of 3 set up. */
async function arkhamScene() {
  const scene = new FakeScene("arkham", "Arkham", { sceneRect: { x: 0, y: 0, width: 2400, height: 4000 } });
  for (const [i, area] of baseBoard().areas.entries()) {
    const at = { x: (i % 6) * REGION_SIZE, y: Math.floor(i / 6) * REGION_SIZE };
    const region = scene.addRegion(
      new FakeRegion(`r-${area.id}`, area.id, { ...at, width: REGION_SIZE - 1, height: REGION_SIZE - 1 }),
    );
    await region.setFlag(MODULE_ID, "arkhamArea", area.id);
  }
  const northside = scene.regions.get("r-northside")?.bounds ?? { x: 0, y: 0 };
  scene.addToken(new FakeToken("gug", "Gug", northside.x, northside.y, -1, new FakeActor("a-gug", "Gug")));
  await scene.setFlag(MODULE_ID, "arkhamBoard", { source: "preset" });
  await scene.setFlag(
    MODULE_ID,
    "arkhamState",
    newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] }),
  );
  return scene;
}

/** Everything Undo must restore: every token's data and the module's scene flags. */
function snapshot(scene: FakeScene) {
  return {
    tokens: scene.tokens.contents.map((t) => t.toObject()),
    state: structuredClone(scene.getFlag(MODULE_ID, "arkhamState")),
  };
}

describe("a whole Mythos phase on the scene", () => {
  it("draws a card, accepts an outcome (tokens and flags at once), and Undo restores the scene exactly", async () => {
    const scene = await arkhamScene();
    const flow = new MythosPhaseFlow(seeded(42), () => "system.skills.sneak");
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

    expect(await flow.undo(scene as unknown as Scene.Implementation)).toBe(true);
    expect(snapshot(scene)).toEqual(before);
    expect(await flow.undo(scene as unknown as Scene.Implementation)).toBe(false);
  });

  it("reproduces the same card and outcomes from the same seed", () => {
    return arkhamScene().then((scene) => {
      const one = new MythosPhaseFlow(seeded(7), () => "").prepare(scene as unknown as Scene.Implementation);
      const two = new MythosPhaseFlow(seeded(7), () => "").prepare(scene as unknown as Scene.Implementation);
      expect(JSON.stringify(one)).toBe(JSON.stringify(two));
    });
  });

  it("says what is wrong with a damaged state flag instead of resolving", async () => {
    const scene = await arkhamScene();
    await scene.setFlag(MODULE_ID, "arkhamState", { version: 1, terror: "high" });
    const prepared = new MythosPhaseFlow(seeded(1), () => "").prepare(
      scene as unknown as Scene.Implementation,
    );
    expect(prepared).toMatchObject({ kind: "problem", key: "StateCorrupt" });
  });
});
