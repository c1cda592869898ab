// @vitest-environment happy-dom
// The Monster turn window with a drawn card the one-turn window cannot play, end to end on the
// fake Foundry runtime: Cave Bear 601 (attack, move, attack; SQ-0 S1) opens the window with the
// sequence options; Move moves the token and pauses at the attack with Continue; Continue
// finishes; Undo puts the token back. A one-move-one-attack card keeps the one-turn window.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { monsterCatalogue } from "../../../src/core/gloomhaven/decks";
import { correctDraw, drawForRound } from "../../../src/foundry/gloomhaven/decks/round-start";
import { seededRandom } from "../../../src/cli/seeded-random";
import { FakeCombat as DeckCombat } from "../gloomhaven/decks/fake-combat";
import { FakeActor, FakeToken } from "../runtime/documents";
import { settle, startWorld, type FakeFoundry, type FakeWorld } from "../runtime/install";
import { cornerOf, hexCombatWorld, TWO_GMS_AND_A_PLAYER } from "./hex-scene";

const catalogue = monsterCatalogue();
let world: FakeWorld;
let gm: FakeFoundry;

beforeEach(async () => {
  world = await startWorld(TWO_GMS_AND_A_PLAYER);
  gm = world.client("gm-a");
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

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

/**
 * The Guard as a preset monster (`name`) whose deck drew `card`, the Brute at row 2 column
 * `bruteColumn` (a Tinkerer at `tinkererColumn` if given); then the Guard's turn.
 */
async function guardTurn(
  monsterId: string,
  name: string,
  card: number,
  bruteColumn = 3,
  tinkererColumn?: number,
) {
  const built = hexCombatWorld(world);
  if (tinkererColumn !== undefined) {
    const at = cornerOf(2, tinkererColumn);
    built.scene.addToken(
      new FakeToken("tinker", "Tinkerer", at.x, at.y, 1, new FakeActor("a3", "Tinkerer", true)),
    );
  }
  const { guard, brute, combat } = built;
  Object.assign(guard, { name });
  if (guard.actor) Object.assign(guard.actor, { name });
  const bruteAt = cornerOf(2, bruteColumn);
  brute.x = bruteAt.x;
  brute.y = bruteAt.y;
  combat.flags = { "monster-autopilot": { decks: await decksFlag(monsterId, name, card) } };
  const bruteCombatant = combat.combatants.get("c-brute");
  if (bruteCombatant) bruteCombatant.initiative = 30;
  await world.nextTurn(combat);
  await settle();
  const app = gm.instances.get("monster-autopilot-turn-guard");
  return { ...built, app };
}

function visible(app: { element: HTMLElement } | undefined, selector: string): boolean {
  const element = app?.element.querySelector<HTMLElement>(selector);
  return element !== null && element !== undefined && !element.classList.contains("ma-part-hidden");
}

describe("SQ-1: a drawn card beyond one move and one attack is played in the window as a sequence", () => {
  it("shows the sequence options, Move moves and pauses with Continue, Continue finishes, Undo puts the token back", async () => {
    const { app, guard, guardAt } = await guardTurn("gloomhaven/cave-bear", "Cave Bear", 601);
    expect(gm.hooks.errors).toEqual([]);
    expect(app?.rendered).toBe(true);
    expect(visible(app, ".ma-sequence-options")).toBe(true);
    expect(visible(app, ".ma-turn-options")).toBe(false);
    expect(visible(app, ".ma-ability")).toBe(false);
    expect(app?.element.querySelectorAll(".ma-sequence-options .ma-option").length).toBeGreaterThan(0);
    expect(app?.element.innerHTML).not.toContain("MONSTER_AUTOPILOT.");
    expect(gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.size).toBeGreaterThan(0);

    app?.click('[data-action="acceptMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect(guard.moves).toHaveLength(1);
    expect({ x: guard.x, y: guard.y }).not.toEqual(guardAt);
    expect(app?.element.querySelector(".ma-sequence-pause")?.textContent).toContain("Brute");
    expect(app?.element.querySelector('[data-action="continueSequence"]')).not.toBeNull();
    const move = app?.element.querySelector<HTMLButtonElement>('[data-action="acceptMove"]');
    expect(move?.disabled).toBe(true);

    app?.click('[data-action="continueSequence"]');
    await settle();
    expect(app?.element.querySelector(".ma-sequence-done")).not.toBeNull();
    expect(app?.element.querySelector('[data-action="continueSequence"]')).toBeNull();
    expect(gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.size ?? 0).toBe(0);

    app?.click('[data-action="undoMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect({ x: guard.x, y: guard.y }).toEqual(guardAt);
    expect(app?.element.querySelector(".ma-sequence-done")).toBeNull();
    expect(gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.size).toBeGreaterThan(0);
    expect(gm.notifications.shown.filter((n) => n.type === "error")).toEqual([]);
  });

  it("Target died at the first attack: the rest is played against the next enemy (SQ-17)", async () => {
    const { app, scene, guard } = await guardTurn("gloomhaven/cave-bear", "Cave Bear", 601, 2, 3);
    app?.click('[data-action="acceptMove"]');
    await settle();
    expect(guard.moves).toHaveLength(0);
    expect(app?.element.querySelector(".ma-sequence-pause")?.textContent).toContain("Brute");
    expect(gm.notifications.shown).toEqual([]);
    await scene.deleteEmbeddedDocuments("Token", ["brute"]);
    app?.click('[data-action="targetChanged"]');
    await settle();
    app?.click('[data-action="acceptMove"]');
    await settle();
    expect(gm.actionErrors).toEqual([]);
    expect(guard.moves).toHaveLength(1);
    expect(app?.element.querySelector(".ma-sequence-pause")?.textContent).toContain("Tinkerer");
  });

  it("closing the window clears the sequence highlight", async () => {
    const { app } = await guardTurn("gloomhaven/cave-bear", "Cave Bear", 601);
    app?.click('[data-action="skipTurn"]');
    await settle();
    expect(gm.instances.has("monster-autopilot-turn-guard")).toBe(false);
    expect(gm.layer.layers.get("monster-autopilot.hex-turn.guard")?.size ?? 0).toBe(0);
  });

  it("a one-move-one-attack card (Bandit Guard 525) keeps the one-turn window", async () => {
    const { app } = await guardTurn("gloomhaven/bandit-guard", "Bandit Guard", 525);
    expect(visible(app, ".ma-turn-options")).toBe(true);
    expect(visible(app, ".ma-ability")).toBe(true);
    expect(visible(app, ".ma-sequence-options")).toBe(false);
  });
});
