import type { Figure } from "../../core/gloomhaven";
import { message, type Message } from "../../view/gloomhaven";
import type { TokenSnapshot } from "./scene-snapshot";

/** The token flag naming a character summon's summoner: the summoner token's id (BM-15, FO-5). */
export const SUMMONER_FLAG = "summoner";

/**
 * The turn-order key of summon k (from 0) of the n of one character (BM-15): all of them act just
 * before their summoner, in summon order — `[...ownerKey, k - n]`, and missing elements count
 * as 0 (compareTurnOrder), so the owner's own key follows the last one. Without an owner key
 * (the summoner is not in the combat) the summon keeps its own.
 */
export function summonTurnOrder(
  ownerKey: readonly number[],
  k: number,
  n: number,
  own: readonly number[],
): readonly number[] {
  return ownerKey.length === 0 ? own : [...ownerKey, k - n];
}

/**
 * Links each summon to the character token its "Summoned by" flag names (BM-15, FO-5): the
 * figure gets `summonerId` and a turn-order key just before its summoner; several summons of one
 * character act in summon order, the order their tokens were placed (the scene's token order).
 * A flag on a token that is not a summon, or naming a token that is not a character figure of
 * the scene, is ignored with a warning.
 */
export function linkSummons(
  figures: readonly Figure[],
  tokens: readonly TokenSnapshot[],
): { figures: Figure[]; warnings: Message[] } {
  const warnings: Message[] = [];
  const byId = new Map(figures.map((f) => [f.id, f]));
  const summonsOf = new Map<string, string[]>();
  for (const token of tokens) {
    const flag = token.summonerFlag;
    const figure = byId.get(token.id);
    if (flag === undefined || flag === null || flag === "" || !figure) continue;
    const params = { token: token.name };
    if (typeof flag !== "string")
      warnings.push(message("MONSTER_AUTOPILOT.Hex.Scene.BadSummonerFlag", params));
    else if (figure.side !== "summon")
      warnings.push(message("MONSTER_AUTOPILOT.Hex.Scene.SummonerNotSummon", params));
    else if (byId.get(flag)?.side !== "character")
      warnings.push(message("MONSTER_AUTOPILOT.Hex.Scene.SummonerNotFound", params));
    else summonsOf.set(flag, [...(summonsOf.get(flag) ?? []), token.id]);
  }
  const linked = new Map<string, Figure>();
  for (const [ownerId, ids] of summonsOf) {
    const owner = byId.get(ownerId)!;
    ids.forEach((id, k) => {
      const summon = byId.get(id)!;
      const turnOrder = summonTurnOrder(owner.turnOrder, k, ids.length, summon.turnOrder);
      linked.set(id, { ...summon, summonerId: ownerId, turnOrder });
    });
  }
  return { figures: figures.map((f) => linked.get(f.id) ?? f), warnings };
}
