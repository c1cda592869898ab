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

/**
 * Registers the world setting (called on "init"); edited from the Arkham pieces window, not the
 * settings sheet. A change fires `monster-autopilot.monsterActorsChange` on every client, so another
 * GM's open Pieces window shows it.
 */
export function registerMonsterActorsSetting(): void {
  game.settings.register(MODULE_ID, MONSTER_ACTORS_SETTING, {
    scope: "world",
    config: false,
    type: Object,
    default: {},
    onChange: () => Hooks.callAll(`${MODULE_ID}.monsterActorsChange`),
  });
}

/** The assignment as stored (the Pieces window lists it; the Mythos phase reads it on accept). */
export function assignedMonsterActors(): ReadonlyMap<string, string> {
  return readMonsterActors(game.settings.get(MODULE_ID, MONSTER_ACTORS_SETTING));
}

/** Stores one type's actor, or clears it (`null`: a plain token named after the type). */
export async function assignMonsterActor(typeId: string, actorId: string | null): Promise<void> {
  const next = new Map(assignedMonsterActors());
  if (actorId === null) next.delete(typeId);
  else next.set(typeId, actorId);
  await game.settings.set(MODULE_ID, MONSTER_ACTORS_SETTING, Object.fromEntries(next));
}

/**
 * The world actor a drop onto a monster type names, from the drag data
 * (`TextEditor.getDragEventData`, https://foundryvtt.com/api/classes/foundry.applications.ux.TextEditor.html):
 * the sidebar drags a world actor as `{type: "Actor", uuid: "Actor.<id>"}`. A compendium actor, another
 * document or an actor no longer in the world gives undefined.
 */
export function droppedActorId(data: unknown, exists: (actorId: string) => boolean): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { type, uuid } = data as { type?: unknown; uuid?: unknown };
  if (type !== "Actor" || typeof uuid !== "string") return undefined;
  const match = /^Actor\.([^.]+)$/.exec(uuid);
  const actorId = match?.[1];
  return actorId !== undefined && exists(actorId) ? actorId : undefined;
}

/**
 * The prototype token of each assigned actor among `typeIds`, as token data: `Actor#getTokenDocument`
 * builds a token from the actor's prototype, actor link and image included
 * (https://foundryvtt.com/api/classes/foundry.documents.Actor.html#gettokendocument). An actor that
 * no longer exists is skipped: its type gets a plain token.
 */
export async function prototypeTokens(typeIds: Iterable<string>): Promise<Map<string, TokenData>> {
  const assigned = assignedMonsterActors();
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
