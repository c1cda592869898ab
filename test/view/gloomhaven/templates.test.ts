import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildAbilityEditor } from "../../../src/view/gloomhaven/ability-editor";
import { defaultAbilityForm, type AbilityForm } from "../../../src/view/gloomhaven/ability-form";
import {
  readSummonerField,
  sideChoices,
  summonerChoices,
  type MonsterDataContext,
} from "../../../src/view/gloomhaven/monster-data";
import { readAbilityForm } from "../../../src/view/gloomhaven/read-ability-form";
import { buildTurnHeader } from "../../../src/view/gloomhaven/turn-header";
import { buildTurnOptions, type TurnOptionsInput } from "../../../src/view/gloomhaven/turn-options";
import { registerFoundryHelpers } from "../../../src/view/handlebars-env";
import { actResult, explanation, option } from "../../foundry/gloomhaven/builders";
import { i18n } from "./lang";

const handlebars = Handlebars.create();
registerFoundryHelpers(handlebars, i18n);
/** Only the helpers Foundry has (registerFoundryHelpers) and Handlebars' built-ins may be used. */
const knownHelpers = Object.fromEntries(Object.keys(handlebars.helpers).map((name) => [name, true]));

function render(file: string, context: object): string {
  const source = readFileSync(resolve(import.meta.dirname, "../../../templates/gloomhaven", file), "utf8");
  return handlebars.compile(source, { knownHelpers, knownHelpersOnly: true, strict: false })(context);
}

/** The fields a browser would submit from rendered HTML (enabled inputs and selects; checked checkboxes as "on"). */
function submittedFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\s${name}(?:="([^"]*)")?[\\s/>]`).exec(tag);
    const name = attr("name")?.[1];
    if (!name || attr("disabled")) continue;
    const type = attr("type")?.[1] ?? "text";
    if (type === "checkbox") {
      if (attr("checked")) fields[name] = "on";
    } else fields[name] = attr("value")?.[1] ?? "";
  }
  for (const [, open, body] of html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = /\sname="([^"]*)"/.exec(open ?? "")?.[1];
    if (!name || /\sdisabled[\s>]/.test(`${open} `)) continue;
    const chosen =
      /<option value="([^"]*)"\s+selected/.exec(body ?? "") ?? /<option value="([^"]*)"/.exec(body ?? "");
    fields[name] = chosen?.[1] ?? "";
  }
  return fields;
}

const rawKey = /MONSTER_AUTOPILOT\.[A-Za-z]/;
const optionsInput = (over: Partial<TurnOptionsInput> = {}): TurnOptionsInput => ({
  result: null,
  sceneProblems: [],
  warnings: [],
  selected: 0,
  canUndo: true,
  busy: false,
  moved: false,
  nameOf: (id) => ({ brute: "Brute", tinker: "Tinkerer" })[id] ?? id,
  hexLabel: (h) => `row ${h.r}, column ${h.q}`,
  ...over,
});

