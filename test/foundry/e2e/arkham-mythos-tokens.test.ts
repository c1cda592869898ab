// @vitest-environment happy-dom
// End to end on the fake Foundry runtime: the monsters an accepted Mythos phase draws become tokens
// from the actors the GM assigned to their types, at free spots that never stack.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { baseBoard } from "../../../src/core/arkham";
import { MODULE_ID } from "../../../src/foundry/constants";
import { MythosPhaseFlow } from "../../../src/foundry/arkham/game-state/mythos-phase-flow";
import { newGameState } from "../../../src/foundry/arkham/game-state/new-game";
import { assignMonsterActor } from "../../../src/foundry/arkham/monster-actors";
import { rectsOverlap, type Rect } from "../../../src/foundry/arkham/geometry";
import { REGION_SIZE } from "../arkham/builders";
import { FakeActor, FakeRegion, FakeScene, FakeToken, type FakeCollection } from "../runtime/documents";
import { bootModule } from "../runtime/install";
import type { FakeFoundry } from "../runtime/client";
import { seededUniform } from "../runtime/seeded";

let client: FakeFoundry;

beforeEach(async () => {
  client = await bootModule();
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/** The base board as one square region per area, a token in the top-left corner of each, a game of 3 set up. */
async function arkhamScene() {
  const scene = new FakeScene("arkham", "Arkham", { sceneRect: { x: 0, y: 0, width: 2400, height: 4000 } });
  for (const [i, area] of baseBoard().areas.entries()) {
    const at = { x: (i % 6) * REGION_SIZE, y: Math.floor(i / 6) * REGION_SIZE };
    const region = scene.addRegion(
      new FakeRegion(`r-${area.id}`, area.id, { ...at, width: REGION_SIZE - 1, height: REGION_SIZE - 1 }),
    );
    await region.setFlag(MODULE_ID, "arkhamArea", area.id);
    const middle = { x: at.x + REGION_SIZE / 2 - 50, y: at.y + REGION_SIZE / 2 - 50 };
    // Step 3 needs every investigator's Sneak (arkham.md §4) before the phase can be accepted.
    const investigator = new FakeActor(`a-${area.id}`, "Investigator", true);
    investigator.system = { skills: { sneak: 2 } };
    scene.addToken(new FakeToken(`inv-${area.id}`, "Investigator", middle.x, middle.y, 1, investigator));
  }
  await scene.setFlag(MODULE_ID, "arkhamBoard", { source: "preset" });
  await scene.setFlag(
    MODULE_ID,
    "arkhamState",
    newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] }),
  );
  return scene;
}

function footprint(token: FakeToken): Rect {
  return { x: token.x, y: token.y, width: token.width * 100, height: token.height * 100 };
}

describe("monsters an accepted phase creates", () => {
  it("use the assigned actor's prototype token, keep the monster flag and never overlap another token", async () => {
    const scene = await arkhamScene();
    const flow = new MythosPhaseFlow(seededUniform(42), () => "system.skills.sneak");
    const prepared = flow.prepare(scene as unknown as Scene.Implementation);
    if (prepared.kind !== "prepared" || prepared.result.kind !== "outcomes") throw new Error("not prepared");
    const [outcome] = prepared.result.outcomes;
    if (outcome?.kind !== "resolved") throw new Error("no resolved outcome");
    const drawn = outcome.state.monsters.filter((m) => m.at !== "outskirts");
    expect(drawn.length).toBeGreaterThan(0);
    const [first] = drawn;
    if (first === undefined) throw new Error("no monster");
    const typeId = first.typeId ?? first.name;
    const actor = new FakeActor("a-assigned", "Assigned monster");
    actor.prototypeToken = { name: "Proto", width: 2, height: 1, texture: { src: "monsters/proto.webp" } };
    (client.game["actors"] as FakeCollection<FakeActor>).set(actor.id, actor);
    await assignMonsterActor(typeId, actor.id);

    await flow.accept(scene as unknown as Scene.Implementation, prepared, outcome);

    const created = scene.tokens.contents.filter((t) => !t.id.startsWith("inv-"));
    expect(created).toHaveLength(drawn.length);
    for (const token of created) {
      const flag = token.getFlag(MODULE_ID, "arkhamMonster") as { presetId: string };
      if (flag.presetId === typeId) {
        expect(token).toMatchObject({
          name: "Proto",
          width: 2,
          actorId: "a-assigned",
          texture: { src: "monsters/proto.webp" },
        });
      } else {
        expect(token.actorId).toBeNull();
        expect(token.texture.src).toBe("icons/svg/mystery-man.svg");
      }
    }
    const all = scene.tokens.contents;
    for (const [i, a] of all.entries())
      for (const b of all.slice(i + 1))
        expect(rectsOverlap(footprint(a), footprint(b)), `${a.id} / ${b.id}`).toBe(false);
  });

  it("become plain tokens named after the type when the assigned actor no longer exists", async () => {
    const scene = await arkhamScene();
    const flow = new MythosPhaseFlow(seededUniform(42), () => "system.skills.sneak");
    const prepared = flow.prepare(scene as unknown as Scene.Implementation);
    if (prepared.kind !== "prepared" || prepared.result.kind !== "outcomes") throw new Error("not prepared");
    const [outcome] = prepared.result.outcomes;
    if (outcome?.kind !== "resolved") throw new Error("no resolved outcome");
    for (const m of outcome.state.monsters) await assignMonsterActor(m.typeId ?? m.name, "gone");
    await flow.accept(scene as unknown as Scene.Implementation, prepared, outcome);
    const created = scene.tokens.contents.filter((t) => !t.id.startsWith("inv-"));
    const names = outcome.state.monsters.filter((m) => m.at !== "outskirts").map((m) => m.name);
    expect(created.map((t) => t.name).sort()).toEqual([...names].sort());
    expect(created.every((t) => t.actorId === null)).toBe(true);
  });
});
