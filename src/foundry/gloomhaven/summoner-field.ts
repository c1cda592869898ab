import { MODULE_ID } from "../constants";
import { SUMMONER_FLAG } from "./summon-links";
import { sideOfToken } from "./token-side";

/** The character tokens (by the recognition setting) a token of the same scene may name as its summoner. */
export function characterTokensFor(token: TokenDocument.Implementation): { id: string; name: string }[] {
  const scene = token.parent;
  const sceneId = scene?.id;
  if (!scene || !sceneId) return [];
  return scene.tokens.contents
    .filter((t) => t.id !== token.id && sideOfToken(sceneId, t.id ?? "") === "character")
    .map((t) => ({ id: t.id ?? "", name: t.name }));
}

/** The token's saved summoner flag (raw; the boundary validates it). */
export function summonerFlagOf(token: TokenDocument.Implementation): unknown {
  return token.getFlag(MODULE_ID, SUMMONER_FLAG);
}

/** Saves a token's summoner, or clears it (null). */
export async function saveSummoner(
  token: TokenDocument.Implementation,
  summonerId: string | null,
): Promise<void> {
  if (summonerId) await token.setFlag(MODULE_ID, SUMMONER_FLAG, summonerId);
  else await token.unsetFlag(MODULE_ID, SUMMONER_FLAG);
}
