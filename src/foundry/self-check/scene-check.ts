// "Check this scene": inside the real Foundry, renders every template with Foundry's own
// Handlebars, reads the viewed scene the way a turn would, and reports each check. Reads only: it
// never creates, updates or deletes a document, a flag or a setting.
import { combatIsOnScene } from "../combat-scene";
import { MODULE_ID, templatePath } from "../constants";
import { foundryLocalizer } from "../foundry-localizer";
import { localizeMessage } from "../../view/gloomhaven";
import { describeSetupWarnings } from "../../view/arkham";
import { helperCallsOf } from "../../view";
import { computeMythosPlan } from "../arkham";
import { EMPTY_CHOICE } from "../arkham";
import { readArkhamScene } from "../arkham";
import { sneakPath } from "../arkham";
import { readGameStateFlag, stateDoubts } from "../arkham";
import { readScene } from "../gloomhaven";
import { recognitionSetting } from "../gloomhaven";
import { snapshotFromCanvas } from "../gloomhaven";
import { offsetLabel } from "../gloomhaven";
import type { SceneSnapshot } from "../gloomhaven";
import { MODULE_TEMPLATES } from "./module-templates";
import { checkResult, safely, type CheckResult, type SceneCheckReport } from "./report";

const t = (key: string, data?: Record<string, string | number>) => {
  const full = `MONSTER_AUTOPILOT.SelfCheck.${key}`;
  return data ? foundryLocalizer().format(full, data) : game.i18n.localize(full);
};

/** Foundry's global Handlebars (the one its templates are compiled with). */
function foundryHandlebars(): { parse(source: string): unknown; helpers: Record<string, unknown> } {
  return (
    globalThis as unknown as {
      Handlebars: { parse(source: string): unknown; helpers: Record<string, unknown> };
    }
  ).Handlebars;
}

/** Every template: fetched, its helper calls found in Foundry's helper set, and rendered with empty data. */
async function checkTemplates(): Promise<CheckResult> {
  const handlebars = foundryHandlebars();
  const problems: string[] = [];
  for (const file of MODULE_TEMPLATES) {
    const path = templatePath(file);
    try {
      const response = await fetch(foundry.utils.getRoute(path));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const missing = [...helperCallsOf(handlebars.parse(await response.text()))].filter(
        (name) => !(name in handlebars.helpers),
      );
      if (missing.length > 0)
        problems.push(t("MissingHelpers", { template: file, helpers: missing.join(", ") }));
      await foundry.applications.handlebars.renderTemplate(path, {});
    } catch (cause) {
      problems.push(
        t("TemplateFailed", {
          template: file,
          reason: cause instanceof Error ? cause.message : String(cause),
        }),
      );
    }
  }
  return checkResult(
    "templates",
    t("Templates"),
    problems,
    problems.length ? [] : [t("TemplatesOk", { count: MODULE_TEMPLATES.length })],
  );
}

/** The scene read as a turn would, for the first token it can be read for (the last failure when none can). */
function firstReading(snapshot: SceneSnapshot): ReturnType<typeof readScene> | undefined {
  const candidates = snapshot.tokens.map((token) => token.id);
  let last: ReturnType<typeof readScene> | undefined;
  for (const activeTokenId of candidates.length ? candidates : [""]) {
    last = readScene(snapshot, { activeTokenId, recognition: recognitionSetting(), labelOf: offsetLabel });
    if (last.ok) break;
  }
  return last;
}

/** The scene's linked hexes (LH-1): each pair read, and why any stored pair is left out. */
function checkLinks(): CheckResult {
  const snapshot = snapshotFromCanvas();
  const reading = snapshot ? firstReading(snapshot) : undefined;
  if (!reading?.ok) return checkResult("links", t("Links"), [], [t("LinksNone")]);
  const i18n = foundryLocalizer();
  const { index } = reading;
  const found = reading.links.map(([a, b]) => t("LinkItem", { a: index.label(a), b: index.label(b) }));
  return checkResult(
    "links",
    t("Links"),
    reading.linkProblems.map((p) => localizeMessage(i18n, p)),
    found.length ? found : [t("LinksNone")],
  );
}

/** The hex reading a turn would do: grid, playable hexes, walls, regions, tokens → figures. */
function checkHexScene(scene: Scene.Implementation): CheckResult {
  const i18n = foundryLocalizer();
  const snapshot = snapshotFromCanvas();
  if (!snapshot) return checkResult("hex", t("HexScene"), [t("NoCanvas")], []);
  const last = firstReading(snapshot);
  if (!last) return checkResult("hex", t("HexScene"), [t("NoCanvas")], []);
  if (!last.ok)
    return checkResult(
      "hex",
      t("HexScene"),
      last.problems.map((p) => localizeMessage(i18n, p)),
      last.warnings.map((w) => localizeMessage(i18n, w)),
    );
  const { board, figures } = last.scenario;
  const count = (side: string) => figures.filter((f) => f.side === side).length;
  return checkResult(
    "hex",
    t("HexScene"),
    [],
    [
      t("HexFound", {
        scene: scene.name,
        grid: snapshot.grid.type,
        hexes: board.hexes.length,
        walls: board.thinWalls.length,
        wallHexes: board.wallHexes.length,
        terrain: board.terrain.length,
        monsters: count("monster"),
        characters: count("character"),
        summons: count("summon"),
        tokens: snapshot.tokens.length,
      }),
      ...last.warnings.map((w) => localizeMessage(i18n, w)),
    ],
  );
}

