import type { ArkhamProblem, PhaseResult } from "../../core/arkham";
import type { Localizer } from "../i18n";
import { describeProblem } from "./setup-warnings";

const K = "MONSTER_AUTOPILOT.ArkhamPhase.Refused";

/** Why the rules core refused a drawn Mythos card, and whether setting it aside lets the phase go on. */
export interface PhaseRefusal {
  /** One line per problem, in the GM's words. */
  readonly reasons: readonly string[];
  /**
   * Every problem lies in the card (spec "Out of scope": the shuffle card, a card naming several
   * locations, a location of an expansion board not on this board): set aside, the next card can be
   * played. A problem in the game state would refuse the next card too, so it is never offered then.
   */
  readonly setAside: boolean;
}

const isCardProblem = (p: ArkhamProblem) => p.path === "$.mythos" || p.path.startsWith("$.mythos.");

/** A problem of the card in the table's terms; the core's message for any other. */
function reason(p: ArkhamProblem, i18n: Localizer): string {
  const field = p.path.slice("$.mythos.".length);
  if (p.code === "ArkhamCardNeedsField" && field === "type") return i18n.localize(`${K}.NoType`);
  if (p.code === "ArkhamCardNeedsField" && field === "gate") return i18n.localize(`${K}.SeveralGates`);
  if (p.code === "ArkhamCardNeedsField" && field === "clue") return i18n.localize(`${K}.SeveralClues`);
  if (p.code === "ArkhamUnknownArea" && field === "gate")
    return i18n.format(`${K}.GateNotOnBoard`, { id: String(p.params["id"] ?? "") });
  if (p.code === "ArkhamUnknownArea" && field === "clue")
    return i18n.format(`${K}.ClueNotOnBoard`, { id: String(p.params["id"] ?? "") });
  return describeProblem(p, i18n);
}

/**
 * A refused Mythos phase (MY-1, spec "Out of scope") in words, shared by the Foundry window and the
 * sandbox; undefined when the core resolved it.
 */
export function phaseRefusal(result: PhaseResult, i18n: Localizer): PhaseRefusal | undefined {
  if (result.kind !== "invalid") return undefined;
  return {
    reasons: result.problems.map((p) => (isCardProblem(p) ? reason(p, i18n) : describeProblem(p, i18n))),
    setAside: result.problems.length > 0 && result.problems.every(isCardProblem),
  };
}
