import { z } from "zod";
import { message, type Message } from "../../view/gloomhaven";

/** How many accepted moves Undo remembers per scene (DEVELOPERS.md: every accepted move can be undone). */
export const MOVE_HISTORY_LIMIT = 20;

const SavedPositionSchema = z.object({
  tokenId: z.string().min(1),
  x: z.number(),
  y: z.number(),
  elevation: z.number(),
  /** The token's rotation before the move (absent in entries saved before rotation was kept). */
  rotation: z.number().optional(),
  /** Foundry's recorded movement of the accepted move (TokenMovementData#id and its chain), for revertRecordedMovement. */
  movementIds: z.array(z.string()).optional(),
});

/** A token's position and rotation before an accepted move, and Foundry's id of that movement (for Undo). */
export type SavedPosition = z.infer<typeof SavedPositionSchema>;

const MoveHistoryFlagSchema = z.object({
  version: z.literal(1),
  entries: z.array(SavedPositionSchema),
});

/** A scene's undo history as stored in its `hexUndo` flag: the accepted moves, oldest first. */
export interface MoveHistoryFlag {
  readonly version: 1;
  readonly entries: readonly SavedPosition[];
}

/** Why a stored history was not read: it is damaged or of another version. */
export const UNREADABLE_HISTORY_KEY = "MONSTER_AUTOPILOT.Hex.Turn.HistoryUnreadable";

/**
 * Reads a scene's stored undo history tolerantly: no flag is an empty history; a damaged flag or
 * one of another version is an empty history and a problem, never an exception. Only the newest
 * {@link MOVE_HISTORY_LIMIT} entries are kept.
 */
export function readMoveHistory(raw: unknown): { entries: SavedPosition[]; problem: Message | null } {
  if (raw === undefined || raw === null) return { entries: [], problem: null };
  const parsed = MoveHistoryFlagSchema.safeParse(raw);
  if (!parsed.success) return { entries: [], problem: message(UNREADABLE_HISTORY_KEY) };
  return { entries: parsed.data.entries.slice(-MOVE_HISTORY_LIMIT), problem: null };
}

/** Where the history is kept: in Foundry a flag on each scene, written only by the active GM. */
export interface MoveHistoryStore {
  /** A scene's stored flag as found: it may be missing, damaged or of another version. */
  read(sceneId: string): unknown;
  /** Replaces a scene's stored flag. */
  write(sceneId: string, flag: MoveHistoryFlag): Promise<void>;
  /** Whether this client may write the history: only the active GM. */
  mayWrite(): boolean;
}

/** What became of a change to the history: saved, refused (not the active GM), or not saved (the write failed). */
export type HistoryWrite = "saved" | "inactive" | "unsaved";

function samePosition(a: SavedPosition, b: SavedPosition): boolean {
  return a.tokenId === b.tokenId && a.x === b.x && a.y === b.y && a.elevation === b.elevation;
}

function sameIds(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * The accepted moves of each scene, newest last: Undo restores the newest one. Kept in the store
 * (so a reload or another active GM still can undo), read on every use, changed one write at a time.
 */
export class MoveHistory {
  readonly #store: MoveHistoryStore;
  readonly #warn: (problem: Message) => void;
  readonly #warnedScenes = new Set<string>();
  #queue: Promise<unknown> = Promise.resolve();

  /** `warn` is told once when a scene's stored history cannot be read (until it is readable again). */
  constructor(store: MoveHistoryStore, warn: (problem: Message) => void) {
    this.#store = store;
    this.#warn = warn;
  }

  /** A scene's accepted moves, oldest first (empty when the stored flag cannot be read). */
  entries(sceneId: string): readonly SavedPosition[] {
    const { entries, problem } = readMoveHistory(this.#store.read(sceneId));
    if (!problem) this.#warnedScenes.delete(sceneId);
    else if (!this.#warnedScenes.has(sceneId)) {
      this.#warnedScenes.add(sceneId);
      this.#warn(problem);
    }
    return entries;
  }

  /** How many moves of the scene can be undone. */
  size(sceneId: string): number {
    return this.entries(sceneId).length;
  }

  /** The scene's newest entry, if any. */
  peek(sceneId: string): SavedPosition | undefined {
    return this.entries(sceneId).at(-1);
  }

  /** Whether this client may change the history (the active GM). */
  mayWrite(): boolean {
    return this.#store.mayWrite();
  }

  /** Records a move about to be made; the oldest entries beyond the limit are forgotten. */
  push(sceneId: string, entry: SavedPosition): Promise<HistoryWrite> {
    return this.#change(sceneId, (entries) => [...entries, entry].slice(-MOVE_HISTORY_LIMIT));
  }

  /**
   * Notes Foundry's recorded movement on the newest entry equal to `entry`, once the move is under
   * way (its id is known only then); nothing recorded, or already noted, writes nothing.
   */
  annotate(
    sceneId: string,
    entry: SavedPosition,
    movementIds: readonly string[] | undefined,
  ): Promise<HistoryWrite> {
    return this.#change(sceneId, (entries) => {
      const at = entries.findLastIndex((e) => samePosition(e, entry));
      const current = entries[at];
      if (!movementIds || !current || sameIds(current.movementIds, movementIds)) return null;
      return entries.map((e, i) => (i === at ? { ...e, movementIds: [...movementIds] } : e));
    });
  }

  /** Forgets the newest entry equal to `entry` (after a refused move or a done undo); none → nothing is written. */
  drop(sceneId: string, entry: SavedPosition): Promise<HistoryWrite> {
    return this.#change(sceneId, (entries) => {
      const at = entries.findLastIndex((e) => samePosition(e, entry));
      return at < 0 ? null : entries.filter((_, i) => i !== at);
    });
  }

  /** Reads, changes and writes a scene's history after every earlier change has been written. */
  #change(
    sceneId: string,
    update: (entries: readonly SavedPosition[]) => SavedPosition[] | null,
  ): Promise<HistoryWrite> {
    const run = async (): Promise<HistoryWrite> => {
      if (!this.#store.mayWrite()) return "inactive";
      const next = update(this.entries(sceneId));
      if (next === null) return "saved";
      try {
        await this.#store.write(sceneId, { version: 1, entries: next });
        return "saved";
      } catch (cause) {
        // The caller tells the GM the history was not saved; the cause goes to the console.
        console.error("monster-autopilot | the undo history could not be saved", cause);
        return "unsaved";
      }
    };
    const result = this.#queue.then(run, run);
    this.#queue = result;
    return result;
  }
}
