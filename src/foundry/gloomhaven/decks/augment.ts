// Type augmentations of the monster decks for fvtt-types. They must live in a module
// file (this one exports {}), or they silently do nothing. Flags merge into the
// MonsterAutopilot*Flags interfaces that src/foundry/augment.ts names in FlagConfig.
import type { ChatVisibility } from "./deck-settings";

declare global {
  interface MonsterAutopilotActorFlags {
    /** The preset monster type of this actor ("" or absent: matched by name; "none": no preset). */
    deckType?: string;
  }
  interface MonsterAutopilotTokenFlags {
    /** The preset monster type of this standee, over its actor's. */
    deckType?: string;
  }
  interface MonsterAutopilotSceneFlags {
    /** This scene's scenario level (0–7), over the world setting. */
    scenarioLevel?: number | null;
  }
  interface MonsterAutopilotCombatFlags {
    /** The monster ability decks of this combat (read through a schema: it may be damaged). */
    decks?: unknown;
  }
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /** The scenario level (0–7) of the world's Gloomhaven-family scenarios. */
    "monster-autopilot.deckScenarioLevel": number;
    /** Draw monster ability cards at each round start. */
    "monster-autopilot.deckAutoDraw": boolean;
    /** Who sees the round's drawn cards in chat. */
    "monster-autopilot.deckChatVisibility": ChatVisibility;
  }
}

export {};
