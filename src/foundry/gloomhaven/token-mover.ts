import type { MoveMode } from "../../core/gloomhaven";
import type { TurnOption } from "../../core/gloomhaven";
import type { HexGridIndex } from "./grid-layout";
import type { MoveHistory, SavedPosition } from "./move-history";
import { recordedIds, revertibleMovement, type MovementInfo, type RecordedWaypoint } from "../token-movement";

/** A waypoint of TokenDocument#move (v13): the token's top-left corner, elevation and movement action. */
export interface Waypoint {
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
  readonly action?: string;
}

/** Options passed to TokenDocument#move. */
export interface MoveOptions {
  readonly method: "api";
  readonly showRuler: boolean;
  readonly autoRotate: boolean;
  readonly animate: boolean;
  readonly constrainOptions: { readonly ignoreWalls: boolean; readonly ignoreCost: boolean };
}

/** The part of a TokenDocument that moving and undoing use. */
export interface MovableToken {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
  readonly rotation: number;
  /** The token's size in pixels (TokenDocument#getSize). */
  getSize(): { width: number; height: number };
  move(waypoints: Waypoint[], options: MoveOptions): Promise<boolean>;
  /** TokenDocument#movement: the current or last movement (null or undefined before any). */
  readonly movement: MovementInfo | null | undefined;
  /** TokenDocument#movementHistory: the recorded waypoints, oldest first, each naming its movement. */
  readonly movementHistory: readonly RecordedWaypoint[];
  /** TokenDocument#revertRecordedMovement: undoes that recorded movement and every later one. */
  revertRecordedMovement(movementId: string): Promise<boolean>;
  /** TokenDocument#stopMovement: stops a pending or paused movement; true if it was or is stopped. */
  stopMovement(): boolean;
  /** Turns the token (TokenDocument#update of `rotation`). */
  rotate(rotation: number): Promise<void>;
  /** Calls `listener` when this token's movement pauses (the pauseToken hook); returns the unsubscribe. */
  onPause(listener: () => void): () => void;
}

/**
 * The Foundry movement action for a core move (IN-1): flying → fly, jump → jump, teleport → blink,
 * walk → walk; an action the world does not define (CONFIG.Token.movement.actions) is left out,
 * so the token's own default applies.
 */
export function movementActionFor(
  mode: MoveMode,
  flying: boolean,
  available: ReadonlySet<string>,
): string | undefined {
  const wanted = mode === "teleport" ? "blink" : flying ? "fly" : mode === "jump" ? "jump" : "walk";
  return available.has(wanted) ? wanted : undefined;
}

/** Where a token of this pixel size stands with its centre on the hex. */
function positionOn(
  index: HexGridIndex,
  hex: TurnOption["path"][number],
  size: { width: number; height: number },
) {
  const c = index.centerOf(hex);
  return { x: Math.round(c.x - size.width / 2), y: Math.round(c.y - size.height / 2) };
}

/** The label of the hex under a token's centre (where Foundry stopped a move short, say). */
export function hexLabelUnder(index: HexGridIndex, token: Pick<MovableToken, "x" | "y" | "getSize">): string {
  const size = token.getSize();
  return index.label(index.hexAt({ x: token.x + size.width / 2, y: token.y + size.height / 2 }));
}

/**
 * The waypoints of a path (MX-6): one per hex after the start, in order; a teleport goes straight
 * to the end hex. Each carries the movement action.
 */
export function waypointsFor(
  option: Pick<TurnOption, "path">,
  index: HexGridIndex,
  token: Pick<MovableToken, "elevation" | "getSize">,
  mode: MoveMode,
  action: string | undefined,
): Waypoint[] {
  const size = token.getSize();
  const hexes = mode === "teleport" ? option.path.slice(-1) : option.path.slice(1);
  return hexes.map((h) => ({
    ...positionOn(index, h, size),
    elevation: token.elevation,
    ...(action ? { action } : {}),
  }));
}

