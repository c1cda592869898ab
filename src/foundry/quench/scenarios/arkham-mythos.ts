// The Arkham Mythos phase in a live world: on the prepared board the Mythos movement window lists
// the Gug's move for the chosen card; Accept all moves it; Undo puts it back. The whole phase
// (steps 1–4, accepted and undone) is ./arkham-mythos-phase.ts.
import type { Assert, Batch, Scenario } from "../scenario";
import type { WorldDriver } from "../world-driver";
import { arkhamBoard } from "./arkham-board";
import { mythosPhase } from "./arkham-mythos-phase";

/** The Mythos movement window's id (src/foundry/arkham/windows/mythos-window.ts). */
const MYTHOS_WINDOW = "monster-autopilot-arkham-mythos";

const acceptAndUndo: Scenario = {
  title: "Mythos movement: the moves drawn, Accept all, Undo",
  async run(world: WorldDriver, assert: Assert) {
    const board = await arkhamBoard(world);
    const start = world.token(board.sceneId, board.gug);
    world.pressKey("arkhamOpenMythos");
    const window = await world.until("the Mythos movement window open with Accept all", () =>
      world.windows().find((w) => w.id === MYTHOS_WINDOW && w.rendered && w.actions.includes("acceptAll")),
    );
    assert.include(window.text, "Gug", "the window lists the Gug's move");

    world.press(MYTHOS_WINDOW, "acceptAll");
    const moved = await world.until("the Gug moved", () => {
      const now = world.token(board.sceneId, board.gug);
      return now.x !== start.x || now.y !== start.y ? now : null;
    });
    assert.notDeepEqual({ x: moved.x, y: moved.y }, { x: start.x, y: start.y }, "Accept all moves the Gug");

    await world.until("the Mythos window offers Undo", () =>
      world.windows().find((w) => w.id === MYTHOS_WINDOW && w.actions.includes("undo")),
    );
    world.press(MYTHOS_WINDOW, "undo");
    const back = await world.until("the Gug back where it stood", () => {
      const now = world.token(board.sceneId, board.gug);
      return now.x === start.x && now.y === start.y ? now : null;
    });
    assert.deepEqual({ x: back.x, y: back.y }, { x: start.x, y: start.y }, "Undo puts the Gug back");
    assert.deepEqual(world.errors(), [], "no error notification");
  },
};

/** The Arkham batch. */
export const ARKHAM_MYTHOS: Batch = {
  key: "monster-autopilot.arkham-mythos",
  title: "Arkham: the Mythos phase and movement",
  scenarios: [acceptAndUndo, mythosPhase],
};
