// Type augmentations of the hex integration for fvtt-types. They must live in a module file
// (this one exports {}), or they silently do nothing. Module flags are added by merging into the
// MonsterAutopilot*Flags interfaces that src/foundry/augment.ts names in FlagConfig.
import type { MoveHistoryFlag } from "./move-history";

declare global {
  interface MonsterAutopilotTokenFlags {
    /** A character summon's summoner: the id of the character token that summoned it (BM-15, FO-5). */
    summoner?: string;
  }
  interface MonsterAutopilotSceneFlags {
    /** Accepted monster moves on a hex scene, for Undo (the newest 20; read tolerantly, it may be damaged). */
    hexUndo?: MoveHistoryFlag;
    /** Played as a Gloomhaven-family scene: the module's automatic behaviours apply to its combats (played-scenes.ts). */
    played?: boolean;
  }
}

export {};