/**
 * What became of an accepted move: moved to the end; stopped part-way (the undo entry kept);
 * paused (still under way, the undo entry kept); refused by Foundry; not the active GM; or its undo
 * entry not saved.
 */
export type AcceptOutcome = "moved" | "stopped" | "paused" | "refused" | "inactive" | "unsaved";

/** An accepted move's result; a paused one also says what became of it once it is resumed or stopped. */
export interface AcceptResult {
  readonly outcome: AcceptOutcome;
  /** For "paused": the outcome once the move settles, or null when it was undone meanwhile. */
  readonly settled?: Promise<AcceptOutcome | null>;
}

/** What became of an Undo. */
export type UndoOutcome = "undone" | "nothing" | "missing" | "refused" | "inactive" | "unsaved";

const BACK_OPTIONS: MoveOptions = {
  method: "api",
  showRuler: false,
  autoRotate: false,
  animate: false,
  constrainOptions: { ignoreWalls: true, ignoreCost: true },
};

function at(token: Pick<MovableToken, "x" | "y" | "elevation">, p: Omit<Waypoint, "action">): boolean {
  return token.x === p.x && token.y === p.y && token.elevation === p.elevation;
}

/**
 * What a settled move did: the whole path (moved), part of it (stopped: the entry keeps the
 * recorded movement), or nothing (refused: the entry is dropped). v14 resolves false for a stopped
 * move, v13 true once the token moved at all: the movement's state and the token's position decide.
 */
async function conclude(
  token: MovableToken,
  moved: boolean,
  sceneId: string,
  entry: SavedPosition,
  history: MoveHistory,
): Promise<AcceptOutcome> {
  const stopped = !moved || token.movement?.state === "stopped";
  if (stopped && at(token, entry)) {
    await history.drop(sceneId, entry);
    return "refused";
  }
  await history.annotate(sceneId, entry, recordedIds(token.movement));
  return stopped ? "stopped" : "moved";
}

/** Moves under way after a pause, by scene and token: Undo withdraws one before stopping it. */
const underWay = new Map<string, () => void>();

/**
 * Accepts an option: records where the token stood (position, elevation, rotation) in the scene's
 * undo history, then moves it along the path's waypoints (TokenDocument#move), turning it to face
 * its way. Nothing moves unless the entry was saved (only the active GM writes). On v14 a move can
 * be stopped part-way (the entry stays, for the part that happened) or paused: Accept then returns
 * "paused" at once and `settled` tells what became of it. The entry learns the id of Foundry's
 * recorded movement, so Undo can revert it.
 */
export async function acceptMove(
  token: MovableToken,
  sceneId: string,
  waypoints: Waypoint[],
  history: MoveHistory,
  options: { readonly animate: boolean },
): Promise<AcceptResult> {
  const end = waypoints.at(-1);
  if (!end) return { outcome: "refused" };
  const entry: SavedPosition = {
    tokenId: token.id,
    x: token.x,
    y: token.y,
    elevation: token.elevation,
    rotation: token.rotation,
  };
  const saved = await history.push(sceneId, entry);
  if (saved !== "saved") return { outcome: saved };
  let paused: () => void = () => undefined;
  const pause = new Promise<"paused">((resolve) => (paused = () => resolve("paused")));
  const unsubscribe = token.onPause(paused);
  const key = `${sceneId}.${token.id}`;
  let withdrawn = false;
  const withdraw = () => (withdrawn = true);
  const moving = token.move(waypoints, {
    method: "api",
    showRuler: true,
    autoRotate: true,
    animate: options.animate,
    constrainOptions: { ignoreWalls: true, ignoreCost: true },
  });
  const settled = moving.finally(unsubscribe).then(async (moved) => {
    if (underWay.get(key) === withdraw) underWay.delete(key);
    return withdrawn ? null : conclude(token, moved, sceneId, entry, history);
  });
  // Raced on `settled`, so a move that fails rejects here (or, once paused, through `settled`).
  const first = await Promise.race([settled.then(() => "settled" as const), pause]);
  if (first === "settled") return { outcome: (await settled) ?? "refused" };
  underWay.set(key, withdraw);
  await history.annotate(sceneId, entry, recordedIds(token.movement));
  return { outcome: "paused", settled };
}

