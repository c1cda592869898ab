import { describe, expect, it } from "vitest";
import { baseBoard, resolveMythosPhase } from "../../../src/core/arkham";
import { phaseRefusal } from "../../../src/view/arkham";
import { draws, gameState } from "../../core/arkham-mythos/builders";
import { i18n } from "./i18n";

const board = baseBoard();

/** The refusal of the phase `card` would start on the base board, in English. */
function refusalOf(card: string, state = gameState()) {
  return phaseRefusal(resolveMythosPhase(state, { card }, draws(), { board, moveMonsters: false }), i18n);
}

describe("a drawn Mythos card the rules core leaves to the table (spec “Out of scope”)", () => {
  it("offers to set the shuffle card aside, saying it is no headline, environment or rumor", () => {
    const refusal = refusalOf("The Story Continues…");
    expect(refusal?.setAside).toBe(true);
    expect(refusal?.reasons).toEqual([
      "It is no headline, environment or rumor (such as The Story Continues…, which reshuffles the deck): play it at the table.",
    ]);
  });

  it("names several gate and clue locations as the table's decision", () => {
    const refusal = refusalOf("A New Dawn!");
    expect(refusal?.setAside).toBe(true);
    expect(refusal?.reasons).toEqual([
      "It names several gate locations: which one opens is decided at the table.",
      "It names several clue locations: which one gets the clue is decided at the table.",
    ]);
  });

  it("names a location of an expansion board that is not on this board", () => {
    const refusal = refusalOf("Along Came Jones");
    expect(refusal?.setAside).toBe(true);
    expect(refusal?.reasons).toEqual([
      "Its gate location “Devil's Hopyard” is not on this board (a location of an expansion board).",
      "Its clue location “Wizard's Hill” is not on this board (a location of an expansion board).",
    ]);
  });

  it("never offers to set a card aside when the game state is at fault, as the next card would fail too", () => {
    const refusal = refusalOf("The Story Continues…", gameState({ terror: 99 }));
    expect(refusal?.setAside).toBe(false);
    expect(refusal?.reasons.some((r) => r.includes("$.state.terror"))).toBe(true);
  });

  it("is undefined for a card the core resolves", () => {
    expect(refusalOf("Manhunt in Arkham!")).toBeUndefined();
  });
});
