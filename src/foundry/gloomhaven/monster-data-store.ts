import { message, type Message } from "../../view/gloomhaven";
import {
  diffMonsterData,
  mergeMonsterData,
  readMonsterDataPatch,
  type MonsterData,
  type MonsterDataPatch,
} from "../../view/gloomhaven";
import { HEX_FLAGS, MODULE_ID } from "../constants";

/** The raw flag values of a token and its actor, and the names used in messages. */
export interface MonsterDataSources {
  readonly tokenName: string;
  readonly actorName: string;
  readonly actorFlag: unknown;
  readonly tokenFlag: unknown;
}

/**
 * A monster's stat line: the token's flag over the actor's flag over the defaults. A malformed
 * flag is reported (naming the token or actor and the field) and ignored.
 */
export function resolveMonsterData(sources: MonsterDataSources): { data: MonsterData; problems: Message[] } {
  const problems: Message[] = [];
  const read = (raw: unknown, owner: string): MonsterDataPatch => {
    const reading = readMonsterDataPatch(raw);
    if (reading.ok) return reading.patch;
    problems.push(message("MONSTER_AUTOPILOT.Hex.Scene.BadMonsterData", { owner, detail: reading.detail }));
    return {};
  };
  const actorPatch = read(sources.actorFlag, sources.actorName);
  const tokenPatch = read(sources.tokenFlag, sources.tokenName);
  return { data: mergeMonsterData(actorPatch, tokenPatch, sources.actorName || sources.tokenName), problems };
}

/** The flag sources of a token document. */
export function monsterDataSources(token: TokenDocument.Implementation): MonsterDataSources {
  return {
    tokenName: token.name,
    actorName: token.actor?.name ?? token.name,
    actorFlag: token.actor?.getFlag(MODULE_ID, HEX_FLAGS.monster),
    tokenFlag: token.getFlag(MODULE_ID, HEX_FLAGS.monster),
  };
}

/** Saves an actor's stat line (the monster type's data). */
export async function saveActorMonsterData(actor: Actor.Implementation, data: MonsterData): Promise<void> {
  await actor.setFlag(MODULE_ID, HEX_FLAGS.monster, data);
}

/** Saves a token's overrides: only the fields that differ from its actor's data (so actor edits still apply). */
export async function saveTokenMonsterData(
  token: TokenDocument.Implementation,
  data: MonsterData,
): Promise<void> {
  const actorOnly = resolveMonsterData({ ...monsterDataSources(token), tokenFlag: undefined }).data;
  const patch = diffMonsterData(data, actorOnly);
  await token.unsetFlag(MODULE_ID, HEX_FLAGS.monster);
  if (Object.keys(patch).length > 0) await token.setFlag(MODULE_ID, HEX_FLAGS.monster, patch);
}
