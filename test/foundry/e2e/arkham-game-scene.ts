// The scene of the Mythos-phase end-to-end tests: the base board as one square region per area
// (rows of six), a Gug in Northside, the preset board chosen and a game of 3 against Cthulhu set up.
import { baseBoard } from "../../../src/core/arkham";
import { MODULE_ID } from "../../../src/foundry/constants";
import { newGameState } from "../../../src/foundry/arkham/game-state/new-game";
import { REGION_SIZE } from "../arkham/builders";
import { FakeActor, FakeRegion, FakeScene, FakeToken } from "../runtime/documents";
import { settle, type FakeFoundry } from "../runtime/install";

/** Builds the scene (not yet in any world's scene list nor viewed). */
export async function arkhamGameScene(): Promise<FakeScene> {
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

/** Steps the phase tracker into Mythos and returns the Mythos window it opened (the active GM's). */
export async function enterMythos(foundry: FakeFoundry) {
  const next = foundry.keybindings.get(`${MODULE_ID}.arkhamNextPhase`);
  for (let i = 0; i < 4; i++) {
    next?.onDown?.();
    await settle();
  }
  const mythos = [...foundry.instances.values()].find((app) =>
    app.element.querySelector('[data-action="drawPhase"]'),
  );
  if (mythos === undefined) throw new Error("the Mythos window did not open");
  return mythos;
}
