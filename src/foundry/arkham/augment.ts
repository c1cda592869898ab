// Type augmentations of the Arkham integration for fvtt-types. They must live in a module file
// (this one exports {}), or they silently do nothing. Module flags are added by merging into the
// MonsterAutopilot*Flags interfaces that src/foundry/augment.ts names in FlagConfig.
import type {
  BoardSourceFlag,
  CombatPhaseFlag,
  LegacyMonsterFlag,
  MonsterFlag,
  MythosChoiceFlag,
  PhaseChangeHookArgument,
  PieceRole,
  UndoFlag,
} from "./flag-types";
import type { ArkhamPhase } from "./phases";

declare global {
  interface MonsterAutopilotSceneFlags {
    /** The scene's Arkham board: the base-game preset or a custom board. */
    arkhamBoard?: BoardSourceFlag;
    /** Accepted Mythos moves, for Undo. */
    arkhamUndo?: UndoFlag;
    /** The Mythos card (or hand-set symbols) and the environment modifiers in play. */
    arkhamMythos?: MythosChoiceFlag;
  }
  interface MonsterAutopilotRegionFlags {
    /** The id of the board area this region is. */
    arkhamArea?: string;
  }
  interface MonsterAutopilotTokenFlags {
    /** The monster type (preset id; a preset name in flags saved earlier) or a custom dimension and movement. */
    arkhamMonster?: MonsterFlag | LegacyMonsterFlag;
    /** Per-token Sneak, overriding the actor data path. */
    arkhamSneak?: number;
    /** Investigator / monster / not a piece, overriding "player-owned = investigator". */
    arkhamRole?: PieceRole;
  }
  interface MonsterAutopilotCombatFlags {
    /** The Arkham phase of the combat's current round. */
    arkhamPhase?: CombatPhaseFlag;
  }
}

declare module "fvtt-types/configuration" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types is configured by augmenting its namespaces
  namespace Hooks {
    interface HookConfig {
      /** Fired on every client when the Arkham phase tracker changes round or phase. */
      "monster-autopilot.phaseChange": (change: PhaseChangeHookArgument) => void;
      /** Fired on every client when a monster type's actor (Arkham pieces) changed. */
      "monster-autopilot.monsterActorsChange": () => void;
      /** v13 scene controls (fvtt-types 13.345 leaves this hook out): controls by name, tools by name. */
      getSceneControlButtons: (
        controls: Record<string, foundry.applications.ui.SceneControls.Control>,
      ) => void;
    }
  }

  interface SettingConfig {
    /** Actor data path of an investigator's Sneak, e.g. "system.skills.sneak". */
    "monster-autopilot.arkhamSneakPath": string;
    /** The Arkham phase when no combat exists. */
    "monster-autopilot.arkhamPhase": { round: number; phase: ArkhamPhase };
    /** Each monster type's actor, `{ [typeId]: actorId }` (read through readMonsterActors). */
    "monster-autopilot.arkhamMonsterActors": Record<string, string>;
    /** Who sees the chat card of an accepted Mythos phase. */
    "monster-autopilot.arkhamMythosChat": "gm" | "all" | "off";
  }
}

export {};
