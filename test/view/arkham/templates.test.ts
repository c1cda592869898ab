import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { baseBoard, monsterTypes, serializeBoard } from "../../../src/core/arkham";
import { addArea, addLink, emptyBoard } from "../../../src/foundry/arkham/board-edits";
import { cardSummaries, modifierSummaries } from "../../../src/view/arkham/mythos-catalogue";
import { computeMythosPlan, MythosProgressTracker } from "../../../src/foundry/arkham/mythos-session";
import { pieceInput } from "../../../src/foundry/arkham/pieces-controller";
import { groupMonsterTypes } from "../../../src/view/arkham/monster-type-groups";
import { buildBoardAreasContext } from "../../../src/view/arkham/board-context";
import { buildMythosContext } from "../../../src/view/arkham/mythos-context";
import { buildPhaseTrackerContext } from "../../../src/view/arkham/phase-context";
import { buildMonsterActorsContext } from "../../../src/view/arkham/monster-actors-context";
import { buildPiecesContext } from "../../../src/view/arkham/pieces-context";
import { registerFoundryHelpers } from "../../../src/view/handlebars-env";
import { MANHUNT, manhuntScene } from "../../foundry/arkham/manhunt-scene";
import { i18n } from "./i18n";

const handlebars = Handlebars.create();
registerFoundryHelpers(handlebars, i18n);

