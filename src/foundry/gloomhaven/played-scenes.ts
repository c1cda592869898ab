// Scenes the module plays. Enabling the module changes nothing in a world until a GM uses it for a
// game it supports: the lowest-first tracker order, the automatic Monster turn window, the
// round-start deck draw, the turn-order helper and the module's status effects apply only to
// combats on scenes the GM has marked as Gloomhaven-family scenes (the scene flag `played`). The GM
// marks a hex scene by opening the Monster turn window on it by hand (token HUD or keybinding) —
// told in a notification what that switched on — or with the checkbox in the scene configuration,
// where it is switched off again.
import { sceneIdOfCombatant, type CombatPlace } from "../combat-scene";
import { HEX_FLAGS, MODULE_ID } from "../constants";
import { guarded, reportFailure, warnOnce } from "../report-failure";
import { addModuleStatusEffects, type StatusEffectRegistry } from "./conditions";

/** A scene as read here: its module flag. */
interface FlaggedScene {
  getFlag(scope: typeof MODULE_ID, key: typeof HEX_FLAGS.played): unknown;
}

/** Whether the GM has marked the scene as a Gloomhaven-family scene played with the module. */
export function isPlayedScene(scene: FlaggedScene | null | undefined): boolean {
  return scene?.getFlag(MODULE_ID, HEX_FLAGS.played) === true;
}

/** Whether the scene with this id is played. */
function isPlayedSceneId(sceneId: string | null): boolean {
  return sceneId !== null && isPlayedScene(game.scenes?.get(sceneId));
}

/** Whether a combat takes place on a played scene: linked to one, or holding a combatant of one (foundry.md: `combat.scene` may be null). */
export function combatIsPlayed(combat: CombatPlace | null | undefined): boolean {
  if (!combat) return false;
  if (isPlayedSceneId(combat.scene?.id ?? null)) return true;
  return (combat.combatants?.contents ?? []).some((c) => isPlayedSceneId(sceneIdOfCombatant(c, combat)));
}

/** Whether any scene of the world is played (the module's status effects are offered then). */
function worldPlaysAnyScene(): boolean {
  return game.scenes?.contents.some((scene) => isPlayedScene(scene)) ?? false;
}

/**
 * Re-sorts the tracker of the played combats (`Combat#setupTurns` sorts with `_sortCombatants`,
 * https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#setupturns): combats are
 * prepared before the scenes they are played on can be read, and a scene may be switched on later.
 */
function resortCombats(all: boolean): void {
  for (const combat of game.combats?.contents ?? []) if (all || combatIsPlayed(combat)) combat.setupTurns();
  ui.combat?.render().catch((cause: unknown) => reportFailure("MONSTER_AUTOPILOT.Failure.TurnOrder", cause));
}

/**
 * What a world that plays scenes gets: the module's status effects (CONFIG.statusEffects is one
 * list for the whole world, read when a token HUD renders — a world playing a Gloomhaven-family
 * scene is a Gloomhaven-family campaign) and the lowest-first order of its played combats.
 */
function applyPlayedScenes(): void {
  if (!worldPlaysAnyScene()) return;
  addModuleStatusEffects(CONFIG.statusEffects as unknown as StatusEffectRegistry);
  resortCombats(false);
}

/**
 * The first-use path: opening the Monster turn window by hand on a hex scene marks it as played
 * (GM only) and tells the GM what that switched on. A scene already played, or not hexagonal, is
 * left as it is.
 */
export async function playSceneOnFirstUse(scene: Scene.Implementation | null | undefined): Promise<void> {
  if (!scene || !game.user?.isGM || isPlayedScene(scene) || !canvas?.grid?.isHexagonal) return;
  await scene.setFlag(MODULE_ID, HEX_FLAGS.played, true);
  applyPlayedScenes();
  ui.notifications?.info(game.i18n.format("MONSTER_AUTOPILOT.Hex.Played.Enabled", { scene: scene.name }));
}

/** Scene configuration: the "played with Monster Autopilot" checkbox after the grid type, saved as the scene's flag. */
function addPlayedField(scene: Scene.Implementation, html: HTMLElement): void {
  if (!game.user?.isGM || html.querySelector(".ma-played-scene")) return;
  const anchor = html.querySelector('[name="grid.type"]')?.closest(".form-group");
  if (!anchor) {
    warnOnce(
      "scene-anchor",
      "the scene configuration has no grid type field: the played-scene box is left out",
    );
    return;
  }
  const doc = html.ownerDocument;
  const group = doc.createElement("div");
  group.className = "form-group ma-played-scene";
  const label = doc.createElement("label");
  label.textContent = game.i18n.localize("MONSTER_AUTOPILOT.Hex.Played.Label");
  const fields = doc.createElement("div");
  fields.className = "form-fields";
  const box = doc.createElement("input");
  box.type = "checkbox";
  box.name = `flags.${MODULE_ID}.${HEX_FLAGS.played}`;
  box.checked = isPlayedScene(scene);
  const hint = doc.createElement("p");
  hint.className = "hint";
  hint.textContent = game.i18n.localize("MONSTER_AUTOPILOT.Hex.Played.Hint");
  fields.append(box);
  group.append(label, fields, hint);
  anchor.after(group);
}

/** Wires the played scenes: effects and order on "ready" and when a scene is switched on or off; the scene configuration field. */
export function registerPlayedScenes(): void {
  Hooks.once("ready", guarded("MONSTER_AUTOPILOT.Failure.TurnOrder", applyPlayedScenes));
  // Every client runs updateScene: each one offers the status effects and re-sorts its trackers
  // (a scene switched off goes back to the system's order: every combat is re-sorted).
  Hooks.on(
    "updateScene",
    guarded("MONSTER_AUTOPILOT.Failure.TurnOrder", (_scene, changed) => {
      const flags = (changed as { flags?: Record<string, Record<string, unknown> | null | undefined> }).flags;
      const ours = flags?.[MODULE_ID];
      if (!ours || !(HEX_FLAGS.played in ours || `-=${HEX_FLAGS.played}` in ours)) return;
      applyPlayedScenes();
      resortCombats(true);
    }),
  );
  Hooks.on(
    "renderSceneConfig",
    guarded("MONSTER_AUTOPILOT.Failure.SceneConfig", (app, html) => addPlayedField(app.document, html)),
  );
}
