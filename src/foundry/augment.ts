// Type augmentations for fvtt-types. They must live in a module file (this one exports {}),
// or they silently do nothing.
//
// Module flags: FlagConfig names one interface per document type below; each integration adds
// its own keys by merging into those interfaces (TypeScript cannot merge two declarations of
// FlagConfig.Token, but it merges interfaces), e.g. in src/foundry/arkham/augment.ts:
//   declare global { interface MonsterAutopilotTokenFlags { arkhamRole?: PieceRole } }
import type { TurnResult } from "../core/gloomhaven";
import type { AbilityPreset } from "../view/gloomhaven/presets";
import type { MonsterDataPatch } from "../view/gloomhaven";
import type { RegionTerrain } from "./gloomhaven/region-terrain";
import type { StoredLink } from "./gloomhaven/hex-links";
import type { Recognition, SideOverride } from "./gloomhaven/token-figures";

/** A highlight colour setting: a colour picker in the settings window. */
type HighlightColorField = foundry.data.fields.ColorField<{ required: true; nullable: false }>;

declare global {
  interface AssumeHookRan {
    ready: never;
  }

  /** Module flags on actors (`flags.monster-autopilot`). */
  interface MonsterAutopilotActorFlags {
    /** The monster's stat line (hex scenes). */
    monster?: MonsterDataPatch;
  }
  /** Module flags on tokens. */
  interface MonsterAutopilotTokenFlags {
    /** This standee's overrides of its actor's stat line (hex scenes). */
    monster?: MonsterDataPatch;
    /** How the token counts on a hex scene, overriding its disposition. */
    side?: SideOverride;
  }
  /** Module flags on Scene Regions. */
  interface MonsterAutopilotRegionFlags {
    /** The terrain the region marks on a hex scene. */
    terrain?: RegionTerrain;
  }
  /** Module flags on scenes. */
  interface MonsterAutopilotSceneFlags {
    /** The linked hex pairs of a hex scene (LH-1), validated when read (hex-links.ts). */
    links?: readonly StoredLink[];
  }
  /** Module flags on combats. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the integrations
  interface MonsterAutopilotCombatFlags {}
}

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** A token's movement paused (https://foundryvtt.com/api/v14/functions/hookEvents.pauseToken.html; v13 too). */
      pauseToken: (document: TokenDocument.Implementation) => void;
      /** Fired once when Monster Autopilot has registered everything. */
      "monster-autopilot.ready": () => void;
      /** Fired after a hex monster turn was computed (the result the window shows). */
      "monster-autopilot.turnComputed": (tokenId: string, result: TurnResult) => void;
    }
  }

  interface SettingConfig {
    /** The Gloomhaven-family rule set of hex scenes. */
    "monster-autopilot.ruleSet": "gloomhaven" | "jotl" | "frosthaven";
    /** When the Monster turn window opens: on a monster's combat turn, or only on demand. */
    "monster-autopilot.hexTrigger": "combat-turn" | "on-demand";
    /** How tokens become figures. */
    "monster-autopilot.hexRecognition": Recognition;
    "monster-autopilot.hexAnimateMoves": boolean;
    /** Order monster combatants of one type: elites first, then by standee number. */
    "monster-autopilot.hexOrderHelper": boolean;
    "monster-autopilot.hexLowestFirst": boolean;
    "monster-autopilot.hexColorPath": HighlightColorField;
    "monster-autopilot.hexColorEnd": HighlightColorField;
    "monster-autopilot.hexColorTarget": HighlightColorField;
    "monster-autopilot.hexColorFocus": HighlightColorField;
    "monster-autopilot.hexColorArea": HighlightColorField;
    /** Saved ability cards per monster type. */
    "monster-autopilot.hexPresets": Record<string, AbilityPreset[]>;
  }

  interface FlagConfig {
    Actor: { "monster-autopilot"?: MonsterAutopilotActorFlags };
    Token: { "monster-autopilot"?: MonsterAutopilotTokenFlags };
    Region: { "monster-autopilot"?: MonsterAutopilotRegionFlags };
    Scene: { "monster-autopilot"?: MonsterAutopilotSceneFlags };
    Combat: { "monster-autopilot"?: MonsterAutopilotCombatFlags };
  }
}

export {};
