// @vitest-environment happy-dom
// End to end on the fake Foundry runtime: a drawn Mythos card the rules core leaves to the table
// (spec "Out of scope") is explained in the Mythos window, set aside onto the discard pile only
// when the GM presses it, the next card is drawn and accepted, and Undo last phase restores the deck;
// the Chthonian's die, which step 3 leaves to the GM, is rolled from the phase part.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODULE_ID } from "../../../src/foundry/constants";
import { FakeActor, FakeToken, type FakeScene } from "../runtime/documents";
import { arkhamGameScene, enterMythos } from "./arkham-game-scene";
import { bootModule, settle, type FakeFoundry } from "../runtime/install";

let foundry: FakeFoundry;

beforeEach(async () => {
  foundry = await bootModule();
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

interface DeckFlag {
  mythosDeck: string[];
  mythosDiscard: string[];
}

const REFUSED = "The Story Continues…";
const NEXT = "Manhunt in Arkham!";

/**
 * The game scene, viewed, its deck stacked: the shuffle card on top, then Manhunt in Arkham!; one
 * card already discarded, so the deck is drawn in order, not shuffled first.
 */
async function stackedScene(): Promise<FakeScene> {
  const scene = await arkhamGameScene();
  const state = scene.getFlag(MODULE_ID, "arkhamState") as DeckFlag;
  await scene.setFlag(MODULE_ID, "arkhamState", {
    ...state,
    mythosDeck: [REFUSED, NEXT, "Big Storm Sweeps Arkham!"],
    mythosDiscard: ["Planetary Alignment"],
  });
  foundry.scenes.set(scene.id, scene);
  foundry.view(scene);
  foundry.hooks.callAll("canvasReady");
  return scene;
}

/** Every token's data and the game-state flag: what Undo must restore. */
function snapshot(scene: FakeScene) {
  return {
    tokens: scene.tokens.contents.map((t) => t.toObject()),
    state: structuredClone(scene.getFlag(MODULE_ID, "arkhamState")),
  };
}

const deckOf = (scene: FakeScene) => scene.getFlag(MODULE_ID, "arkhamState") as DeckFlag;

describe("a drawn Mythos card the rules core cannot play", () => {
  it("says why, sets it aside when the GM presses it, draws the next card, and Undo restores the deck", async () => {
    const scene = await stackedScene();
    const before = snapshot(scene);
    const mythos = await enterMythos(foundry);
    mythos.click('[data-action="drawPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    const text = (selector: string) => mythos.element.querySelector(selector)?.textContent ?? "";
    expect(text(".ma-phase-card")).toContain(REFUSED);
    expect(text(".ma-phase-problem")).toContain(`cannot play ${REFUSED}`);
    expect(text(".ma-phase-refusal")).toContain("no headline, environment or rumor");
    expect(mythos.element.innerHTML).not.toContain("MONSTER_AUTOPILOT.");
    expect(mythos.element.querySelector<HTMLButtonElement>('[data-action="acceptPhase"]')?.disabled).toBe(
      true,
    );
    // Drawing writes nothing: the refused card is still on top until the GM sets it aside.
    expect(snapshot(scene)).toEqual(before);

    mythos.click('[data-action="setAsidePhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(deckOf(scene).mythosDiscard).toEqual(["Planetary Alignment", REFUSED]);
    expect(deckOf(scene).mythosDeck).toEqual([NEXT, "Big Storm Sweeps Arkham!"]);
    expect(foundry.notifications.shown.map((n) => n.text)).toContain(
      `${REFUSED} is set aside on the discard pile.`,
    );
    // The next card is drawn at once and can be accepted.
    expect(text(".ma-phase-card")).toContain(NEXT);
    expect(mythos.element.querySelector('[data-action="setAsidePhase"]')).toBeNull();
    expect(mythos.element.querySelectorAll(".ma-outcome").length).toBeGreaterThan(0);
    const afterSetAside = snapshot(scene);

    mythos.click('[data-action="acceptPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(deckOf(scene).mythosDiscard).toEqual(["Planetary Alignment", REFUSED, NEXT]);

    // Undo last phase takes back the accepted phase, then the setting aside: the deck as it was.
    mythos.click('[data-action="undoPhase"]');
    await settle();
    expect(snapshot(scene)).toEqual(afterSetAside);
    mythos.click('[data-action="undoPhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(snapshot(scene)).toEqual(before);
  });

  it("is put back on the deck by the Arkham state window's undo too", async () => {
    const scene = await stackedScene();
    const before = snapshot(scene);
    const mythos = await enterMythos(foundry);
    mythos.click('[data-action="drawPhase"]');
    await settle();
    mythos.click('[data-action="setAsidePhase"]');
    await settle();
    expect(deckOf(scene).mythosDiscard).toContain(REFUSED);
    await foundry.controls.render();
    foundry.controls.click("ma-arkham-state");
    await settle();
    const stateWindow = foundry.instances.get("monster-autopilot-arkham-state");
    if (stateWindow === undefined) throw new Error("no state window");
    stateWindow.click('[data-action="undo"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(snapshot(scene)).toEqual(before);
  });

  it("after a card picked by hand, sets it aside and waits for the GM's next pick", async () => {
    const scene = await stackedScene();
    const mythos = await enterMythos(foundry);
    const pick = mythos.element.querySelector<HTMLSelectElement>(".ma-phase-pick");
    if (pick === null) throw new Error("no card list");
    pick.value = "A New Dawn!";
    mythos.click('[data-action="pickPhase"]');
    await settle();
    expect(mythos.element.querySelector(".ma-phase-refusal")?.textContent).toContain(
      "several gate locations",
    );
    mythos.click('[data-action="setAsidePhase"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(deckOf(scene).mythosDiscard).toEqual(["Planetary Alignment", "A New Dawn!"]);
    expect(mythos.element.querySelector(".ma-phase-card")).toBeNull();
    expect(foundry.notifications.shown.map((n) => n.text)).toContain("Pick the next card by hand.");
  });

  it("offers no setting aside when the game state, not the card, is at fault", async () => {
    const scene = await stackedScene();
    const state = scene.getFlag(MODULE_ID, "arkhamState") as { doomTrack: number };
    await scene.setFlag(MODULE_ID, "arkhamState", { ...state, doom: state.doomTrack });
    const mythos = await enterMythos(foundry);
    mythos.click('[data-action="drawPhase"]');
    await settle();
    expect(mythos.element.querySelector(".ma-phase-refusal")?.textContent ?? "").not.toBe("");
    expect(mythos.element.querySelector('[data-action="setAsidePhase"]')).toBeNull();
  });
});

/** Foundry's `Roll` (https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html): `new Roll(formula)`, `await evaluate()` resolves the roll, `total` its result; here the die shows `face`. */
function stubDie(face: number): string[] {
  const formulas: string[] = [];
  vi.stubGlobal(
    "Roll",
    class {
      total: number | undefined;
      constructor(readonly formula: string) {
        formulas.push(formula);
      }
      evaluate() {
        this.total = face;
        return Promise.resolve(this);
      }
    },
  );
  return formulas;
}

describe("the Chthonian's die in step 3 of the phase (rules §5)", () => {
  it("is rolled from the phase part with Foundry's dice, posted to chat and shown with its result", async () => {
    const scene = await stackedScene();
    const rivertown = scene.regions.get("r-rivertown")?.bounds ?? { x: 0, y: 0 };
    scene.addToken(
      new FakeToken(
        "chthonian",
        "Chthonian",
        rivertown.x,
        rivertown.y,
        -1,
        new FakeActor("a-ch", "Chthonian"),
      ),
    );
    const formulas = stubDie(5);
    const mythos = await enterMythos(foundry);
    const pick = mythos.element.querySelector<HTMLSelectElement>(".ma-phase-pick");
    if (pick === null) throw new Error("no card list");
    pick.value = NEXT;
    mythos.click('[data-action="pickPhase"]');
    await settle();
    const effect = mythos.element.querySelector('.ma-phase-event[data-kind="monster-effect"]');
    expect(effect?.textContent).toContain("Chthonian does not move; it rolls a die instead");
    expect(mythos.element.innerHTML).not.toContain("resolve it at the table");
    const posted = vi.spyOn(ChatMessage, "create");
    mythos.click('.ma-phase-effect[data-monster="chthonian"] [data-action="rollPhaseEffect"]');
    await settle();
    expect(foundry.actionErrors).toEqual([]);
    expect(formulas).toEqual(["1d6"]);
    expect(posted.mock.calls.map(([m]) => (m as { flavor: string }).flavor)).toEqual([
      "Chthonian (Mythos phase): Rolled 5: the loss applies.",
    ]);
    expect(mythos.element.querySelector(".ma-phase-effect .ma-roll-result")?.textContent).toBe(
      "Rolled 5: the loss applies.",
    );
    expect(mythos.element.querySelector('[data-action="rollPhaseEffect"]')).toBeNull();
  });
});
