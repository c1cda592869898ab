import { orientArea, type AreaShapes } from "./area";
import type { MonsterAction } from "./model";

/** The attack as the AI sees it after preprocessing (IN-2..IN-4, AF-6). */
export interface AttackShape {
  /** ATTACK-NONE (IN-2.2): no attack or disarmed; focus and move as single-target melee, never attack. */
  readonly none: boolean;
  /** Range for individually targeted enemies: 1 for melee (RG-2). */
  readonly range: number;
  /** Ranged attacks (range ≥ 1, ranged areas) suffer disadvantage on adjacent targets (AF-6). */
  readonly ranged: boolean;
  /** Whether positional disadvantage is weighed: ranged and not muddled (IN-2.4). */
  readonly weighsDisadvantage: boolean;
  /** Muddled: every attack has disadvantage anyway. */
  readonly muddled: boolean;
  /** The area, if any (AF-2, AF-3). */
  readonly area: AreaShapes | null;
  /**
   * How many individually targeted enemies are added: without an area the whole target count
   * (the focus included), with an area the extra targets outside it (IN-4); or all of them.
   */
  readonly singleTargets: number | "all";
}

/** Preprocesses the action's attack (IN-2 disarmed/no attack/muddled, IN-3 area kind, IN-4 target count, SQ-16 melee reach). */
export function shapeAttack(action: MonsterAction): AttackShape {
  const attack = action.attack;
  const muddled = action.conditions?.muddled === true;
  if (attack === null || action.conditions?.disarmed === true) {
    return {
      none: true,
      range: 1,
      ranged: false,
      weighsDisadvantage: false,
      muddled,
      area: null,
      singleTargets: 1,
    };
  }
  const area = attack.area ? orientArea(attack.area) : null;
  // SQ-16: a melee attack with reach keeps its range for targeting but is not ranged.
  const reach = attack.melee === true && !area;
  const ranged = area ? !area.melee : attack.range > 0 && !reach;
  const range = ranged ? attack.range : reach ? Math.max(1, attack.range) : 1;
  const singleTargets = attack.targets === "all" ? "all" : area ? attack.targets - 1 : attack.targets;
  return { none: false, range, ranged, weighsDisadvantage: ranged && !muddled, muddled, area, singleTargets };
}
