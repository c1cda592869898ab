import { describe, expect, it } from "vitest";
import { monsterCatalogue } from "../../../../src/core/gloomhaven/decks";
import { correctDraw, drawForRound } from "../../../../src/foundry/gloomhaven/decks/round-start";
import { drawnSequence, needsSequence } from "../../../../src/foundry/gloomhaven/decks/drawn-sequence";
import { withPresetStats } from "../../../../src/view/gloomhaven/decks/preset-data";
import { DEFAULT_MONSTER_DATA } from "../../../../src/view/gloomhaven/monster-data";
import { seededRandom } from "../../../../src/cli/seeded-random";
import { FakeCombat } from "../decks/fake-combat";

const catalogue = monsterCatalogue();

/** The drawn card of a one-monster combat whose GM picked `card` from the monster's deck. */
async function drawn(
  monsterId: string,
  deckId: string,
  name: string,
  card: number,
  patch: { move?: number; range?: number } = {},
) {
  const type = catalogue.monsterById.get(monsterId);
  if (!type) throw new Error(`no monster ${monsterId}`);
  const combat = new FakeCombat([
    { id: "c-m", name, type, elite: false, standee: 1, initiative: null },
    { id: "c-brute", name: "Brute", type: null, elite: false, standee: 0, initiative: 50 },
  ]);
  combat.round = 1;
  await drawForRound(combat.port(), catalogue, seededRandom(3));
  await correctDraw(combat.port(), deckId, { kind: "pick", card }, catalogue, seededRandom(3));
  const { data, line } = withPresetStats({ ...DEFAULT_MONSTER_DATA, type: name, standee: 1 }, patch, type, 1);
  return drawnSequence([combat.flag], line, data);
}

describe("SQ-1: the window plays a drawn card as a sequence when one move and one attack do not say it", () => {
  it("Cave Bear 601 (attack, move, attack) is played as a sequence", async () => {
    const card = await drawn("gloomhaven/cave-bear", "gloomhaven/cave-bear", "Cave Bear", 601);
    expect(card?.abilities.filter((a) => a.kind !== "narrated").map((a) => a.kind)).toEqual([
      "attack",
      "move",
      "attack",
    ]);
    expect(card?.focus).toEqual({ rule: "closest", within: null });
  });

  it("the card's move counts from the stat line as the GM entered it by hand", async () => {
    const moveOf = (card: Awaited<ReturnType<typeof drawn>>) =>
      card?.abilities.find((a) => a.kind === "move")?.move;
    const printed = moveOf(await drawn("gloomhaven/cave-bear", "gloomhaven/cave-bear", "Cave Bear", 601));
    const edited = await drawn("gloomhaven/cave-bear", "gloomhaven/cave-bear", "Cave Bear", 601, {
      move: 5,
    });
    expect(printed).toBe(1);
    // Cave Bear 601 is "Move -2" on the bear's base move 3; with a hand-entered Move 5 it moves 3.
    expect(moveOf(edited)).toBe(3);
  });

  it("Bandit Guard 525 (move, then attack) keeps the one-turn window", async () => {
    expect(await drawn("gloomhaven/bandit-guard", "gloomhaven/guard", "Bandit Guard", 525)).toBeNull();
  });

  it("a forced-movement rider, several attacks on one target or a melee reach needs the engine", () => {
    expect(
      needsSequence([
        { kind: "move", move: 2, mode: "walk" },
        { kind: "attack", range: 0, targets: 1 },
      ]),
    ).toBe(false);
    expect(
      needsSequence([{ kind: "attack", range: 3, targets: 1, forced: { kind: "pull", value: 2 } }]),
    ).toBe(true);
    expect(needsSequence([{ kind: "attack", range: 0, targets: 3, sameTarget: true }])).toBe(true);
    expect(
      needsSequence([
        { kind: "push", value: 1, range: 1 },
        { kind: "attack", range: 3, targets: 1 },
      ]),
    ).toBe(true);
    expect(
      needsSequence([
        { kind: "move", move: 2, mode: "walk" },
        { kind: "narrated", what: "heal" },
      ]),
    ).toBe(false);
  });
});
