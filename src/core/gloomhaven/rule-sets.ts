import type { RuleSetId } from "./model";

/**
 * The differences between the rule sets, as data (spec §12, IMP-5). Every flag names one rule;
 * code reads the flag, never the rule-set id.
 */
export interface RuleSet {
  readonly id: RuleSetId;
  /** LOS-2 corner-to-corner (true) or LOS-3 any-point rule (false). */
  readonly vertexLineOfSight: boolean;
  /** RG-3: break focus ties by proximity before turn order. */
  readonly proximityTieBreak: boolean;
  /** MV-5: a jump landing on difficult terrain costs one extra point. */
  readonly jumpLandingPaysDifficult: boolean;
  /** PL-2: losing disadvantage against the focus outranks adding targets. */
  readonly focusDisadvantageBeforeTargetCount: boolean;
  /** PL-3: secondary targets are ranked (group movement, proximity, turn order). */
  readonly rankSecondaryTargets: boolean;
  /** PL-1: heed every enemy (not only the focus) when the focus cannot be attacked this turn. */
  readonly heedAllEnemiesWhenFocusUnreachable: boolean;
  /** MV-7 / DEV-1: teleport distance is blocked by wall lines (peer parity). */
  readonly teleportBlockedByWallLines: boolean;
  /** FO-5: a summon without focus may move toward its summoner. */
  readonly summonMayApproachSummoner: boolean;
}

/** Gloomhaven, 2nd printing and FAQ (spec §12 column GH). */
export const GLOOMHAVEN: RuleSet = {
  id: "gloomhaven",
  vertexLineOfSight: true,
  proximityTieBreak: true,
  jumpLandingPaysDifficult: true,
  focusDisadvantageBeforeTargetCount: true,
  rankSecondaryTargets: true,
  heedAllEnemiesWhenFocusUnreachable: true,
  teleportBlockedByWallLines: false,
  summonMayApproachSummoner: false,
};

/** Jaws of the Lion: GH without the proximity tie-break, any-point LOS (spec §12, OPEN-1/2). */
export const JAWS_OF_THE_LION: RuleSet = {
  id: "jotl",
  vertexLineOfSight: false,
  proximityTieBreak: false,
  jumpLandingPaysDifficult: false,
  focusDisadvantageBeforeTargetCount: true,
  rankSecondaryTargets: true,
  heedAllEnemiesWhenFocusUnreachable: true,
  teleportBlockedByWallLines: false,
  summonMayApproachSummoner: false,
};

/** Frosthaven rulebook and FAQ (spec §12 column FH). */
export const FROSTHAVEN: RuleSet = {
  id: "frosthaven",
  vertexLineOfSight: false,
  proximityTieBreak: true,
  jumpLandingPaysDifficult: false,
  focusDisadvantageBeforeTargetCount: false,
  rankSecondaryTargets: false,
  heedAllEnemiesWhenFocusUnreachable: false,
  teleportBlockedByWallLines: false,
  summonMayApproachSummoner: true,
};

/** The three rule sets by id (§0.1). */
export const RULE_SETS: Readonly<Record<RuleSetId, RuleSet>> = {
  gloomhaven: GLOOMHAVEN,
  jotl: JAWS_OF_THE_LION,
  frosthaven: FROSTHAVEN,
};
