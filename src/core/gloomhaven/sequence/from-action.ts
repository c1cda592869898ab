import type { MonsterAction, Scenario } from "../model";
import type { SequenceAbility, SequenceTurn } from "./abilities";

/**
 * A one-move-one-attack turn (IN-1) as a sequence (CF-2's conversion of a version-1 case): its
 * move, then its attack when it has one; the mover's trait and conditions; the closest focus; no
 * links.
 */
export function sequenceOfAction(scenario: Scenario, action: MonsterAction): SequenceTurn {
  const abilities: SequenceAbility[] = [{ kind: "move", move: action.move, mode: action.mode }];
  const attack = action.attack;
  if (attack !== null) {
    abilities.push({
      kind: "attack",
      range: attack.range,
      targets: attack.targets,
      ...(attack.area ? { area: attack.area } : {}),
    });
  }
  return {
    scenario,
    links: [],
    mover: { flying: action.flying, ...(action.conditions ? { conditions: action.conditions } : {}) },
    focus: { rule: "closest", within: null },
    abilities,
  };
}