/**
 * Undoes the scene's newest accepted move: a move still under way is stopped; where Foundry's
 * movement history still ends with that move, it is reverted there (TokenDocument#revertRecordedMovement,
 * so the history does not grow an undo movement); otherwise the token is put back where it stood (a
 * displacement, or a blink where the world has no "displace" action). Its rotation is turned back
 * too. Then the entry is forgotten. A token that no longer exists is reported and its entry
 * forgotten. `find` looks the token up by scene and id.
 */
export async function undoLastMove(
  history: MoveHistory,
  sceneId: string,
  find: (sceneId: string, tokenId: string) => MovableToken | undefined,
  available: ReadonlySet<string>,
): Promise<UndoOutcome> {
  if (!history.mayWrite()) return "inactive";
  const entry = history.peek(sceneId);
  if (!entry) return "nothing";
  const token = find(sceneId, entry.tokenId);
  if (!token) {
    await history.drop(sceneId, entry);
    return "missing";
  }
  const state = token.movement?.state;
  if (state === "paused" || state === "pending") {
    underWay.get(`${sceneId}.${token.id}`)?.();
    token.stopMovement();
  }
  if (!(await putBack(token, entry, available))) return "refused";
  if (entry.rotation !== undefined && token.rotation !== entry.rotation) await token.rotate(entry.rotation);
  return (await history.drop(sceneId, entry)) === "unsaved" ? "unsaved" : "undone";
}

/** Puts the token where the entry says it stood: Foundry's revert where it applies, else a displacement. */
async function putBack(
  token: MovableToken,
  entry: SavedPosition,
  available: ReadonlySet<string>,
): Promise<boolean> {
  const recorded = revertibleMovement(token.movementHistory, entry.movementIds);
  if (recorded && (await token.revertRecordedMovement(recorded)) && at(token, entry)) return true;
  if (at(token, entry)) return true;
  const action = ["displace", "blink"].find((a) => available.has(a));
  const back = { x: entry.x, y: entry.y, elevation: entry.elevation, ...(action ? { action } : {}) };
  return token.move([back], BACK_OPTIONS);
}

/** What the GM is told after an accepted move that did not happen. */
export const ACCEPT_OUTCOME_KEYS = {
  stopped: "MONSTER_AUTOPILOT.Hex.Turn.MoveStopped",
  paused: "MONSTER_AUTOPILOT.Hex.Turn.MovePaused",
  refused: "MONSTER_AUTOPILOT.Hex.Turn.MoveRefused",
  inactive: "MONSTER_AUTOPILOT.Hex.Turn.GMOnly",
  unsaved: "MONSTER_AUTOPILOT.Hex.Turn.HistoryUnsaved",
} as const satisfies Record<Exclude<AcceptOutcome, "moved">, string>;

/** What the GM is told after an Undo. */
export const UNDO_OUTCOME_KEYS = {
  undone: "MONSTER_AUTOPILOT.Hex.Turn.Undone",
  nothing: "MONSTER_AUTOPILOT.Hex.Turn.UndoNothing",
  missing: "MONSTER_AUTOPILOT.Hex.Turn.UndoMissing",
  refused: "MONSTER_AUTOPILOT.Hex.Turn.UndoRefused",
  inactive: "MONSTER_AUTOPILOT.Hex.Turn.GMOnly",
  unsaved: "MONSTER_AUTOPILOT.Hex.Turn.UndoUnsaved",
} as const satisfies Record<UndoOutcome, string>;
