import { MAX_SCENARIO_LEVEL } from "../../../core/gloomhaven/decks/scenario-level";
import { MODULE_ID } from "../../constants";

/** Who sees the chat card of the round's drawn cards (setting "deckChatVisibility"). */
export type ChatVisibility = "gm" | "everyone";

/** World settings of the monster decks. */
export const DECK_SETTINGS = {
  level: "deckScenarioLevel",
  autoDraw: "deckAutoDraw",
  chat: "deckChatVisibility",
} as const;

/** The scene flag holding a per-scene scenario level. */
export const SCENE_LEVEL_FLAG = "scenarioLevel";

/** Registers the decks' world settings (called on "init"). */
export function registerDeckSettings(): void {
  game.settings.register(MODULE_ID, DECK_SETTINGS.level, {
    name: "MONSTER_AUTOPILOT.Decks.Settings.Level.Name",
    hint: "MONSTER_AUTOPILOT.Decks.Settings.Level.Hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: 0, max: MAX_SCENARIO_LEVEL, step: 1 },
    default: 1,
  });
  game.settings.register(MODULE_ID, DECK_SETTINGS.autoDraw, {
    name: "MONSTER_AUTOPILOT.Decks.Settings.AutoDraw.Name",
    hint: "MONSTER_AUTOPILOT.Decks.Settings.AutoDraw.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(MODULE_ID, DECK_SETTINGS.chat, {
    name: "MONSTER_AUTOPILOT.Decks.Settings.Chat.Name",
    hint: "MONSTER_AUTOPILOT.Decks.Settings.Chat.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: {
      gm: "MONSTER_AUTOPILOT.Decks.Settings.Chat.Gm",
      everyone: "MONSTER_AUTOPILOT.Decks.Settings.Chat.Everyone",
    },
    default: "gm",
  });
}

/** A level read from a setting or flag: an integer 0–7, or null when it is not one. */
export function readLevel(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_SCENARIO_LEVEL
    ? value
    : null;
}

/** The scenario level of a scene: its own flag, else the world setting. */
export function scenarioLevel(scene: Scene.Implementation | null | undefined): number {
  return (
    readLevel(scene?.getFlag(MODULE_ID, SCENE_LEVEL_FLAG)) ??
    readLevel(game.settings.get(MODULE_ID, DECK_SETTINGS.level)) ??
    1
  );
}

/** Whether cards are drawn automatically at round start. */
export function autoDrawSetting(): boolean {
  return game.settings.get(MODULE_ID, DECK_SETTINGS.autoDraw);
}

/** Who sees the chat card of the drawn cards. */
export function chatVisibilitySetting(): ChatVisibility {
  return game.settings.get(MODULE_ID, DECK_SETTINGS.chat);
}
