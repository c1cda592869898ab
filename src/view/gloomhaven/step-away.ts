import type { MonsterAction, Scenario, TurnOption } from "../../core/gloomhaven";
import { hexDistance } from "../../core/hex";
import type { Localizer } from "../i18n";
import { listNames } from "./explain-turn";

/**
 * Why a ranged monster leaves the hex next to its targets, in words (PL-7, AT-2): a ranged attack
 * on an adjacent enemy has disadvantage, so it steps away as far as needed to lose it. Empty when
 * the option does not do that (it stays, attacks in melee, or still attacks with disadvantage).
 */
export function stepAwayText(
  i18n: Localizer,
  scenario: Scenario,
  action: MonsterAction,
  option: TurnOption,
  nameOf: (id: string) => string,
): string {
  const attack = action.attack;
  const mover = scenario.figures.find((f) => f.id === scenario.activeId);
  if (attack === null || attack.range === 0 || attack.area?.origin === "attacker" || mover === undefined)
    return "";
  if (option.path.length < 2 || option.targets.length === 0 || option.disadvantaged.length > 0) return "";
  const wasNextTo = option.targets.filter((id) => {
    const target = scenario.figures.find((f) => f.id === id);
    return target !== undefined && hexDistance(target.at, mover.at) === 1;
  });
  if (wasNextTo.length === 0) return "";
  return i18n.format("MONSTER_AUTOPILOT.Hex.Explain.StepAway", {
    names: listNames(wasNextTo.map(nameOf), i18n),
  });
}
