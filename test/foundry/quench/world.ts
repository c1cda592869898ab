// The fake world the in-world scenarios run in under vitest: two GMs and a player, each with a
// client of their own (the first GM is the active GM and drives the scenario, as the GM who runs
// Quench would), and the chat log.
import { startWorld, type FakeWorld } from "../runtime/install";
import { FakeWorldDriver, installChat, worldInventory } from "./fake-driver";

/** A world of two GMs and a player, and a driver acting as the first GM. */
export async function scenarioWorld(generation = 13) {
  const world: FakeWorld = await startWorld({
    users: [
      { id: "gm", isGM: true },
      { id: "assistant", isGM: true },
      { id: "player", isGM: false },
    ],
    generation,
  });
  const messages = installChat(world);
  return {
    world,
    messages,
    driver: () => new FakeWorldDriver(world, world.client("gm"), messages),
    inventory: () => worldInventory(world, messages),
  };
}
