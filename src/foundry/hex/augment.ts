// Type augmentations of the hex integration for fvtt-types. They must live in a module file
// (this one exports {}), or they silently do nothing. Module flags are added by merging into the
// MonsterAutopilot*Flags interfaces that src/foundry/augment.ts names in FlagConfig.

declare global {
  interface MonsterAutopilotTokenFlags {
    /** A character summon's summoner: the id of the character token that summoned it (BM-15, FO-5). */
    summoner?: string;
  }
}

export {};
