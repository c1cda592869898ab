// Scene levels (new in Foundry v14): a token stands on one level (`level`, the level id,
// https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenPosition.html), a region
// spans `levels` (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.RegionData.html),
// walls have no level data (https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.WallData.html),
// and the canvas shows one level at a time
// (https://foundryvtt.com/api/v14/classes/foundry.canvas.Canvas.html; the viewed level id is what
// https://foundryvtt.com/api/v14/interfaces/foundry.types.CanvasViewPosition.html records). A turn
// reads only the viewed level's tokens and regions, and every wall. On v13, and on a scene with one level,
// everything is read as before.

/** The id of the level this client views on v14, or null (v13, or no level). */
export function viewedLevelId(): string | null {
  if ((game.release?.generation ?? 13) < 14) return null;
  const level = (canvas as unknown as { level?: { id?: string | null } | null } | undefined)?.level;
  return level?.id ?? null;
}

/** A document's level data: a token's `level`, a region's `levels`. */
export interface LevelledDocument {
  readonly level?: unknown;
  readonly levels?: unknown;
}

/** Whether a document is on the level (no level data, or no viewed level: yes). */
export function onLevel(document: object, levelId: string | null): boolean {
  if (levelId === null) return true;
  // fvtt-types 13.345 has no v14 level fields: read them as the v14 pages document them.
  const doc = document as LevelledDocument;
  if (typeof doc.level === "string" && doc.level !== "") return doc.level === levelId;
  const levels = doc.levels;
  if (levels instanceof Set) return levels.size === 0 || levels.has(levelId);
  if (Array.isArray(levels)) return levels.length === 0 || levels.includes(levelId);
  return true;
}

/** The level of a token on v14 (waypoints carry it so a move stays on its floor), else undefined. */
export function tokenLevel(document: object): string | undefined {
  const doc = document as LevelledDocument;
  return typeof doc.level === "string" && doc.level !== "" ? doc.level : undefined;
}
