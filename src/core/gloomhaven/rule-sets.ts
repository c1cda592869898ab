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
  /** AF-3: a ranged area's in-range hex may be a wall hex. */
  readonly areaAnchorMayBeWallHex: boolean;
  /** MV-7 / DEV-1: teleport distance is blocked by wall lines (peer parity). */
  readonly teleportBlockedByWallLines: boolean;
  /** FO-5: a summon without focus may move toward its summoner. */
  readonly summonMayApproachSummoner: boolean;
}
