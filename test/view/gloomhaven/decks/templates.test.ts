import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { matchMonsterType, monsterCatalogue } from "../../../../src/core/gloomhaven/decks";
import { buildDeckCard, buildDrawnLine } from "../../../../src/view/gloomhaven/decks/card-context";
import { buildDeckWindow } from "../../../../src/view/gloomhaven/decks/deck-window";
import {
  buildPresetTypeContext,
  readPresetTypeFields,
  withPresetStats,
} from "../../../../src/view/gloomhaven/decks/preset-data";
import { DEFAULT_MONSTER_DATA } from "../../../../src/view/gloomhaven/monster-data";
import { registerFoundryHelpers } from "../../../../src/view/handlebars-env";
import { i18n } from "../lang";

const handlebars = Handlebars.create();
registerFoundryHelpers(handlebars, i18n);
/** Only Foundry's helpers (as registerFoundryHelpers provides them) and Handlebars' built-ins. */
const knownHelpers = Object.fromEntries(Object.keys(handlebars.helpers).map((name) => [name, true]));
const render = (file: string, context: object) =>
  handlebars.compile(
    readFileSync(resolve(import.meta.dirname, "../../../../templates/gloomhaven", file), "utf8"),
    {
      knownHelpers,
      knownHelpersOnly: true,
    },
  )(context);
const rawKey = /MONSTER_AUTOPILOT\.[A-Za-z]/;

const catalogue = monsterCatalogue();
const guard = catalogue.monsterById.get("gloomhaven/bandit-guard")!;
const guardDeck = catalogue.deckById.get("gloomhaven/guard")!;
const card = (id: number) => guardDeck.cards.find((c) => c.card === id)!;

/** The value of a named select: its selected option, else its first (as a browser submits it). */
function selectValue(html: string, name: string): string {
  const body = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return (/<option value="([^"]*)"\s+selected/.exec(body) ?? /<option value="([^"]*)"/.exec(body))?.[1] ?? "";
}

function monsterDataForm(pick: unknown) {
  const { line } = withPresetStats({ ...DEFAULT_MONSTER_DATA }, {}, guard, 2);
  const presetType = buildPresetTypeContext(
    catalogue,
    pick,
    matchMonsterType(catalogue, "Bandit Guard", "gloomhaven"),
    line,
    i18n,
  );
  return render("monster-data.hbs", {
    data: DEFAULT_MONSTER_DATA,
    target: "token",
    targetName: "Bandit Guard 1",
    typePlaceholder: "Bandit Guard",
    sides: [],
    summoners: [],
    idPrefix: "ma-data",
    ...presetType,
  });
}

describe("the Monster data form's preset type picker", () => {
  it("offers matching by name, no preset, and the regular monsters by game box", () => {
    const html = monsterDataForm(undefined);
    expect(html).not.toMatch(rawKey);
    expect(html).toContain("Match by name (Bandit Guard (gloomhaven/bandit-guard))");
    expect(html).toContain('<optgroup label="Jaws of the Lion">');
    expect(html).toContain("Stat card: Bandit Guard, level 2, normal: move 3, range Melee");
    expect(selectValue(html, "deckType")).toBe("");
    expect(selectValue(html, "deckScenarioType")).toBe("");
    expect(html).not.toMatch(/<details open/);
  });

  it("submits a picked regular monster, and a scenario monster from its own list", () => {
    const regular = monsterDataForm("frosthaven/hound");
    expect(
      readPresetTypeFields({ deckType: selectValue(regular, "deckType"), deckScenarioType: "" }, catalogue),
    ).toBe("frosthaven/hound");
    const scenario = monsterDataForm("gloomhaven/cave-bear-54");
    expect(scenario).toMatch(/<details open/);
    const fields = {
      deckType: selectValue(scenario, "deckType"),
      deckScenarioType: selectValue(scenario, "deckScenarioType"),
    };
    expect(readPresetTypeFields(fields, catalogue)).toBe("gloomhaven/cave-bear-54");
    expect(readPresetTypeFields({ deckType: "none" }, catalogue)).toBe("none");
    expect(readPresetTypeFields({ deckType: "gloomhaven/goblin" }, catalogue)).toBe("");
  });
});

describe("the decks' templates", () => {
  it("show the drawn card above the ability editor with its notes", () => {
    const html = render("deck-card.hbs", {
      deckCard: buildDeckCard(guardDeck, card(526), ["element-bonus"], i18n),
    });
    expect(html).not.toMatch(rawKey);
    expect(html).toContain("Drawn card 526 of Guard, initiative 35");
    expect(html).toContain("Move -1, Attack +0, Range 2");
    expect(html).toContain("Element bonus");
    expect(render("deck-card.hbs", { deckCard: null })).not.toContain("Drawn card");
  });

  it("list the round's cards in the chat card with the standees acting on each", () => {
    const standees = [
      { name: "Bandit Guard", elite: false, standee: 2 },
      { name: "Bandit Guard", elite: true, standee: 4 },
    ];
    const html = render("deck-chat.hbs", {
      round: 3,
      decks: [buildDrawnLine(guardDeck, card(524), standees, i18n)],
    });
    expect(html).not.toMatch(rawKey);
    expect(html).toContain("round 3");
    expect(html).toContain("Shield 1, Retaliate 2");
    expect(html).toContain("Bandit Guard 4 (elite), Bandit Guard 2");
    expect(html).toContain("shuffle at round end");
  });

  it("show the decks window with the drawn card picked, the corrections and the scene's level", () => {
    const context = buildDeckWindow(
      {
        round: 2,
        worldLevel: 3,
        scenes: [{ id: "s1", name: "Black Barrow", level: 5 }],
        decks: [
          {
            deck: guardDeck,
            card: card(526),
            standees: [{ name: "Bandit Guard", elite: false, standee: 1 }],
            canUndo: true,
          },
          { deck: catalogue.deckById.get("gloomhaven/archer")!, card: null, standees: [], canUndo: false },
        ],
        idPrefix: "ma-decks",
      },
      i18n,
    );
    const html = render("deck-window.hbs", context);
    expect(html).not.toMatch(rawKey);
    expect(html).toMatch(/<option value="526"\s+selected>526 · 35 · Move -1, Attack \+0, Range 2<\/option>/);
    expect(html).toMatch(/<option value="5"\s+selected>5<\/option>/);
    expect(html).toContain("World setting (3)");
    expect(html).toContain("No card drawn this round.");
    expect(html).toContain('data-action="drawRound"');
    expect((html.match(/data-action="undoDeck"[^>]*disabled/g) ?? []).length).toBe(1);
    expect(render("deck-window.hbs", buildDeckWindow(null, i18n))).toContain("No combat is being viewed.");
  });
});
