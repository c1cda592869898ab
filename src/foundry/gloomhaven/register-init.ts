import { MODULE_ID } from "../constants";
import { loadedGmPart, withGmPart } from "../gm-part-loader";
import type { GmPart } from "../gm-part";
import { registerDeckSettings } from "./decks/deck-settings";
import { installLowestFirstOrder } from "./initiative-order";
import { registerLinkDrawing } from "./link-drawing";
import { registerPlayedScenes } from "./played-scenes";
import { registerHexSettings } from "./settings";

/** A monster-turn action: through the GM part on a GM's client; a player is told only a GM runs monster turns. */
function monsterTurnAction(action: string, use: (gm: GmPart) => unknown): void {
  if (game.user?.isGM) withGmPart(action, use);
  else ui.notifications?.warn(game.i18n.localize("MONSTER_AUTOPILOT.Hex.Turn.GMOnly"));
}

/**
 * The hex integration's keybindings (GM only, `restricted`): Foundry takes keybindings only during
 * "init" (https://foundryvtt.com/api/classes/foundry.helpers.interaction.ClientKeybindings.html#register),
 * so they are registered by every client and act through the GM part (register.ts).
 */
function registerKeybindings(): void {
  const { SHIFT, ALT } = foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS;
  game.keybindings.register(MODULE_ID, "openMonsterTurn", {
    name: "MONSTER_AUTOPILOT.Hex.Keys.Open.Name",
    hint: "MONSTER_AUTOPILOT.Hex.Keys.Open.Hint",
    editable: [{ key: "KeyM", modifiers: [SHIFT] }],
    restricted: true,
    onDown: () => {
      monsterTurnAction("MONSTER_AUTOPILOT.Failure.Keybinding", (gm) => gm.hex.openForControlledToken());
      return true;
    },
  });
  game.keybindings.register(MODULE_ID, "undoMonsterMove", {
    name: "MONSTER_AUTOPILOT.Hex.Keys.Undo.Name",
    hint: "MONSTER_AUTOPILOT.Hex.Keys.Undo.Hint",
    editable: [{ key: "KeyZ", modifiers: [SHIFT, ALT] }],
    restricted: true,
    onDown: () => {
      monsterTurnAction("MONSTER_AUTOPILOT.Failure.Undo", (gm) => gm.hex.undoLastMove());
      return true;
    },
  });
  game.keybindings.register(MODULE_ID, "openMonsterDecks", {
    name: "MONSTER_AUTOPILOT.Decks.Keys.Open.Name",
    hint: "MONSTER_AUTOPILOT.Decks.Keys.Open.Hint",
    editable: [{ key: "KeyK", modifiers: [SHIFT] }],
    restricted: true,
    onDown: () => {
      withGmPart("MONSTER_AUTOPILOT.Decks.Failure.OpenWindow", (gm) => gm.hex.openDecks());
      return true;
    },
  });
}

/**
 * Wires what every client runs of the hex-scene (Gloomhaven family) integration: its settings and
 * keybindings and the lowest-first tracker order on "init", and the played scenes (status effects
 * and tracker order on every client, played-scenes.ts). Called once from module.ts; the Monster
 * turn windows and what drives them are the GM part's (register.ts).
 */
export function registerHexInit(): void {
  Hooks.once("init", () => {
    // A setting changed while Monster turn windows are open recomputes them (a GM's client).
    registerHexSettings(() => loadedGmPart()?.hex.refreshSoon());
    installLowestFirstOrder(CONFIG.Combat);
    registerDeckSettings();
    registerKeybindings();
  });
  registerPlayedScenes();
  registerLinkDrawing();
}
