import type { Side } from "../../core/gloomhaven";
import { HEX_FLAGS, MODULE_ID } from "../constants";
import { recognitionSetting } from "./settings";
import { SUMMONER_FLAG } from "./summon-links";
import { sideOf } from "./token-figures";

/** The side of a token by the recognition setting and its override flag (null: not a figure, or not found). */
export function sideOfToken(sceneId: string, tokenId: string): Side | null {
  const token = game.scenes?.get(sceneId)?.tokens.get(tokenId);
  if (!token) return null;
  return sideOf(
    {
      id: tokenId,
      name: token.name,
      center: { x: 0, y: 0 },
      elevation: token.elevation ?? 0,
      width: 1,
      height: 1,
      disposition: token.disposition,
      hidden: token.hidden,
      hasPlayerOwner: token.actor?.hasPlayerOwner ?? false,
      statuses: new Set(),
      sideFlag: token.getFlag(MODULE_ID, HEX_FLAGS.side),
      summonerFlag: token.getFlag(MODULE_ID, SUMMONER_FLAG),
    },
    recognitionSetting(),
  ).side;
}
