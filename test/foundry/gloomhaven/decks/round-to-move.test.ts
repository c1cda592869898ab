import { describe, expect, it } from "vitest";
import en from "../../../../lang/en.json";
import { decideMonsterTurn, RULE_SETS } from "../../../../src/core/gloomhaven";
import { cardAbility, monsterCatalogue } from "../../../../src/core/gloomhaven/decks";
import { drawnCardForm } from "../../../../src/foundry/gloomhaven/decks/turn-card";
import { correctDraw, drawForRound } from "../../../../src/foundry/gloomhaven/decks/round-start";
import { readScene } from "../../../../src/foundry/gloomhaven/read-scene";
import { TurnController, type TurnEnvironment } from "../../../../src/foundry/gloomhaven/turn-controller";
import { defaultAbilityForm, toMonsterAction } from "../../../../src/view/gloomhaven/ability-form";
import { withPresetStats } from "../../../../src/view/gloomhaven/decks/preset-data";
import { DEFAULT_MONSTER_DATA } from "../../../../src/view/gloomhaven/monster-data";
import { localizerFromJson } from "../../../../src/view/i18n";
import { seededRandom } from "../../../../src/cli/seeded-random";
import { historyOn } from "../builders";
import { fakeScene, fakeToken, FakeHexGrid, FakeMovableToken, GRID } from "../../runtime/ports";
import { FakeCombat } from "./fake-combat";

const i18n = localizerFromJson(en);
const catalogue = monsterCatalogue();
const guard = catalogue.monsterById.get("gloomhaven/bandit-guard")!;
const grid = new FakeHexGrid(GRID.HEXODDQ);
const centre = (i: number, j: number) => grid.getCenterPoint({ i, j });
/** A Bandit Guard far from the Brute: it must walk its whole move toward him. */
const scene = fakeScene({
  grid,
  tokens: [
    fakeToken("guard", centre(3, 1), { name: "Bandit Guard" }),
    fakeToken("brute", centre(3, 8), { hasPlayerOwner: true, name: "Brute" }),
  ],
});

/** The guard's Monster turn window logic over the fake scene, with the rules core deciding. */
function turnWindow(form: ReturnType<typeof defaultAbilityForm>) {
  const token = new FakeMovableToken("guard", { x: centre(3, 1).x - 50, y: centre(3, 1).y - 50 });
  const env: TurnEnvironment = {
    readScene: () =>
      readScene(scene, {
        activeTokenId: "guard",
        recognition: "disposition",
        labelOf: (o) => `${o.i}:${o.j}`,
      }),
    decide: (scenario, action, ruleSet) => decideMonsterTurn(scenario, action, RULE_SETS[ruleSet]),
    ruleSet: () => "gloomhaven",
    highlight: () => undefined,
    movementActions: () => new Set(["walk", "jump"]),
    findToken: (_scene, id) => (id === "guard" ? token : undefined),
    animate: () => false,
    history: historyOn().history,
  };
  return { controller: new TurnController(env, "scene", "guard", form), token };
}

describe("a round of a Gloomhaven scenario without typing a number", () => {
  it("round start → the guard's card is drawn → its turn window opens prefilled → Move", async () => {
    const combat = new FakeCombat([
      { id: "c-guard", name: "Bandit Guard", type: guard, elite: false, standee: 1, initiative: null },
      { id: "c-brute", name: "Brute", type: null, elite: false, standee: 0, initiative: 50 },
    ]);
    combat.round = 1;
    const { drawn } = await drawForRound(combat.port(), catalogue, seededRandom(12));
    expect(drawn).toHaveLength(1);
    // The GM's table drew 525 (Move +1, Attack -1): picked by hand, as with a physical deck.
    await correctDraw(
      combat.port(),
      "gloomhaven/guard",
      { kind: "pick", card: 525 },
      catalogue,
      seededRandom(12),
    );
    expect(combat.combatants[0]!.initiative).toBe(30);

    // The guard's turn: its window opens from the level-1 stat card and the drawn card.
    const { data, line } = withPresetStats(
      { ...DEFAULT_MONSTER_DATA, type: "Bandit Guard", standee: 1 },
      {},
      guard,
      1,
    );
    const base = defaultAbilityForm(data);
    const prefilled = drawnCardForm([combat.flag], line, base, i18n);
    expect(prefilled?.card).toMatchObject({
      card: 525,
      initiative: 30,
      summary: "Move +1, Attack -1",
      notes: [],
    });
    const form = prefilled!.form;
    expect(toMonsterAction(form)).toMatchObject({ move: 4, mode: "walk", attack: { range: 0, targets: 1 } });

    const { controller, token } = turnWindow(form);
    controller.recompute(true);
    const chosen = controller.selectedOption();
    expect(chosen?.path).toHaveLength(5);
    expect(await controller.accept()).toBe("moved");
    expect(token.calls).toHaveLength(1);
    expect(token.x).not.toBe(centre(3, 1).x - 50);
  });

  it("every standee of the type opens with the same card; a card flagged complex shows its note", async () => {
    const hound = catalogue.monsterById.get("gloomhaven/hound")!;
    const combat = new FakeCombat([
      { id: "h1", name: "Hound", type: hound, elite: true, standee: 1, initiative: null },
      { id: "h2", name: "Hound", type: hound, elite: false, standee: 2, initiative: null },
    ]);
    combat.round = 1;
    await drawForRound(combat.port(), catalogue, seededRandom(13));
    await correctDraw(
      combat.port(),
      "gloomhaven/hound",
      { kind: "pick", card: 547 },
      catalogue,
      seededRandom(13),
    );
    const forms = [true, false].map((elite) => {
      const { data, line } = withPresetStats({ ...DEFAULT_MONSTER_DATA, elite }, {}, hound, 2);
      return drawnCardForm([combat.flag], line, defaultAbilityForm(data), i18n)!;
    });
    expect(forms.map((f) => f.card.card)).toEqual([547, 547]);
    expect(forms[0]!.card.notes.join(" ")).toMatch(/check the printed card/);
    const card547 = catalogue.deckById.get("gloomhaven/hound")!.cards.find((c) => c.card === 547)!;
    const expected = cardAbility(card547, hound.levels[2]!.elite!, catalogue.areas);
    expect(toMonsterAction(forms[0]!.form).move).toBe(expected.move?.total);
  });

  it("opens without a card (the GM's presets as before) when the type has no card this round", () => {
    const { data, line } = withPresetStats({ ...DEFAULT_MONSTER_DATA }, {}, guard, 1);
    expect(drawnCardForm([undefined], line, defaultAbilityForm(data), i18n)).toBeNull();
    expect(drawnCardForm([undefined], null, defaultAbilityForm(data), i18n)).toBeNull();
  });
});