/** Renders templates/arkham/<name>.hbs as Foundry would, with the helpers of handlebars-env. */
function render(name: string, context: object): string {
  const source = readFileSync(`templates/arkham/${name}.hbs`, "utf8");
  const html = handlebars.compile(source, { strict: false })(context);
  // Whitespace between a tag's attributes is insignificant in HTML: read tags on one line.
  return html.replace(/<[^<>]+>/g, (tag) => tag.replace(/\s+/g, " ").replace(/ >$/, ">"));
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

/** Every key resolved and every mustache filled. */
function expectFullyRendered(html: string): void {
  expect(html).not.toContain("MONSTER_AUTOPILOT.");
  expect(html).not.toContain("{{");
  expect(html).not.toContain("undefined");
}

describe("templates/arkham/mythos.hbs", () => {
  const { reading } = manhuntScene();
  const plan = computeMythosPlan(reading, MANHUNT);
  const progress = new MythosProgressTracker();
  progress.rolls.set("chthonian", 2);
  const html = render(
    "mythos",
    buildMythosContext(
      {
        cards: cardSummaries(),
        selection: { card: MANHUNT.card, white: [], black: [] },
        modifiers: modifierSummaries(),
        activeModifiers: ["icy-conditions"],
        result: plan.result,
        names: plan.names,
        progress,
        setupWarnings: [{ code: "token-outside", token: "Ghoul" }],
        canUndo: true,
      },
      i18n,
    ),
  );

  it("renders the card, its boxes and the searchable list of every card", () => {
    expectFullyRendered(html);
    expect(html).toContain("<h3>Manhunt in Arkham!</h3>");
    expect(count(html, 'data-action="selectCard"')).toBe(287);
    expect(html).toContain('class="ma-card-row is-selected"');
    expect(html).toContain(
      '<span class="ma-card-set" data-set="curse-dark-pharaoh">Curse of the Dark Pharaoh</span>',
    );
    expect(html).not.toMatch(/class="ma-card-set"[^>]*>[a-z-]+</);
  });

  it("renders each move with its accept button, and the tie as a choice", () => {
    expect(html).toContain("Northside streets → Downtown streets");
    expect(count(html, 'data-action="pickOption"')).toBe(2);
    expect(html).toContain('name="pick-nightgaunt"');
    expect(html).toMatch(/data-action="acceptMove"\s+data-monster="nightgaunt"\s+disabled/);
    expect(html).toContain("Move all (2)");
  });

  it("renders the rolled die, the by-hand list, the warnings and the modifiers", () => {
    expect(html).toContain("Rolled 2: nothing happens.");
    expect(html).toContain("<strong>Dark Druid</strong>");
    expect(html).toContain("Ghoul is in no board area and is left out.");
    expect(html).toMatch(/data-modifier="icy-conditions"\s+checked/);
    expect(html).toContain("Monsters that stay (3)");
  });
});

describe("templates/arkham/board-areas.hbs", () => {
  it("renders the preset board read-only with region selects and the bind report", () => {
    const html = render(
      "board-areas",
      buildBoardAreasContext(
        {
          source: "preset",
          sceneName: "Arkham",
          board: serializeBoard(baseBoard()),
          problems: [],
          regions: [{ id: "r1", name: "Northside", areaId: "northside" }],
          report: { unmatched: [{ name: "Tavern", reason: "area-taken" }], unboundAreas: ["Woods"] },
          importProblems: [],
          overlayOn: true,
        },
        i18n,
      ),
    );
    expectFullyRendered(html);
    expect(count(html, "<tr data-area=")).toBe(37);
    expect(html).toContain('<option value="northside" selected>Northside streets</option>');
    expect(html).toMatch(/Tavern\s+—\s+another region already has this area/);
    expect(html).not.toContain('data-edit="area-kind"');
    expect(html).toMatch(/data-action="toggleOverlay"\s+aria-pressed="true"/);
  });

  it("renders a custom board with inputs for areas, arrows and links", () => {
    const board = addLink(
      addArea(addArea(emptyBoard(), "Main Street", "street"), "Pier", "location"),
      "main-street",
      "pier",
    );
    const html = render(
      "board-areas",
      buildBoardAreasContext(
        {
          source: "custom",
          sceneName: "Harbour",
          board,
          problems: [],
          regions: [],
          report: null,
          importProblems: [],
          overlayOn: false,
        },
        i18n,
      ),
    );
    expectFullyRendered(html);
    expect(count(html, 'data-edit="area-kind"')).toBe(4);
    expect(count(html, 'data-edit="arrow"')).toBe(8);
    expect(html).toContain("Main Street — Pier");
    expect(html).toContain('data-action="addLink"');
  });
});

describe("templates/arkham/pieces.hbs and phase-tracker.hbs", () => {
  it("renders every token of the scene", () => {
    const { reading, board } = manhuntScene();
    const names = new Map(board.areas.map((a) => [a.id, a.name ?? a.id]));
    const context = buildPiecesContext(
      reading.pieces.map((p) => pieceInput(p, (id) => names.get(id) ?? id)),
      groupMonsterTypes(monsterTypes(), i18n),
      "system.skills.sneak",
      i18n,
    );
    const html = render("pieces", context);
    expectFullyRendered(html);
    expect(count(html, "<tr data-token=")).toBe(reading.pieces.length);
    expect(html).toContain("Sneak 2");
    const monsters = context.rows.filter((r) => r.isMonster).length;
    expect(count(html, '<optgroup label="Dunwich Horror">')).toBe(monsters);
    expect(count(html, '<option value="dunwich-horror/cultist"')).toBe(monsters);
  });

  it("renders every monster type with its actor picker, the assigned actor selected", () => {
    const groups = groupMonsterTypes(monsterTypes(), i18n);
    const context = {
      ...buildPiecesContext([], groups, "system.skills.sneak", i18n),
      monsterActors: buildMonsterActorsContext(
        {
          typeGroups: groups,
          cup: [{ typeId: "base/zombie", name: "Zombie", count: 3 }],
          actors: [{ id: "a-zombie", name: "Zombie (art)" }],
          assigned: new Map([
            ["base/zombie", "a-zombie"],
            ["base/cultist", "gone"],
          ]),
        },
        i18n,
      ),
    };
    const html = render("pieces", context);
    expectFullyRendered(html);
    expect(count(html, '<select data-edit="monster-actor"')).toBe(monsterTypes().length);
    expect(html).toContain('<tr data-monster-type="base/zombie" data-search="zombie base/zombie" class="">');
    expect(html).toContain('<option value="a-zombie" selected>Zombie (art)</option>');
    expect(html).toContain('<option value="gone" selected>Missing actor “gone”</option>');
    expect(html).toContain("3 in the cup");
    expect(count(html, '<option value="a-zombie"')).toBe(2);
  });

  it("renders the five phases with the current one marked", () => {
    const html = render(
      "phase-tracker",
      buildPhaseTrackerContext({ round: 2, phase: "mythos" }, false, i18n),
    );
    expectFullyRendered(html);
    expect(html).toContain("Round 2");
    expect(count(html, 'data-action="jumpToPhase"')).toBe(5);
    expect(html).toMatch(/class="ma-phase\s+is-current\s*"/);
    expect(count(html, "is-done")).toBe(4);
  });
});
