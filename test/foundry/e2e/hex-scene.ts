// A hex scene on the fake Foundry runtime: one monster, one character, a combat linked to no scene.
import { FakeHexGrid, GRID } from "../runtime/ports";
import { FakeActor, FakeCombat, FakeCombatant, FakeScene, FakeToken } from "../runtime/documents";
import type { FakeFoundry, FakeWorld } from "../runtime/install";

const HOSTILE = -1;
const FRIENDLY = 1;

/** Top-left corner of a 100 × 100 token centred on the hex at offset (i, j) of a pointy odd-r grid. */
export function cornerOf(i: number, j: number): { x: number; y: number } {
  const c = new FakeHexGrid(GRID.HEXODDR).getCenterPoint({ i, j });
  return { x: c.x - 50, y: c.y - 50 };
}

/** Scene s1 (odd-r hexes): Guard (hostile) at row 2 col 1, Brute (a player's) at row 2 col 5; combat with no scene. */
export function hexCombatScene(foundry: FakeFoundry) {
  const scene = new FakeScene("s1", "Crypt", { sceneRect: { x: 0, y: 0, width: 1000, height: 900 } });
  const guardAt = cornerOf(2, 1);
  const bruteAt = cornerOf(2, 5);
  const guard = scene.addToken(
    new FakeToken("guard", "Guard", guardAt.x, guardAt.y, HOSTILE, new FakeActor("a1", "Guard")),
  );
  const brute = scene.addToken(
    new FakeToken("brute", "Brute", bruteAt.x, bruteAt.y, FRIENDLY, new FakeActor("a2", "Brute", true)),
  );
  foundry.scenes.set(scene.id, scene);
  const combat = new FakeCombat("c");
  combat.add(new FakeCombatant("c-guard", "s1", "guard", 20, () => foundry.scenes));
  combat.add(new FakeCombatant("c-brute", "s1", "brute", 10, () => foundry.scenes));
  foundry.combats.set(combat.id, combat);
  foundry.game.combat = combat;
  foundry.view(scene);
  return { scene, guard, brute, guardAt, combat };
}

/** The three clients the main-path tests run: the active GM, an assistant GM and a player. */
export const TWO_GMS_AND_A_PLAYER = {
  users: [
    { id: "gm-a", isGM: true },
    { id: "gm-b", isGM: true },
    { id: "player", isGM: false },
  ],
  activeGM: "gm-a",
} as const;

/** The hex scene of `hexCombatScene`, viewed by every client of the world, its combat the one each views. */
export function hexCombatWorld(world: FakeWorld) {
  const built = hexCombatScene(world.client("gm-a"));
  for (const client of world.clients) {
    client.game.combat = built.combat;
    client.view(built.scene);
  }
  return built;
}
