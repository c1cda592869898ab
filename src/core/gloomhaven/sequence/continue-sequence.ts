import type { Scenario } from "../model";
import type { RuleSet } from "../rule-sets";
import type { SequenceTurn } from "./abilities";
import { decideSequence } from "./decide-sequence";
import type { SequenceResult } from "./steps";

/**
 * SQ-17, the continuation query: the rest of a turn from ability `from` on (0-based) on the board
 * as it is now (`scenario`: the monster where it stands, a dead target removed, a moved one where it
 * is). `focus` is the focus kept from the steps already performed; without it (the focus died or
 * became untargetable, SQ-3) the focus is found anew with the next attack's shape from where the
 * monster stands (SQ-2 on the remaining abilities).
 */
export function continueSequence(
  turn: SequenceTurn,
  from: number,
  scenario: Scenario,
  rules: RuleSet,
  focus?: string,
): SequenceResult {
  const kept = focus !== undefined && scenario.figures.some((f) => f.id === focus && f.invisible !== true);
  const rest: SequenceTurn = {
    scenario,
    links: turn.links,
    mover: turn.mover,
    focus: turn.focus,
    abilities: turn.abilities.slice(from),
    ...(kept ? { givenFocus: focus } : {}),
    ...(turn.rulings ? { rulings: turn.rulings } : {}),
  };
  return decideSequence(rest, rules);
}
