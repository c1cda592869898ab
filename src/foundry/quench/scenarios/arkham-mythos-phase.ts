// The whole Arkham Mythos phase in a live world: on the prepared board a game of 3 is set up with a
// one-card Mythos deck ("Manhunt in Arkham!": a gate at the Woods) and a cup of Zombies only, so the
// draw is the same whatever Foundry's random source gives. The Zombie type has an actor. Draw,
// Accept (the Zombie's token from the actor's prototype in the Woods, the gate, the doom token, the
// card discarded, a chat card), then Undo puts the tokens and flags back exactly.
import { newGameState } from "../../arkham";
import type { Assert, Scenario } from "../scenario";
import type { TokenEntry, WorldDriver } from "../world-driver";
import { arkhamBoard } from "./arkham-board";

/** The Mythos window's id (src/foundry/arkham/windows/mythos-window.ts). */
const MYTHOS_WINDOW = "monster-autopilot-arkham-mythos";
const CARD = "Manhunt in Arkham!";
const ZOMBIE = "base/zombie";
/** A core Foundry icon, present in every installation. */
const ZOMBIE_IMG = "icons/svg/skull.svg";

/** The game state of the scenario: a new game of 3 against Cthulhu, one card, Zombies only. */
function zombieGame() {
  const state = newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] });
  const cup = state.cup.filter((entry) => entry.typeId === ZOMBIE);
  if (cup.length !== 1) throw new Error(`The base game's cup has no ${ZOMBIE}`);
  return { ...state, mythosDeck: [CARD], cup };
}

/** The scene's Arkham game state flag as the driver reads it. */
function gameState(world: WorldDriver, sceneId: string) {
  return world.moduleFlags(sceneId)[`Scene ${sceneId}`]?.["arkhamState"] as
    | { gates: Record<string, unknown>; doom: number; mythosDiscard: string[]; mythosDeck: string[] }
    | undefined;
}

function inside(rect: { x: number; y: number; width: number; height: number }, x: number, y: number) {
  return x >= rect.x && y >= rect.y && x < rect.x + rect.width && y < rect.y + rect.height;
}

export const mythosPhase: Scenario = {
  title: "Mythos phase: Draw, Accept creates the drawn monster from its actor, Undo restores the scene",
  async run(world: WorldDriver, assert: Assert) {
    const board = await arkhamBoard(world);
    const { sceneId } = board;
    const actorId = await world.createActor({
      name: "Monster Autopilot test: Zombie",
      prototypeToken: { name: "Test zombie", img: ZOMBIE_IMG },
    });
    await world.setSetting("arkhamMonsterActors", { [ZOMBIE]: actorId });
    await world.setSceneFlag(sceneId, "arkhamState", zombieGame());
    const before = { tokens: world.tokens(sceneId), flags: world.moduleFlags(sceneId) };

    world.pressKey("arkhamOpenMythos");
    await world.until("the Mythos window open with Draw Mythos card", () =>
      world.windows().find((w) => w.id === MYTHOS_WINDOW && w.rendered && w.actions.includes("drawPhase")),
    );
    world.press(MYTHOS_WINDOW, "drawPhase");
    const drawn = await world.until("the drawn phase ready to accept", () =>
      world.windows().find((w) => w.id === MYTHOS_WINDOW && w.actions.includes("acceptPhase")),
    );
    assert.include(drawn.text, CARD, "the window names the card drawn");
    assert.include(drawn.text, "Zombie", "the window names the monster drawn");
    assert.deepEqual(world.tokens(sceneId), before.tokens, "nothing is created before Accept");

    world.press(MYTHOS_WINDOW, "acceptPhase");
    // Accept writes tokens and flags one after the other: wait for the last of them, the card discarded.
    const created = await world.until("the drawn Zombie's token created and the phase written", () => {
      const known = new Set(before.tokens.map((t) => t.id));
      const added = world.tokens(sceneId).filter((t) => !known.has(t.id));
      return added.length > 0 && gameState(world, sceneId)?.mythosDiscard.includes(CARD) ? added : null;
    });
    assert.equal(created.length, 1, "one monster comes through the gate (3 players)");
    // The window renders once the whole phase is written: from then on it offers Undo last phase.
    await world.until("the Mythos window offers Undo last phase", () =>
      world.windows().find((w) => w.id === MYTHOS_WINDOW && w.actions.includes("undoPhase")),
    );
    const zombie = created[0] as TokenEntry;
    assert.deepEqual(
      { name: zombie.name, actorId: zombie.actorId, img: zombie.img },
      { name: "Test zombie", actorId, img: ZOMBIE_IMG },
      "the token is the assigned actor's prototype token",
    );
    const flags = world.moduleFlags(sceneId)[`Token ${zombie.id}`];
    assert.deepEqual(flags?.["arkhamMonster"], { presetId: ZOMBIE }, "the token carries its monster type");
    const at = world.token(sceneId, zombie.id);
    assert.ok(
      inside(board.areaRect("woods"), at.x, at.y),
      "the Zombie stands in the Woods, where the gate opened",
    );

    const state = gameState(world, sceneId);
    assert.ok(state?.gates["woods"], "a gate is open at the Woods");
    assert.equal(state?.doom, 1, "a doom token went on the track");
    assert.deepEqual(state?.mythosDiscard, [CARD], "the card is discarded");
    assert.deepEqual(state?.mythosDeck, [], "the deck is drawn from");
    await world.until("the phase's chat card", () => world.chatMessages().find((m) => m.text.includes(CARD)));

    world.press(MYTHOS_WINDOW, "undoPhase");
    await world.until(
      "the Zombie's token removed and the card back in the deck",
      () =>
        world.tokens(sceneId).every((t) => t.id !== zombie.id) &&
        gameState(world, sceneId)?.mythosDeck.includes(CARD),
    );
    await world.until("the Mythos window done undoing (no phase left to undo)", () =>
      world.windows().find((w) => w.id === MYTHOS_WINDOW && !w.actions.includes("undoPhase")),
    );
    assert.deepEqual(world.tokens(sceneId), before.tokens, "Undo leaves the tokens as they were");
    assert.deepEqual(world.moduleFlags(sceneId), before.flags, "Undo restores every module flag");
    assert.deepEqual(world.errors(), [], "no error notification");
  },
};
