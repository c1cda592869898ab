import type { RuleSetId } from "../../core/gloomhaven";
import type { Localizer } from "../i18n";
import type { MonsterData } from "./monster-data";
import { RULE_SET_LABELS } from "./rule-sets";

/** The context of templates/gloomhaven/turn-header.hbs: who acts and its stat line. */
export interface TurnHeaderContext {
  readonly name: string;
  readonly img: string;
  readonly stats: string;
  readonly ruleSet: string;
  readonly canEditData: boolean;
}

/** The monster's stat line in words: "Elite · standee 3 · Move 2 · Range 3 · Flying" (IN-1). */
function describeMonsterData(i18n: Localizer, data: MonsterData): string {
  const parts = [
    i18n.localize(
      data.elite ? "MONSTER_AUTOPILOT.Hex.Data.EliteShort" : "MONSTER_AUTOPILOT.Hex.Data.NormalShort",
    ),
  ];
  if (data.standee > 0)
    parts.push(i18n.format("MONSTER_AUTOPILOT.Hex.Data.StandeeShort", { n: data.standee }));
  parts.push(i18n.format("MONSTER_AUTOPILOT.Hex.Data.MoveShort", { n: data.move }));
  parts.push(
    data.range === 0
      ? i18n.localize("MONSTER_AUTOPILOT.Hex.Ability.Melee")
      : i18n.format("MONSTER_AUTOPILOT.Hex.Data.RangeShort", { n: data.range }),
  );
  if (data.flying) parts.push(i18n.localize("MONSTER_AUTOPILOT.Hex.Ability.Flying"));
  return parts.join(" · ");
}

/** Builds the window header's context. */
export function buildTurnHeader(
  i18n: Localizer,
  input: {
    readonly name: string;
    readonly img: string;
    readonly data: MonsterData;
    readonly ruleSet: RuleSetId;
    readonly canEditData: boolean;
  },
): TurnHeaderContext {
  return {
    name: input.name,
    img: input.img,
    stats: describeMonsterData(i18n, input.data),
    ruleSet: i18n.localize(RULE_SET_LABELS[input.ruleSet]),
    canEditData: input.canEditData,
  };
}
