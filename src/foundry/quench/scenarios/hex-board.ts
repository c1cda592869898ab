// The prepared hex scene of the in-world batches: two Bandit Guards (a preset monster type, so the
// round-start deck draw applies) and a character across an odd-rows hex grid, a wall and a
// difficult-terrain region out of their way.
import { HEX_FLAGS, HEX_SETTINGS } from "../../constants";
import type { Assert } from "../scenario";
import type { GridOffset, HighlightMark, WorldDriver } from "../world-driver";

/** The ids of the prepared hex scene's documents and where its monsters start. */
export interface HexBoard {
  readonly sceneId: string;
  readonly guards: readonly [string, string];
  readonly brute: string;
  readonly starts: ReadonlyMap<string, GridOffset>;
}

const GUARD_A: GridOffset = { i: 1, j: 1 };
const GUARD_B: GridOffset = { i: 5, j: 1 };
const BRUTE: GridOffset = { i: 3, j: 7 };

/** Creates, opts in and views the hex scene: 12 × 8 hexes of 100 px. */
export async function hexBoard(
  world: WorldDriver,
  name = "Monster Autopilot test: hex turns",
): Promise<HexBoard> {
  const sceneId = await world.createScene({ name, grid: "hex", columns: 12, rows: 8 });
  await world.optInScene(sceneId);
  const [a, b, brute] = await world.createTokens(sceneId, [
    { name: "Bandit Guard", at: GUARD_A, disposition: "hostile" },
    { name: "Bandit Guard", at: GUARD_B, disposition: "hostile" },
    { name: "Brute", at: BRUTE, disposition: "friendly", flags: { [HEX_FLAGS.side]: "character" } },
  ]);
  if (!a || !b || !brute) throw new Error("The test tokens were not created");
  const corner = world.centreOf(sceneId, { i: 7, j: 0 });
  await world.createWalls(sceneId, [{ from: corner, to: { x: corner.x + 150, y: corner.y } }]);
  const rubble = world.centreOf(sceneId, { i: 6, j: 10 });
  await world.createRegions(sceneId, [
    {
      name: "Rubble",
      rect: { x: rubble.x - 100, y: rubble.y - 100, width: 150, height: 150 },
      flags: { [HEX_FLAGS.terrain]: "difficult" },
    },
  ]);
  return {
    sceneId,
    guards: [a, b],
    brute,
    starts: new Map([
      [a, GUARD_A],
      [b, GUARD_B],
    ]),
  };
}

/**
 * Makes the module open the Monster turn window on monster turns, and draw deck cards at round
 * start or not (without a draw the window starts from the monster's own stat line, so the move it
 * shows does not depend on a shuffled card).
 */
export async function monsterTurnSettings(world: WorldDriver, options: { decks: boolean }): Promise<void> {
  await world.setSetting(HEX_SETTINGS.trigger, "combat-turn");
  await world.setSetting("deckAutoDraw", options.decks);
}

/** The highlight colours the module draws with (its world settings). */
function highlightColours(world: WorldDriver): { path: string; end: string; focus: string } {
  const colour = (key: string) => String(world.getSetting(key)).toLowerCase();
  return {
    path: colour(HEX_SETTINGS.colorPath),
    end: colour(HEX_SETTINGS.colorEnd),
    focus: colour(HEX_SETTINGS.colorFocus),
  };
}

/** Every mark on the module's highlight layers that Foundry shows (layers with positions recorded). */
export function shownMarks(world: WorldDriver): HighlightMark[] {
  return world.highlights().flatMap((layer) => (layer.count > 0 ? layer.marks : []));
}

/**
 * Waits for a monster's turn highlight and checks it: one end hex away from where the monster
 * stands, every path step between (none when it moves a single hex), and the focus ring on the
 * character. Returns the end hex.
 */
export async function checkTurnHighlight(
  world: WorldDriver,
  assert: Assert,
  board: HexBoard,
  tokenId: string,
  label: string,
): Promise<GridOffset> {
  const colours = highlightColours(world);
  const ends = await world.until(`${label}: its end hex highlighted`, () => {
    const found = shownMarks(world).filter((m) => m.color.toLowerCase() === colours.end);
    return found.length > 0 ? found : null;
  });
  assert.equal(ends.length, 1, `${label}: one end hex`);
  const end = ends[0]!.offset;
  const from = world.token(board.sceneId, tokenId).offset;
  assert.ok(!sameOffset(end, from), `${label}: the end hex is not where the monster stands`);
  const marks = shownMarks(world);
  const path = marks.filter((m) => m.color.toLowerCase() === colours.path);
  assert.ok(
    path.every((m) => !sameOffset(m.offset, from) && !sameOffset(m.offset, end)),
    `${label}: the path steps lie between the start and the end hex`,
  );
  const brute = world.token(board.sceneId, board.brute).offset;
  assert.ok(
    marks.some((m) => m.border.toLowerCase() === colours.focus && sameOffset(m.offset, brute)),
    `${label}: the Brute is marked as the focus`,
  );
  return end;
}

/** Whether two offsets name the same grid space. */
export function sameOffset(a: GridOffset, b: GridOffset): boolean {
  return a.i === b.i && a.j === b.j;
}
