// The Arkham Mythos phase in a live world: on the prepared board the Mythos movement window lists
// the Gug's move for the chosen card; Accept all moves it; Undo puts it back. With a new game set
// up, Draw Mythos card and one Accept write the whole phase (tokens created and moved, flags), and
// Undo last phase restores the scene. The phase with a monster type's actor is ./arkham-mythos-phase.ts.
import { newGameState } from "../../arkham";
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

/** The accepted phase's undo entry as the scene flag stores it (src/foundry/arkham/game-state/phase-undo.ts). */
interface PhaseUndoReading {
  readonly sets: readonly {
    readonly created: readonly string[];
    readonly moved: readonly { readonly tokenId: string; readonly x: number; readonly y: number }[];
  }[];
}

const wholePhase: Scenario = {
  title: "Mythos phase: Draw, one Accept places and moves the monsters, Undo last phase restores the scene",
  async run(world: WorldDriver, assert: Assert) {
    const board = await arkhamBoard(world);
    await world.setSceneFlag(
      board.sceneId,
      "arkhamState",
      newGameState({ players: 3, ancientOne: "Cthulhu", sets: ["base"] }),
    );
    const sceneKey = `Scene ${board.sceneId}`;
    const flagsBefore = world.moduleFlags(board.sceneId);
    const gug = world.token(board.sceneId, board.gug);
    const phaseUndo = () =>
      world.moduleFlags(board.sceneId)[sceneKey]?.["arkhamPhaseUndo"] as PhaseUndoReading | undefined;

    world.pressKey("arkhamOpenMythos");
    await world.until("the Mythos window offers Draw Mythos card", () =>
      world.windows().find((w) => w.id === MYTHOS_WINDOW && w.rendered && w.actions.includes("drawPhase")),
    );
    world.press(MYTHOS_WINDOW, "drawPhase");
    const drawn = await world.until("the drawn phase offered for Accept", () =>
      world.windows().find((w) => w.id === MYTHOS_WINDOW && w.rendered && w.actions.includes("acceptPhase")),
    );
    assert.include(drawn.text, world.localize("MONSTER_AUTOPILOT.ArkhamPhase.Step.3"), "step 3 is listed");
    assert.deepEqual(world.moduleFlags(board.sceneId), flagsBefore, "nothing is written before Accept");

    world.press(MYTHOS_WINDOW, "acceptPhase");
    const accepted = await world.until("the phase on the scene, one undo entry", () => {
      const sets = phaseUndo()?.sets;
      return sets?.length === 1 ? sets[0] : null;
    });
    assert.isAbove(accepted.created.length, 0, "the monster drawn for the new gate is a token");
    for (const id of accepted.created)
      assert.ok(
        `Token ${id}` in world.moduleFlags(board.sceneId),
        "a created token carries its monster flag",
      );
    for (const walked of accepted.moved.filter((m) => m.tokenId === board.gug))
      assert.deepEqual(
        { x: walked.x, y: walked.y },
        { x: gug.x, y: gug.y },
        "the Gug's position is saved before it walks",
      );

    await world.until("the Mythos window offers Undo last phase", () =>
      world.windows().find((w) => w.id === MYTHOS_WINDOW && w.actions.includes("undoPhase")),
    );
    world.press(MYTHOS_WINDOW, "undoPhase");
    await world.until("the phase undone", () => (phaseUndo()?.sets.length === 0 ? true : null));
    const back = world.token(board.sceneId, board.gug);
    assert.deepEqual(
      { x: back.x, y: back.y, rotation: back.rotation },
      { x: gug.x, y: gug.y, rotation: gug.rotation },
      "Undo puts the Gug back",
    );
    // An emptied undo history is the only trace the phase may leave.
    const withoutUndo = (flags: Record<string, Record<string, unknown>>) => {
      const { arkhamPhaseUndo: _history, ...scene } = flags[sceneKey] ?? {};
      return { ...flags, [sceneKey]: scene };
    };
    assert.deepEqual(
      withoutUndo(world.moduleFlags(board.sceneId)),
      withoutUndo(flagsBefore),
      "tokens and flags as before the phase",
    );
    assert.deepEqual(world.errors(), [], "no error notification");
  },
};

/** The Arkham batch. */
export const ARKHAM_MYTHOS: Batch = {
  key: "monster-autopilot.arkham-mythos",
  title: "Arkham: the Mythos movement and the whole phase",
  scenarios: [acceptAndUndo, wholePhase, mythosPhase],
};
