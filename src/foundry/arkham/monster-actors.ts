import { MODULE_ID } from "../constants";
import type { TokenData } from "./game-state/phase-scene";

/** The world setting holding each monster type's actor: `{ [typeId]: actorId }`. */
const MONSTER_ACTORS_SETTING = "arkhamMonsterActors";

/**
 * Reads the monster type → actor assignment tolerantly: only string type ids mapped to non-empty
 * string actor ids count; anything else (an older or hand-edited value) is left out, never thrown.
 */
export function readMonsterActors(raw: unknown): ReadonlyMap<string, string> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return new Map();
  return new Map(
    Object.entries(raw).flatMap(([typeId, actorId]) =>
      typeof actorId === "string" && actorId !== "" && typeId !== "" ? [[typeId, actorId] as const] : [],
    ),
  );
}

/** Registers the world setting (called on "init"); edited from the Arkham pieces window, not the settings sheet. */
export function registerMonsterActorsSetting(): void {
  game.settings.register(MODULE_ID, MONSTER_ACTORS_SETTING, {
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
}

/** The assignment as stored. */
function monsterActors(): ReadonlyMap<string, string> {
  return readMonsterActors(game.settings.get(MODULE_ID, MONSTER_ACTORS_SETTING));
}

/** Stores one type's actor, or clears it (`null`: a plain token named after the type). */
export async function assignMonsterActor(typeId: string, actorId: string | null): Promise<void> {
  const next = new Map(monsterActors());
  if (actorId === null) next.delete(typeId);
  else next.set(typeId, actorId);
  await game.settings.set(MODULE_ID, MONSTER_ACTORS_SETTING, Object.fromEntries(next));
}

/**
 * The prototype token of each assigned actor among `typeIds`, as token data: `Actor#getTokenDocument`
 * builds a token from the actor's prototype, actor link and image included
 * (https://foundryvtt.com/api/classes/foundry.documents.Actor.html#gettokendocument). An actor that
 * no longer exists is skipped: its type gets a plain token.
 */
export async function prototypeTokens(typeIds: Iterable<string>): Promise<Map<string, TokenData>> {
  const assigned = monsterActors();
  const result = new Map<string, TokenData>();
  for (const typeId of new Set(typeIds)) {
    const actorId = assigned.get(typeId);
    const actor = actorId === undefined ? undefined : game.actors?.get(actorId);
    if (actor === undefined) continue;
    const token = await actor.getTokenDocument();
    result.set(typeId, token.toObject() as TokenData);
  }
  return result;
}
