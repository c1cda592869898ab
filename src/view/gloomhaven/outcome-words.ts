import type { Explanation, TurnOption } from "../../core/gloomhaven";
import type { Localizer } from "../i18n";

const KEY = "MONSTER_AUTOPILOT.Hex.Explain";

/** What one option does: moves or stays, attacks or not. */
type OptionKind = "StayAttack" | "MoveAttack" | "MoveOnly" | "StayOnly";

const KINDS: readonly OptionKind[] = ["StayAttack", "MoveAttack", "MoveOnly", "StayOnly"];

function kindOf(option: TurnOption): OptionKind {
  const moves = option.path.length > 1;
  if (option.targets.length > 0) return moves ? "MoveAttack" : "StayAttack";
  return moves ? "MoveOnly" : "StayOnly";
}

/**
 * The sentence saying what the monster does this turn (OUT-4), true to every option the GM can
 * accept: "It stays where it is and attacks", "It moves and attacks", or, when the options differ,
 * each kind joined by "or". The reasons for a turn without an attack (MX-1: the attack hex is out of
 * reach; MX-7: no hex is closer) keep their own sentences.
 */
export function outcomeText(
  i18n: Localizer,
  outcome: Explanation["outcome"],
  options: readonly TurnOption[],
): string {
  const kinds = KINDS.filter((k) => options.some((o) => kindOf(o) === k));
  switch (outcome) {
    case "attack": {
      const [only] = kinds;
      if (only === undefined) return i18n.localize(`${KEY}.OutcomeMoveAttack`);
      if (kinds.length === 1) return i18n.localize(`${KEY}.Outcome${only}`);
      const clauses = kinds.map((k) => i18n.localize(`${KEY}.Clause.${k}`));
      return i18n.format(`${KEY}.OutcomeEither`, {
        clauses: i18n.format(`${KEY}.Clause.Or`, {
          items: clauses.slice(0, -1).join(", "),
          last: clauses.at(-1) ?? "",
        }),
      });
    }
    case "arrive":
      return i18n.localize(
        kinds.length > 0 && kinds.every((k) => k === "StayOnly")
          ? `${KEY}.OutcomeArriveStay`
          : `${KEY}.OutcomeArrive`,
      );
    case "approach":
      return i18n.localize(`${KEY}.OutcomeApproach`);
    case "stay-no-progress":
      return i18n.localize(`${KEY}.OutcomeStay`);
  }
}