describe("templates/gloomhaven/ability-editor.hbs", () => {
  const presets = [{ id: "card-1", name: "Shield Bash" }];

  it("renders every control of the ability, localized, with the area grid to click", () => {
    const form: AbilityForm = {
      ...defaultAbilityForm({ move: 3, range: 0, flying: false }),
      moveModifier: 1,
      area: [{ q: 1, r: 0 }],
      areaEnabled: true,
    };
    const html = render(
      "ability-editor.hbs",
      buildAbilityEditor(form, { orientation: "flat", presets, presetId: "card-1", canSavePresets: true }),
    );
    expect(html).not.toMatch(rawKey);
    expect(html).toContain("Move (base ± card)");
    expect(html).toContain('<output data-ma-output="moveTotal">4</output>');
    expect(html).toContain("Melee");
    expect(html).toMatch(/<option value="card-1"\s+selected>Shield Bash<\/option>/);
    expect(html.match(/data-action="toggleAreaHex"/g)).toHaveLength(36);
    expect(html).toMatch(/class="ma-cell selected"[^>]*data-q="1"\s+data-r="0"/);
    expect(html).toContain("ma-cell attacker");
    expect(html).toContain("Muddled");
  });

  it("makes every pattern hex a focusable toggle button with a localized name and a unique id", () => {
    const form: AbilityForm = {
      ...defaultAbilityForm({ move: 2, range: 0, flying: false }),
      area: [{ q: 1, r: 0 }],
    };
    const html = render(
      "ability-editor.hbs",
      buildAbilityEditor(form, { orientation: "flat", idPrefix: "win" }),
    );
    const cells = [...html.matchAll(/<polygon\b[^>]*data-action="toggleAreaHex"[^>]*>/g)].map(([tag]) => tag);
    expect(cells).toHaveLength(36);
    for (const cell of cells) {
      expect(cell).toContain('role="button"');
      expect(cell).toContain('tabindex="0"');
      expect(cell).toMatch(/aria-label="Hex -?\d, -?\d \([1-3] from the monster\)"/);
    }
    const ids = cells.map((cell) => /\sid="([^"]+)"/.exec(cell)?.[1]);
    expect(new Set(ids).size).toBe(36);
    expect(ids).toContain("win-area-1_0");
    expect(cells.find((c) => c.includes('id="win-area-1_0"'))).toContain('aria-pressed="true"');
    const attacker = /<polygon\b[^>]*class="ma-cell attacker"[^>]*>/.exec(html)?.[0] ?? "";
    expect(attacker).not.toContain("tabindex");
    expect(attacker).toContain('aria-label="The monster"');
    const ranged = render(
      "ability-editor.hbs",
      buildAbilityEditor({ ...form, rangeModifier: 2 }, { orientation: "pointy" }),
    );
    expect(ranged).toContain('aria-label="Hex 0, 0 (0 from the centre)"');
  });

  it("submits fields that read back as the same ability", () => {
    const arb = fc.record({
      moveModifier: fc.integer({ min: -3, max: 3 }),
      hasMove: fc.boolean(),
      mode: fc.constantFrom("walk" as const, "jump" as const, "teleport" as const),
      flying: fc.boolean(),
      hasAttack: fc.boolean(),
      rangeModifier: fc.integer({ min: 0, max: 3 }),
      targets: fc.integer({ min: 1, max: 4 }),
      targetAll: fc.boolean(),
      areaEnabled: fc.boolean(),
      conditions: fc.record({
        muddled: fc.boolean(),
        stunned: fc.boolean(),
        immobilized: fc.boolean(),
        disarmed: fc.boolean(),
      }),
    });
    fc.assert(
      fc.property(arb, (card) => {
        const form: AbilityForm = { ...defaultAbilityForm({ move: 2, range: 1, flying: false }), ...card };
        const html = render("ability-editor.hbs", buildAbilityEditor(form, { orientation: "pointy" }));
        const read = readAbilityForm(
          submittedFields(html),
          defaultAbilityForm({ move: 2, range: 1, flying: false }),
        );
        // Disabled fields are not submitted; they keep the previous value, as in a browser.
        const expected = {
          ...form,
          moveModifier: form.hasMove ? form.moveModifier : 0,
          mode: form.hasMove ? form.mode : "walk",
          rangeModifier: form.hasAttack ? form.rangeModifier : 0,
          targets: form.hasAttack && !form.targetAll ? form.targets : 1,
          targetAll: form.hasAttack && form.targetAll,
          areaEnabled: form.hasAttack && form.areaEnabled,
        };
        expect(read).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });
});

describe("templates/gloomhaven/turn-options.hbs and turn-footer.hbs", () => {
  it("lists the options with their explanation, the chosen one selected and keyboard-reachable", () => {
    const result = actResult(
      [
        option({ targets: ["brute"] }),
        option({
          path: [
            { q: 0, r: 0 },
            { q: 0, r: 1 },
          ],
          targets: ["brute"],
        }),
      ],
      {
        candidates: [
          { figureId: "brute", negativeHexes: 0, movement: 2, proximity: 2, turnOrder: [0] },
          { figureId: "tinker", negativeHexes: 0, movement: 2, proximity: 4, turnOrder: [1] },
        ],
        focusDecidedBy: "proximity",
      },
    );
    const ctx = buildTurnOptions(i18n, optionsInput({ result, selected: 1 }));
    const html = render("turn-options.hbs", ctx);
    expect(html).not.toMatch(rawKey);
    expect(html).toContain("2 equally valid moves: the players choose");
    expect(html).toContain(
      "Focus: Brute — 2 moves to reach an attack hex; tied with Tinkerer on movement, closer by proximity.",
    );
    expect(html.match(/data-action="selectOption"/g)).toHaveLength(2);
    expect(html).toMatch(
      /class="ma-option selected"[^>]*aria-selected="true"[^>]*tabindex="0"[^>]*data-index="1"/,
    );
    expect(html).toContain("How each enemy was weighed");
    const footer = render("turn-footer.hbs", ctx);
    expect(footer).not.toMatch(rawKey);
    expect(footer).not.toMatch(/data-action="acceptMove"\s+disabled/);
    expect(footer).toMatch(/data-action="undoMove"\s*>/);
  });

  it("groups a multi-target tie, keeps every option behind a folded list, and shows the card, turn order and legend", () => {
    const stay = [{ q: 0, r: 0 }];
    const result = actResult([
      option({ path: stay, targets: ["brute", "tinker"], focus: ["brute"] }),
      option({ path: stay, targets: ["brute", "scout"], focus: ["brute"] }),
    ]);
    const ctx = buildTurnOptions(
      i18n,
      optionsInput({
        result,
        scenario: {
          board: { hexes: [], wallHexes: [], thinWalls: [], terrain: [], voidBlocksLos: true },
          figures: [
            { id: "m1", at: { q: 0, r: 0 }, side: "monster", turnOrder: [], name: "Guard" },
            { id: "brute", at: { q: 1, r: 0 }, side: "character", turnOrder: [12] },
            { id: "tinker", at: { q: 0, r: 1 }, side: "character", turnOrder: [45] },
            { id: "scout", at: { q: -1, r: 1 }, side: "character", turnOrder: [30] },
          ],
          activeId: "m1",
        },
        action: { move: 2, mode: "walk", flying: false, attack: { range: 0, targets: 2 } },
        legendColors: {
          focus: "#7c5bbf",
          target: "#c92c2c",
          path: "#b36b00",
          end: "#d08b17",
          area: "#c92c2c",
        },
      }),
    );
    const html = render("turn-options.hbs", ctx);
    expect(html).not.toMatch(rawKey);
    expect(
      html.match(/<ol class="ma-options ma-option-groups"[\s\S]*?<\/ol>/)?.[0].match(/role="option"/g),
    ).toHaveLength(1);
    expect(html).toContain("Attacks Brute, then scout or Tinkerer");
    expect(html).toMatch(/<details class="ma-all-options"\s*>/);
    expect(html).toContain("Show all 2 options one by one");
    expect(html).toContain('<li data-tooltip="Hex row 0, column 0">Ends next to Brute</li>');
    expect(html).toContain('<span class="ma-card-part">Target 2</span>');
    expect(html).toMatch(/ma-turn-order-character[^>]*>\s*<span class="ma-turn-order-name">Brute<\/span>/);
    expect(html).toContain('class="ma-swatch ma-swatch-area" style="--ma-swatch: #c92c2c"');
  });

  it("[FH] shows a summon's optional approach to its summoner as selectable options, and allows Move (FO-5)", () => {
    const ctx = buildTurnOptions(
      i18n,
      optionsInput({
        result: {
          kind: "no-focus",
          explanation: explanation({ candidates: [], focus: [], outcome: "stay-no-progress" }),
          summonerOptions: [option({ focus: ["brute"] })],
        },
      }),
    );
    const html = render("turn-options.hbs", ctx);
    expect(html).not.toMatch(rawKey);
    expect(html).toContain("No focus: no enemy can be reached and attacked");
    expect(html).toContain("move it toward the summoner as if for a melee attack on it");
    expect(html).toMatch(/role="option"[^>]*aria-selected="true"[^>]*data-action="selectOption"/);
    expect(html).toContain("Option 1: toward Brute");
    expect(render("turn-footer.hbs", ctx)).not.toMatch(/data-action="acceptMove"\s+disabled/);
  });

  it("explains no focus and invalid scenes, never an empty window", () => {
    const noFocus = render(
      "turn-options.hbs",
      buildTurnOptions(
        i18n,
        optionsInput({
          result: { kind: "no-focus", explanation: explanation({ candidates: [], focus: [] }) },
        }),
      ),
    );
    expect(noFocus).toContain("No focus: no enemy can be reached and attacked");
    const invalid = buildTurnOptions(
      i18n,
      optionsInput({
        sceneProblems: [{ key: "MONSTER_AUTOPILOT.Hex.Scene.NotHex", params: { scene: "Crypt" } }],
      }),
    );
    const html = render("turn-options.hbs", invalid);
    expect(html).toContain("The turn cannot be worked out");
    expect(html).toContain("“Crypt” has no hexagonal grid");
    expect(render("turn-footer.hbs", invalid)).toMatch(/data-action="acceptMove"\s+disabled/);
  });
});

describe("templates/gloomhaven/turn-header.hbs and monster-data.hbs", () => {
  const characters = [
    { id: "brute", name: "Brute" },
    { id: "tinker", name: "Tinkerer" },
  ];

  it("shows who acts and its stat line", () => {
    const header = buildTurnHeader(i18n, {
      name: "Bandit Guard 3",
      img: "tokens/guard.webp",
      data: { move: 2, range: 3, flying: true, standee: 3, elite: true, type: "Bandit Guard" },
      ruleSet: "frosthaven",
      canEditData: true,
    });
    const html = render("turn-header.hbs", header);
    expect(html).not.toMatch(rawKey);
    expect(html).toContain("Elite · standee 3 · Move 2 · Range 3 · Flying");
    expect(html).toContain("Frosthaven");
    expect(html).toContain('data-action="editMonsterData"');
  });

  it("renders the monster data form for a token, with its side override", () => {
    const context: MonsterDataContext = {
      data: { move: 3, range: 0, flying: false, standee: 2, elite: false, type: "" },
      target: "token",
      targetName: "Bandit Guard 2",
      typePlaceholder: "Bandit Guard",
      sides: sideChoices("summon"),
      summoners: summonerChoices(characters, "tinker"),
      idPrefix: "ma-data",
    };
    const html = render("monster-data.hbs", context);
    expect(html).not.toMatch(rawKey);
    expect(html).toContain("Stats of this standee, “Bandit Guard 2”");
    expect(html).toContain("Summoned by");
    expect(submittedFields(html)).toEqual({
      type: "",
      deckType: "",
      deckScenarioType: "",
      move: "3",
      range: "0",
      standee: "2",
      side: "summon",
      summoner: "tinker",
    });
  });

  it("offers the scene's characters as a token's summoner; none chosen submits no summoner", () => {
    const context: MonsterDataContext = {
      data: { move: 3, range: 0, flying: false, standee: 0, elite: false, type: "" },
      target: "token",
      targetName: "Bear",
      typePlaceholder: "Bear",
      sides: sideChoices(undefined),
      summoners: summonerChoices(characters, undefined),
      idPrefix: "ma-data",
    };
    const html = render("monster-data.hbs", context);
    expect(html).toMatch(/<option value="brute"\s*>Brute<\/option>/);
    expect(html).toMatch(/<option value="tinker"\s*>Tinkerer<\/option>/);
    const fields = submittedFields(html);
    expect(fields["summoner"]).toBe("");
    expect(readSummonerField(fields["summoner"], context.summoners)).toBeNull();
    expect(readSummonerField("tinker", context.summoners)).toBe("tinker");
    expect(readSummonerField("stranger", context.summoners)).toBeNull();
  });

  it("keeps a saved summoner that is no longer a character of the scene, named as missing", () => {
    const summoners = summonerChoices(characters, "gone-token");
    const html = render("monster-data.hbs", {
      data: { move: 3, range: 0, flying: false, standee: 0, elite: false, type: "" },
      target: "token",
      targetName: "Bear",
      typePlaceholder: "Bear",
      sides: sideChoices(undefined),
      summoners,
      idPrefix: "ma-data",
    } satisfies MonsterDataContext);
    expect(html).toContain("A token no longer on this scene as a character (gone-token)");
    expect(readSummonerField(submittedFields(html)["summoner"], summoners)).toBe("gone-token");
  });

  it("has no summoner field for a monster type (actor)", () => {
    const html = render("monster-data.hbs", {
      data: { move: 3, range: 0, flying: false, standee: 0, elite: false, type: "" },
      target: "actor",
      targetName: "Bandit Guard",
      typePlaceholder: "Bandit Guard",
      sides: [],
      summoners: [],
      idPrefix: "ma-data",
    } satisfies MonsterDataContext);
    expect(html).not.toContain('name="summoner"');
  });
});
