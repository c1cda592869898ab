// The hex main path in a live world: a combat of two Bandit Guards on the prepared hex scene; each
// monster's turn opens its Monster turn window with its path, end hex and focus highlighted; Move
// walks the token to the end hex; the next monster's highlight survives the previous window
// closing; Undo puts the token back where and as it stood; a new round draws the decks and the
// current monster's window opens again.
import { monsterTurnWindowId } from "../../gloomhaven";
import type { Assert, Batch, Scenario } from "../scenario";
import type { WindowReading, WorldDriver } from "../world-driver";
import {
  checkTurnHighlight,
  hexBoard,
  monsterTurnSettings,
  sameOffset,
  shownMarks,
  type HexBoard,
} from "./hex-board";

/** How long a window that reopened must stay open to count as open (a closing window leaves sooner). */
const STAYS_OPEN_MS = 500;

/** Waits until the token's Monster turn window is rendered and not closing. */
function openTurnWindow(world: WorldDriver, tokenId: string, label: string): Promise<WindowReading> {
  const id = monsterTurnWindowId(tokenId);
  return world.until(`${label}: its Monster turn window open`, () =>
    world.windows().find((w) => w.id === id && w.rendered && !w.closing),
  );
}

/** Waits until the token's open Monster turn window offers Move (its options computed). */
function offersMove(world: WorldDriver, tokenId: string, label: string): Promise<WindowReading> {
  const id = monsterTurnWindowId(tokenId);
  return world.until(`${label}: its Monster turn window offers Move`, () =>
    world.windows().find((w) => w.id === id && w.rendered && !w.closing && w.actions.includes("acceptMove")),
  );
}

/** Starts a combat of the two guards and waits for the first monster's window. */
async function startGuardCombat(world: WorldDriver, board: HexBoard): Promise<string> {
  const combatId = await world.createCombat(
    board.sceneId,
    board.guards.map((tokenId) => ({ tokenId, initiative: null })),
  );
  await world.startCombat(combatId);
  return combatId;
}

/** The token whose turn it is, once the combat has one. */
function currentToken(world: WorldDriver, combatId: string, label: string): Promise<string> {
  return world.until(`${label}: a combatant's turn`, () => world.combat(combatId).current);
}

const mainPath: Scenario = {
  title: "a monster's turn: highlight, Move, the next monster's highlight, Undo",
  async run(world: WorldDriver, assert: Assert) {
    await monsterTurnSettings(world, { decks: false });
    const board = await hexBoard(world);
    const combatId = await startGuardCombat(world, board);
    const first = await currentToken(world, combatId, "combat start");
    await offersMove(world, first, "the first monster");
    const end = await checkTurnHighlight(world, assert, board, first, "the first monster");
    const before = world.token(board.sceneId, first);

    world.press(monsterTurnWindowId(first), "acceptMove");
    const moved = await world.until("the first monster at its end hex", () => {
      const now = world.token(board.sceneId, first);
      return sameOffset(now.offset, end) ? now : null;
    });
    assert.deepEqual(moved.offset, end, "Move puts the token on the highlighted end hex");

    await world.nextTurn(combatId);
    const second = await world.until("the second monster's turn", () => {
      const current = world.combat(combatId).current;
      return current && current !== first ? current : null;
    });
    await openTurnWindow(world, second, "the second monster");
    await world.until("the first monster's window closed", () =>
      world.windows().every((w) => w.id !== monsterTurnWindowId(first)),
    );
    await world.wait(STAYS_OPEN_MS);
    await checkTurnHighlight(
      world,
      assert,
      board,
      second,
      "the second monster, after the first window closed",
    );

    world.pressKey("undoMonsterMove");
    const back = await world.until("the first monster back where it started", () => {
      const now = world.token(board.sceneId, first);
      return sameOffset(now.offset, before.offset) ? now : null;
    });
    assert.deepEqual(
      { x: back.x, y: back.y, rotation: back.rotation, elevation: back.elevation },
      { x: before.x, y: before.y, rotation: before.rotation, elevation: before.elevation },
      "Undo restores the token's position, rotation and elevation",
    );
    await offersMove(world, second, "the second monster after the Undo by key");
    assert.isAbove(shownMarks(world).length, 0, "the open window's highlight is shown after the Undo");
    assert.deepEqual(world.errors(), [], "no error notification");
  },
};

const roundStart: Scenario = {
  title: "a new round draws the monster decks and reopens the current monster's window",
  async run(world: WorldDriver, assert: Assert) {
    await monsterTurnSettings(world, { decks: true });
    const board = await hexBoard(world, "Monster Autopilot test: round start");
    const combatId = await startGuardCombat(world, board);
    const first = await currentToken(world, combatId, "combat start");
    await openTurnWindow(world, first, "round 1");
    const cards = await world.until("round 1: the drawn cards posted", () =>
      world.chatMessages().length > 0 ? world.chatMessages().length : null,
    );
    const initiatives = world.combat(combatId).turns.map((t) => t.initiative);
    assert.ok(
      initiatives.every((i) => typeof i === "number"),
      "the drawn cards set the monsters' initiatives",
    );

    await world.nextRound(combatId);
    await world.until("round 2: its drawn cards posted", () => world.chatMessages().length > cards);
    const current = await currentToken(world, combatId, "round 2");
    await openTurnWindow(world, current, "round 2");
    await world.wait(STAYS_OPEN_MS);
    await openTurnWindow(world, current, "round 2, a moment later");
    assert.deepEqual(world.errors(), [], "no error notification");
  },
};

/** The hex main path batch. */
export const HEX_TURNS: Batch = {
  key: "monster-autopilot.hex-turns",
  title: "Hex turns: the main path",
  scenarios: [mainPath, roundStart],
};
