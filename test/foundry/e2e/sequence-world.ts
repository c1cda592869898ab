// A Monster turn window playing a drawn card as a whole sequence, on the fake Foundry runtime: the
// hex scene of hex-scene.ts with the Guard as a preset monster whose deck drew a chosen card.
import { monsterCatalogue } from "../../../src/core/gloomhaven/decks";
import { correctDraw, drawForRound } from "../../../src/foundry/gloomhaven/decks/round-start";
import { seededRandom } from "../../../src/cli/seeded-random";
import { FakeCombat as DeckCombat } from "../gloomhaven/decks/fake-combat";
import { FakeActor, FakeToken } from "../runtime/documents";
import { settle, type FakeWorld } from "../runtime/install";
import { cornerOf, hexCombatWorld } from "./hex-scene";

const catalogue = monsterCatalogue();

/** The decks flag of a combat whose GM picked `card` for the monster `monsterId` this round. */
async function decksFlag(monsterId: string, name: string, card: number): Promise<unknown> {
  const type = catalogue.monsterById.get(monsterId);
  if (!type) throw new Error(`no monster ${monsterId}`);
  const combat = new DeckCombat([{ id: "c-guard", name, type, elite: false, standee: 1, initiative: null }]);
  combat.round = 1;
  await drawForRound(combat.port(), catalogue, seededRandom(3));
  await correctDraw(combat.port(), type.deck, { kind: "pick", card }, catalogue, seededRandom(3));
  return combat.flag;
}

/** What a sequence turn is set up with besides the card: where the others stand, the scene's links. */
export interface GuardTurnSetup {
  /** The Brute's column on row 2 (default 3). */
  readonly bruteColumn?: number;
  /** A Tinkerer (a player's character) at row 2, this column. */
  readonly tinkererColumn?: number;
  /** More player characters at these offsets (row `i`, column `j`), named by their ids. */
  readonly others?: readonly { readonly id: string; readonly i: number; readonly j: number }[];
  /** The scene's linked hex pairs (its `links` flag, grid offsets). */
  readonly links?: readonly { readonly a: { i: number; j: number }; readonly b: { i: number; j: number } }[];
  /** The Guard token's hand-entered Monster data (its `monster` flag), e.g. `{ move: 5 }`. */
  readonly monsterData?: Readonly<Record<string, unknown>>;
}

/**
 * The Guard as a preset monster (`name`) whose deck drew `card`, the others placed as `setup`
 * says; then the Guard's turn. Returns the scene's documents and the Guard's window on gm-a.
 */
export async function guardTurn(
  world: FakeWorld,
  monsterId: string,
  name: string,
  card: number,
  setup: GuardTurnSetup = {},
) {
  const built = hexCombatWorld(world);
  const { guard, brute, combat, scene } = built;
  const characters = [
    ...(setup.tinkererColumn === undefined
      ? []
      : [{ id: "tinker", name: "Tinkerer", i: 2, j: setup.tinkererColumn }]),
    ...(setup.others ?? []).map((o) => ({ ...o, name: o.id })),
  ];
  characters.forEach((c, n) => {
    const at = cornerOf(c.i, c.j);
    scene.addToken(new FakeToken(c.id, c.name, at.x, at.y, 1, new FakeActor(`a-${n + 3}`, c.name, true)));
  });
  if (setup.links) scene.flags = { "monster-autopilot": { played: true, links: setup.links } };
  if (setup.monsterData) guard.flags["monster-autopilot"] = { monster: setup.monsterData };
  Object.assign(guard, { name });
  if (guard.actor) Object.assign(guard.actor, { name });
  const bruteAt = cornerOf(2, setup.bruteColumn ?? 3);
  brute.x = bruteAt.x;
  brute.y = bruteAt.y;
  combat.flags = { "monster-autopilot": { decks: await decksFlag(monsterId, name, card) } };
  const bruteCombatant = combat.combatants.get("c-brute");
  if (bruteCombatant) bruteCombatant.initiative = 30;
  await world.nextTurn(combat);
  await settle();
  const app = world.client("gm-a").instances.get("monster-autopilot-turn-guard");
  return { ...built, app };
}

/** Whether the window shows the element (present, its part not hidden). */
export function visible(app: { element: HTMLElement } | undefined, selector: string): boolean {
  const element = app?.element.querySelector<HTMLElement>(selector);
  return element !== null && element !== undefined && !element.classList.contains("ma-part-hidden");
}

/** Where a token moved onto row `i`, column `j` stands (Foundry keeps whole pixels). */
export function standsOn(i: number, j: number): { x: number; y: number } {
  const { x, y } = cornerOf(i, j);
  return { x: Math.round(x), y: Math.round(y) };
}
