// The rule sets' display names, on their own so that the settings every Foundry client registers
// read them without loading the view layer.
import type { RuleSetId } from "../../../core/gloomhaven";

/** Display names of the rule sets (setting "ruleSet"). */
export const RULE_SET_LABELS: Readonly<Record<RuleSetId, string>> = {
  gloomhaven: "MONSTER_AUTOPILOT.Hex.RuleSet.Gloomhaven",
  jotl: "MONSTER_AUTOPILOT.Hex.RuleSet.Jotl",
  frosthaven: "MONSTER_AUTOPILOT.Hex.RuleSet.Frosthaven",
};
