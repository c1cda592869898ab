// A world the module does not play: a square-grid scene the GM never opted into, with a combat of
// tokens named like preset monsters. Enabling the module must change nothing there: the tracker
// keeps Foundry's order (initiative high to low), no initiative is rewritten, no flag written, no
// chat card posted, no window opened and nothing highlighted, through a start, turns and a new round.
import type { Assert, Batch, Scenario } from "../scenario";
import type { WorldDriver } from "../world-driver";

/** How long each combat step is given to trigger anything the module might do. */
const SETTLE_MS = 400;

const untouched: Scenario = {
  title: "a square-grid combat: nothing sorted, written or posted",
  async run(world: WorldDriver, assert: Assert) {
    const sceneId = await world.createScene({
      name: "Monster Autopilot test: not a hex scene",
      grid: "square",
      columns: 10,
      rows: 8,
    });
    const tokens = await world.createTokens(sceneId, [
      { name: "Bandit Guard", at: { i: 1, j: 1 }, disposition: "hostile" },
      { name: "Bandit Archer", at: { i: 2, j: 5 }, disposition: "hostile" },
      { name: "Brute", at: { i: 6, j: 3 }, disposition: "friendly" },
    ]);
    const initiatives = [15, 5, 10];
    const combatId = await world.createCombat(
      sceneId,
      tokens.map((tokenId, n) => ({ tokenId, initiative: initiatives[n] ?? null })),
    );
    const expectedOrder = [15, 10, 5];
    const chatBefore = world.chatMessages().length;

    await world.startCombat(combatId);
    await world.wait(SETTLE_MS);
    await world.nextTurn(combatId);
    await world.wait(SETTLE_MS);
    await world.nextTurn(combatId);
    await world.wait(SETTLE_MS);
    await world.nextRound(combatId);
    await world.wait(SETTLE_MS);

    const combat = world.combat(combatId);
    assert.equal(combat.round, 2, "the combat reached round 2");
    assert.deepEqual(
      combat.turns.map((t) => t.initiative),
      expectedOrder,
      "the tracker keeps Foundry's order and the initiatives as rolled",
    );
    assert.deepEqual(
      world.moduleFlags(sceneId, combatId),
      {},
      "no module flag on the scene, tokens or combat",
    );
    assert.equal(world.chatMessages().length, chatBefore, "no chat message posted");
    assert.deepEqual(
      world.windows().map((w) => w.id),
      [],
      "no module window opened",
    );
    assert.deepEqual(
      world.highlights().filter((h) => h.count > 0),
      [],
      "nothing highlighted",
    );
    assert.deepEqual(world.errors(), [], "no error notification");
  },
};

/** The world-safety batch. */
export const WORLD_SAFETY: Batch = {
  key: "monster-autopilot.world-safety",
  title: "World safety: a scene the module does not play",
  scenarios: [untouched],
};