/** Combats of the scene: how each is linked and whether every combatant's token exists. */
function checkCombats(scene: Scene.Implementation): CheckResult {
  const found: string[] = [];
  const problems: string[] = [];
  for (const combat of game.combats?.contents ?? []) {
    if (!combatIsOnScene(combat, scene.id ?? "")) continue;
    const missing = combat.combatants.contents.filter((c) => c.sceneId === scene.id && !c.token).length;
    found.push(
      t(combat.scene ? "CombatLinked" : "CombatUnlinked", {
        combatants: combat.combatants.size,
        state: t(combat.started ? "CombatStarted" : "CombatNotStarted"),
      }),
    );
    if (missing > 0) problems.push(t("CombatMissingTokens", { count: missing }));
  }
  if (found.length === 0) found.push(t("NoCombat"));
  return checkResult("combat", t("Combats"), problems, found);
}

/** The Arkham reading: board, region bindings, pieces, Sneak. */
function checkArkhamScene(scene: Scene.Implementation): CheckResult {
  const reading = readArkhamScene(scene, sneakPath());
  const plan = computeMythosPlan(reading, EMPTY_CHOICE);
  const problems = describeSetupWarnings(plan.warnings, foundryLocalizer());
  const bound = reading.regions.filter((r) => r.areaId !== null).length;
  const count = (role: string) => reading.pieces.filter((p) => p.role === role).length;
  return checkResult("arkham", t("ArkhamScene"), problems, [
    t("ArkhamFound", {
      source: reading.sceneBoard.source,
      areas: reading.board?.areas.length ?? 0,
      regions: reading.regions.length,
      bound,
      monsters: count("monster"),
      investigators: count("investigator"),
    }),
  ]);
}

/**
 * The Arkham game state stored on the scene (mythos §S): a damaged flag, and the doubts of
 * `stateDoubts` (empty cup, gates off unstable locations, areas the board lacks, a full doom track).
 */
function checkArkhamState(scene: Scene.Implementation): CheckResult {
  const i18n = foundryLocalizer();
  const k = (key: string) => `MONSTER_AUTOPILOT.Arkham.State.${key}`;
  const title = i18n.localize(k("Check.Title"));
  const read = readGameStateFlag(scene.getFlag(MODULE_ID, "arkhamState"));
  if (read.kind === "none") return checkResult("arkham-state", title, [], [i18n.localize(k("Check.None"))]);
  if (read.kind === "corrupt")
    return checkResult("arkham-state", title, [i18n.format(k("StateCorrupt"), { detail: read.detail })], []);
  const { state } = read;
  const board = readArkhamScene(scene, sneakPath()).board;
  const doubts = board === undefined ? [] : stateDoubts(board, state);
  return checkResult(
    "arkham-state",
    title,
    doubts.map((d) => i18n.format(k(`Check.${d.code}`), { at: d.at ?? "" })),
    [
      i18n.format(k("Check.Found"), {
        players: state.players,
        terror: state.terror,
        doom: state.doom,
        track: state.doomTrack,
        gates: Object.keys(state.gates).length,
        cup: state.cup.reduce((n, e) => n + e.count, 0),
        pile: state.gatePile.length,
      }),
    ],
  );
}

/** Runs every check on the viewed scene and returns the report (nothing in the world is changed). */
export async function checkScene(): Promise<SceneCheckReport> {
  const scene = canvas?.scene ?? null;
  const checks: CheckResult[] = [await safely("templates", t("Templates"), checkTemplates)];
  if (!scene) checks.push(checkResult("scene", t("Scene"), [t("NoScene")], []));
  else {
    const arkham = scene.getFlag(MODULE_ID, "arkhamBoard") !== undefined;
    if (canvas?.grid?.isHexagonal) {
      checks.push(await safely("hex", t("HexScene"), () => checkHexScene(scene)));
      checks.push(await safely("links", t("Links"), checkLinks));
    } else if (!arkham) checks.push(checkResult("hex", t("HexScene"), [t("NotHexNotArkham")], []));
    if (arkham) {
      checks.push(await safely("arkham", t("ArkhamScene"), () => checkArkhamScene(scene)));
      checks.push(
        await safely("arkham-state", game.i18n.localize("MONSTER_AUTOPILOT.Arkham.State.Check.Title"), () =>
          checkArkhamState(scene),
        ),
      );
    }
    checks.push(await safely("combat", t("Combats"), () => checkCombats(scene)));
  }
  const module = game.modules.get(MODULE_ID);
  return {
    module: MODULE_ID,
    version: module?.version ?? "",
    foundry: {
      generation: game.release?.generation ?? null,
      build: game.release?.build === undefined ? null : String(game.release.build),
    },
    scene: scene ? { id: scene.id ?? "", name: scene.name } : null,
    passed: checks.every((c) => c.passed),
    checks,
  };
}
