import { monsterCatalogue } from "../../../core/gloomhaven/decks";
import type { Message } from "../../../view/gloomhaven";
import { readMonsterDataPatch, type MonsterData } from "../../../view/gloomhaven";
import { presetTypeOf, withPresetStats, type PresetLine } from "../../../view/gloomhaven/decks";
import { MODULE_ID } from "../../constants";
import { monsterDataSources, resolveMonsterData } from "../monster-data-store";
import { ruleSetSetting } from "../settings";
import { scenarioLevel } from "./deck-settings";

/** The flag (actor and token) naming the preset monster type. */
export const DECK_TYPE_FLAG = "deckType";

/**
 * A token's stat line with its preset: the type picked on the token
 * or actor, else matched by name within the world's rule set; base move, range and flying from
 * the type at the scene's scenario level and the token's rank, the token's Monster data overrides
 * on top. Without a preset it is the Monster data as before.
 */
export function presetMonsterData(token: TokenDocument.Implementation): {
  data: MonsterData;
  problems: Message[];
  line: PresetLine | null;
} {
  const sources = monsterDataSources(token);
  const base = resolveMonsterData(sources);
  const type = presetTypeOf(
    monsterCatalogue(),
    {
      token: token.getFlag(MODULE_ID, DECK_TYPE_FLAG),
      actor: token.actor?.getFlag(MODULE_ID, DECK_TYPE_FLAG),
    },
    base.data.type,
    ruleSetSetting(),
  );
  if (!type) return { ...base, line: null };
  const tokenPatch = readMonsterDataPatch(sources.tokenFlag);
  const { data, line } = withPresetStats(
    base.data,
    tokenPatch.ok ? tokenPatch.patch : {},
    type,
    scenarioLevel(token.parent),
  );
  return { data, problems: base.problems, line };
}
